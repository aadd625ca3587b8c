import CatalogFormats
import Foundation
import Testing
@testable import catalog_cli

/// The site's data scripts: a key `__proto__` is written as a computed key (a property of its
/// own, where the literal key sets the prototype), and tables are made without a prototype.
@Suite("Site data scripts: no name from the data sets a prototype")
struct SiteScriptTests {
    @Test("javaScript(): JSON on one line, but __proto__ as a computed key, at any depth")
    func protoKey() {
        let value = JSONOutput.object([("__proto__", .object([("__proto__", .int(1)), ("constructor", .string("__proto__"))])),
                                       ("toString", .array([.string("x")]))])
        #expect(String(decoding: value.javaScript(), as: UTF8.self)
                == #"{["__proto__"]:{["__proto__"]:1,"constructor":"__proto__"},"toString":["x"]}"#)
    }

    @Test("entry() adds to a table made with Object.create(null); global() assigns the value")
    func assignments() {
        #expect(String(decoding: SiteScript.entry("CATALOG_SETS", key: "__proto__", .object([])), as: UTF8.self)
                == "(window.CATALOG_SETS = window.CATALOG_SETS || Object.create(null))[\"__proto__\"] = {};\n")
        #expect(String(decoding: SiteScript.global("CATALOG_RULES", .array([])), as: UTF8.self) == "window.CATALOG_RULES = [];\n")
    }
}
