import CatalogSystem

/// An asset catalog's symbol set folder: `NAME.symbolset/` with the template and the
/// `Contents.json` Xcode writes for one.
public enum SymbolSetWriter {
    /// The `Contents.json` of a symbol set holding `file`, as Xcode writes it.
    public static func contents(file: String) -> String {
        var escaped = ""
        for scalar in file.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "symbols" : [
            {
              "filename" : "\(escaped)",
              "idiom" : "universal"
            }
          ]
        }

        """
    }

    /// Writes `svg` as `DIR/NAME.symbolset/NAME.svg` with its `Contents.json`, replacing the
    /// folder whole; returns the folder's path.
    /// - Throws: ``TemplateError/file(path:reason:)``.
    @discardableResult
    public static func write(svg: String, name: String, into folder: String) throws(TemplateError) -> String {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw .file(path: name, reason: "not a symbol name a folder can carry")
        }
        let target = folder + "/" + name + ".symbolset"
        do {
            try FolderReplacement.replace(target, refusing: { existing in
                let entries = Folders.list(existing) ?? []
                let ours = Set(["Contents.json", name + ".svg"])
                return entries.allSatisfy(ours.contains) ? nil : "holds files other than Contents.json and \(name).svg; not replaced"
            }) { (staging: String) throws(SystemError) in
                try FolderReplacement.createFile(staging + "/" + name + ".svg", with: Array(svg.utf8))
                try FolderReplacement.createFile(staging + "/Contents.json", with: Array(contents(file: name + ".svg").utf8))
            }
        } catch {
            throw .file(path: error.path, reason: error.reason)
        }
        return target
    }
}
