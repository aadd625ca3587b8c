import CatalogFormats
import CatalogSite
import CatalogTestSupport
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

    @Test("node reads every hostile name back exactly from a data script, as a key and as a value",
          .enabled(if: ChildProcess.installed("node") != nil, "needs node"))
    func hostileNamesReadBack() async throws {
        let names = HostileNames.allNames + ["__proto__", "constructor", "</script><script>alert(1)//", "${x}`"]
        let value = JSONOutput.object(names.map { ($0, .string($0)) })
        let script = String(decoding: SiteScript.entry("CATALOG_TEST", key: "set", value), as: UTF8.self)
            + "process.stdout.write(JSON.stringify(Object.entries(window.CATALOG_TEST.set)));\n"
        let outcome = try await ChildProcess.run("/usr/bin/env", ["node", "-e", "globalThis.window = globalThis;\n" + script],
                                                 environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let pairs = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String]])
        #expect(pairs.map { $0[0] } == names && pairs.map { $0[1] } == names)
    }
}
