import CatalogSystem
import SymbolCatalog

/// Writes a site's folder: `index.html`, `assets/` (the page's hand-written script and style,
/// ``SiteAssets``) and `data/` (``SiteData``: the rule table, the list of sets, one script per
/// set), replacing the folder whole through ``CatalogSystem/FolderReplacement``.
enum SiteBuilder {
    /// The file that marks a folder as a site this command wrote (so that `-o ~` is refused,
    /// not emptied).
    static let marker = "data/sets.js"

    /// Writes `sets` (name and data set, the first shown first) to `folder`.
    static func write(_ sets: [(name: String, dataSet: DataSet)], to folder: String) throws(SystemError) -> SiteReport {
        var files: [(path: String, bytes: [UInt8])] = [
            ("index.html", Array(SiteAssets.page.utf8)),
            ("assets/site.css", Array(SiteAssets.style.utf8)),
            ("assets/typos.js", Array(SiteAssets.typos.utf8)),
            ("assets/search.js", Array(SiteAssets.search.utf8)),
            ("assets/app.js", Array(SiteAssets.app.utf8)),
            ("assets/details.js", Array(SiteAssets.details.utf8)),
            ("assets/keyboard.js", Array(SiteAssets.keyboard.utf8)),
            ("data/rules.js", SiteData.rulesScript()),
        ]
        var listed = [JSONOutput]()
        var used = Set<String>()
        var report = [SiteReport.Set]()
        for (name, dataSet) in sets {
            let file = uniqueFileName(for: name, taken: &used)
            let bytes = SiteData.script(for: dataSet, name: name)
            files.append(("data/" + file, bytes))
            listed.append(.object([("name", .string(name)), ("file", .string("data/" + file)),
                                   ("symbols", .int(dataSet.symbolCount)), ("version", .optional(dataSet.version))]))
            report.append(SiteReport.Set(name: name, file: "data/" + file, symbols: dataSet.symbolCount, bytes: bytes.count))
        }
        files.append((marker, Array("window.CATALOG_SET_LIST = ".utf8) + JSONOutput.array(listed).compact() + Array(";\n".utf8)))
        try FolderReplacement.replace(folder, refusing: FolderReplacement.unlessEmptyOrHolding(marker, kind: "site")) { staging throws(SystemError) in
            try Folders.make(Paths.join(staging, "assets"))
            try Folders.make(Paths.join(staging, "data"))
            for file in files {
                try FolderReplacement.createFile(Paths.join(staging, file.path), with: file.bytes)
            }
        }
        return SiteReport(folder: folder, sets: report, totalBytes: files.reduce(0) { $0 + $1.bytes.count })
    }

    /// A file name for set `name`: its letters, digits, `.`, `-` and `_`, others as `_`,
    /// made unique with a number.
    static func uniqueFileName(for name: String, taken: inout Set<String>) -> String {
        var base = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        if base.isEmpty || base.hasPrefix(".") { base = "set" + base }
        var candidate = base + ".js", number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number).js"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

/// What `catalog site` wrote.
struct SiteReport {
    /// One data set's file.
    struct Set {
        let name: String
        let file: String
        let symbols: Int
        let bytes: Int
    }

    let folder: String
    let sets: [Set]
    /// Every file's bytes together.
    let totalBytes: Int

    /// One line per set and the total, for people.
    func text() -> String {
        var lines = ["Wrote \(folder)/index.html (\(Numbers.grouped(totalBytes)) bytes in all)"]
        for set in sets {
            lines.append("  \(set.name): \(Numbers.grouped(set.symbols)) symbols, \(set.file) \(Numbers.grouped(set.bytes)) bytes")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`schemaVersion` first).
    func json() -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("folder", .string(folder)),
            ("index", .string(Paths.join(folder, "index.html"))),
            ("totalBytes", .int(totalBytes)),
            ("sets", .array(sets.map { set in
                .object([("name", .string(set.name)), ("file", .string(set.file)), ("symbols", .int(set.symbols)),
                         ("bytes", .int(set.bytes))])
            })),
        ])
    }
}
