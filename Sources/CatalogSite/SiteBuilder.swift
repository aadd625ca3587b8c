import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// Writes a site's folder: `index.html`, `assets/` (the page's hand-written script and style,
/// ``SiteAssets``) and `data/` (``SiteData``: the rule table, the list of sets, one script per
/// set) and the marker `.catalog-site` (``SiteFolder``), replacing the folder whole through
/// ``CatalogSystem/FolderReplacement``, never over one of its inputs.
package enum SiteBuilder {
    /// Writes `sets` (name and data set, the first shown first) to `folder`, with the glyphs
    /// of the sets in `glyphs` (by name): `data/glyphs-NAME.js` each, and the set's
    /// LICENSE.txt as `licences/NAME.txt` when the glyphs come from the set's own fonts; and
    /// `pages`: the data of the page's other parts (the store's lists, ``SiteStoreData``; the type
    /// pages, ``SiteTypePages``). A folder holding any of `inputs` is refused; `version` (catalog's)
    /// goes into the folder's marker.
    package static func write(_ sets: [(name: String, dataSet: DataSet)], glyphs: [String: SiteGlyphs] = [:], templates: Bool = true,
                      to folder: String, pages: [(path: String, bytes: [UInt8])] = [],
                      protecting inputs: [ProtectedPath] = [], version: String) throws(SystemError) -> SiteReport {
        var files: [(path: String, bytes: [UInt8])] = [
            (SiteFolder.marker.fileName, SiteFolder.marker.contents(version: version)),
            ("index.html", Array(SiteAssets.page.utf8)),
            ("assets/site.css", Array(SiteAssets.styleSheet.utf8)),
            ("assets/site.js", Array(SiteAssets.script.utf8)),
            ("data/rules.js", SiteData.rulesScript()),
        ] + pages
        var listed = [JSONOutput]()
        var used = Set<String>()
        var report = [SiteReport.Set]()
        // Each set's scripts on a core of its own (the release notes of a set with many releases
        // and the glyphs' outlines are the longest parts).
        let setFiles = sets.map { uniqueFileName(for: $0.name, taken: &used) }
        let scripts = ParallelMap.map(count: sets.count, threshold: 2) { index in
            let (name, dataSet) = sets[index]
            let drawn = glyphs[name].flatMap { $0.glyphs.isEmpty ? nil : $0 }
            let order = SiteData.listedSymbols(dataSet).map(\.name)
            return (data: SiteData.script(for: dataSet, name: name), glyphs: drawn.map { drawn in
                (set: drawn, script: drawn.script(name: name, order: order),
                 styles: drawn.styles.sorted { $0.key < $1.key }.map { (style: $0.key, script: $0.value.script(name: name, style: $0.key, order: order)) },
                 templates: templates ? SiteTemplates.files(name: name, base: String(setFiles[index].dropLast(3)), dataSet: dataSet, glyphs: drawn) : [])
            })
        }
        for (((name, dataSet), (bytes, drawn)), file) in zip(zip(sets, scripts), setFiles) {
            files.append(("data/" + file, bytes))
            var entry: [(String, JSONOutput)] = [("name", .string(name)), ("file", .string("data/" + file)),
                                                 ("symbols", .int(dataSet.symbolCount)), ("version", .optional(dataSet.version))]
            var shipped: SiteReport.Glyphs?
            if let drawn {
                let glyphFiles = try glyphFiles(drawn.set, script: drawn.script, styles: drawn.styles, dataSet: dataSet, base: String(file.dropLast(3)))
                files += glyphFiles.files
                entry += glyphFiles.listed
                shipped = glyphFiles.report
                let templates = templateFiles(drawn.templates)
                files += templates.files
                shipped?.templates = templates.report
                if let listed = templates.listed { entry.append(("templates", listed)) }
            }
            listed.append(.object(entry))
            report.append(SiteReport.Set(name: name, file: "data/" + file, symbols: dataSet.symbolCount, bytes: bytes.count, glyphs: shipped))
        }
        files.append(("data/sets.js", SiteScript.global("CATALOG_SET_LIST", .array(listed))))
        let inputs = inputs + sets.map { ProtectedPath("data set", $0.dataSet.location) }
        try FolderReplacement.replace(folder, protecting: inputs, refusing: SiteFolder.refusal) { staging throws(SystemError) in
            for subfolder in Set(files.map { Paths.parent(of: $0.path) }).sorted() where subfolder != "." && subfolder != "" {
                try Folders.make(Paths.join(staging, subfolder))
            }
            for file in files {
                try FolderReplacement.createFile(Paths.join(staging, file.path), with: file.bytes)
            }
        }
        return SiteReport(folder: folder, sets: report, totalBytes: files.reduce(0) { $0 + $1.bytes.count })
    }

    /// A set's glyph script (`script`, from ``SiteGlyphs/script(name:style:)``), one per style
    /// for a set of several (`styles`) and, for glyphs from its own fonts, its licence; their
    /// entries in `data/sets.js` (`glyphs`, `glyphStyles`: style → file, `licence`) and the report.
    private static func glyphFiles(_ glyphs: SiteGlyphs, script: [UInt8], styles: [(style: String, script: [UInt8])], dataSet: DataSet,
                                   base: String) throws(SystemError)
        -> (files: [(path: String, bytes: [UInt8])], listed: [(String, JSONOutput)], report: SiteReport.Glyphs) {
        let path = "data/glyphs-" + base + ".js"
        var files = [(path, script)]
        var listed: [(String, JSONOutput)] = [("glyphs", .string(path))]
        var taken = Set<String>()
        var styleFiles = [(String, JSONOutput)]()
        for (style, styleScript) in styles {
            let styleFile = "data/glyphs-" + uniqueFileName(for: base + "." + style, taken: &taken)
            files.append((styleFile, styleScript))
            styleFiles.append((style, .string(styleFile)))
        }
        if !styleFiles.isEmpty { listed.append(("glyphStyles", .object(styleFiles))) }
        var licence: String?
        if !glyphs.fromUserFont,
           let text = try FileReader().readIfPresent(Paths.join(dataSet.location, "LICENSE.txt")) {
            licence = "licences/" + base + ".txt"
            files.append((licence!, text.bytes))
            listed.append(("licence", .string(licence!)))
        }
        return (files, listed, SiteReport.Glyphs(file: path, bytes: script.count, symbols: glyphs.glyphs.count, licence: licence))
    }

    /// A set's template files (``SiteTemplates``), their entry in `data/sets.js` (`templates`:
    /// `chunk`, the symbols of the set's list a file covers, and `files`, style → [the files'
    /// path before `-K.js`, the chunks K written]) and the report, or no entry without any.
    private static func templateFiles(_ templates: [SiteTemplates.File])
        -> (files: [(path: String, bytes: [UInt8])], listed: JSONOutput?, report: [SiteReport.Templates]) {
        var styles = [String]()
        var chunks = [String: (stem: String, numbers: [Int])]()
        var report = [SiteReport.Templates]()
        for file in templates {
            if chunks[file.style] == nil {
                styles.append(file.style)
                chunks[file.style] = (String(file.path.dropLast("-\(file.chunk).js".count)), [])
            }
            chunks[file.style]?.numbers.append(file.chunk)
            if report.last?.style == file.style {
                let last = report.removeLast()
                report.append(SiteReport.Templates(style: file.style, file: last.file, files: last.files + 1,
                                                   bytes: last.bytes + file.script.count, symbols: last.symbols + file.symbols))
            } else {
                report.append(SiteReport.Templates(style: file.style, file: String(file.path.dropLast("-\(file.chunk).js".count)) + "-K.js",
                                                   files: 1, bytes: file.script.count, symbols: file.symbols))
            }
        }
        let listed: JSONOutput? = styles.isEmpty ? nil : .object([
            ("chunk", .int(SiteTemplates.chunk)),
            ("files", .object(styles.map { style in
                (style, .array([.string(chunks[style]?.stem ?? ""), .array((chunks[style]?.numbers ?? []).map(JSONOutput.int))]))
            })),
        ])
        return (templates.map { ($0.path, $0.script) }, listed, report)
    }

    /// A file name for set `name`: its letters, digits, `.`, `-` and `_`, others as `_`,
    /// made unique with a number.
    package static func uniqueFileName(for name: String, taken: inout Set<String>) -> String {
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
package struct SiteReport {
    /// One data set's file.
    package struct Set {
        package let name: String
        package let file: String
        package let symbols: Int
        package let bytes: Int
        /// The set's glyphs, when the site has them.
        package var glyphs: Glyphs?
    }

    /// One set's glyph file.
    package struct Glyphs {
        package let file: String
        package let bytes: Int
        /// Symbols with a glyph.
        package let symbols: Int
        /// The set's licence copied beside them, or nil (glyphs from `--symbols-font`).
        package let licence: String?
        /// Its custom symbol templates, a file per style (``SiteTemplates``).
        package var templates: [Templates] = []
    }

    /// One style's template files.
    package struct Templates {
        /// The style ("" for a set of one style).
        package let style: String
        /// The files' path, `-K.js` for the chunk K.
        package let file: String
        package let files: Int
        /// The files' bytes together.
        package let bytes: Int
        /// Symbols with a template.
        package let symbols: Int
    }

    package let folder: String
    package let sets: [Set]
    /// Every file's bytes together.
    package let totalBytes: Int

    /// One line per set and the total, for people.
    package func text() -> String {
        var lines = ["Wrote \(folder)/index.html (\(Numbers.grouped(totalBytes)) bytes in all)"]
        for set in sets {
            lines.append("  \(set.name): \(Numbers.grouped(set.symbols)) symbols, \(set.file) \(Numbers.grouped(set.bytes)) bytes"
                + (set.glyphs.map { "; \(Numbers.grouped($0.symbols)) glyphs, \($0.file) \(Numbers.grouped($0.bytes)) bytes" } ?? "")
                + (set.glyphs.map(\.templates).flatMap { $0.isEmpty ? nil : $0 }.map { templates in
                    let files = templates.reduce(0) { $0 + $1.files }
                    return "; templates \(Numbers.grouped(templates.reduce(0) { $0 + $1.bytes })) bytes in \(files) file" + (files == 1 ? "" : "s")
                } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`schemaVersion` first).
    package func json() -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("folder", .string(folder)),
            ("index", .string(Paths.join(folder, "index.html"))),
            ("totalBytes", .int(totalBytes)),
            ("sets", .array(sets.map { set in
                .object([("name", .string(set.name)), ("file", .string(set.file)), ("symbols", .int(set.symbols)),
                         ("bytes", .int(set.bytes)),
                         ("glyphs", set.glyphs.map { glyphs in
                             .object([("file", .string(glyphs.file)), ("bytes", .int(glyphs.bytes)), ("symbols", .int(glyphs.symbols)),
                                      ("licence", .optional(glyphs.licence)),
                                      ("templates", .array(glyphs.templates.map { template in
                                          .object([("style", .string(template.style)), ("file", .string(template.file)),
                                                   ("files", .int(template.files)), ("bytes", .int(template.bytes)),
                                                   ("symbols", .int(template.symbols))])
                                      }))])
                         } ?? .null)])
            })),
        ])
    }
}
