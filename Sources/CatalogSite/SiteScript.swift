import CatalogFormats
import SymbolCatalog

/// The site's data scripts: a value (``JSONOutput/javaScript()``) assigned to a global of the
/// page, or to an entry of a global table made with `Object.create(null)`, so that no name from
/// the data (a set called `constructor`, a symbol called `__proto__`) meets a prototype's.
package enum SiteScript {
    /// `window.GLOBAL = VALUE;`
    package static func global(_ global: String, _ value: JSONOutput) -> [UInt8] {
        Array("window.\(global) = ".utf8) + value.javaScript() + Array(";\n".utf8)
    }

    /// `(window.GLOBAL = window.GLOBAL || Object.create(null))[KEY] = VALUE;`
    package static func entry(_ global: String, key: String, _ value: JSONOutput) -> [UInt8] {
        var bytes = Array("(window.\(global) = window.\(global) || Object.create(null))[".utf8)
        JSONOutput.string(key).appendJavaScript(to: &bytes)
        bytes += Array("] = ".utf8)
        value.appendJavaScript(to: &bytes)
        return bytes + Array(";\n".utf8)
    }
}
