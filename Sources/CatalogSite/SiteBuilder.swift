import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// Writes a site's folder: `index.html`, `assets/` (the page's hand-written script and style,
/// ``SiteAssets``) and `data/` (``SiteData``: the rule table, the list of sets, one script per
/// set) and the marker `.catalog-site` (``SiteFolder``), replacing the folder whole through
/// ``CatalogSystem/FolderReplacement``, never over one of its inputs.
package enum SiteBuilder {
    /// Writes `sets` (name and data set, the first shown first) to `folder`, with the glyphs
    /// of the sets in `glyphs` (by name), measured as each set is written (``SiteGlyphSource``):
    /// `data/glyphs-NAME.js` each (and one per style of a set of several), the set's
    /// LICENSE.txt as `licences/NAME.txt` when the glyphs come from the set's own fonts, and
    /// with `templates` their template files (``SiteTemplates``); and `pages`: the data of the
    /// page's other parts (the store's lists, ``SiteStoreData``; the type pages,
    /// ``SiteTypePages``). Each file is written into the new folder as soon as it is made, and
    /// what made it dropped (a set's outlines a run of symbols at a time); the folder is swapped
    /// in whole at the end, or removed on a failure. A folder holding any of `inputs` is
    /// refused; `version` (catalog's) goes into the folder's marker; `progress` hears of each set.
    package static func write(_ sets: [(name: String, dataSet: DataSet)], glyphs: [String: SiteGlyphSource] = [:], templates: Bool = true,
                              to folder: String, pages: [(path: String, bytes: [UInt8])] = [],
                              protecting inputs: [ProtectedPath] = [], version: String,
                              progress: (String, Int, Int) -> Void = { _, _, _ in }) throws -> SiteReport {
        let fixed: [(path: String, bytes: [UInt8])] = [
            (SiteFolder.marker.fileName, SiteFolder.marker.contents(version: version)),
            ("index.html", Array(SiteAssets.page.utf8)),
            ("assets/site.css", Array(SiteAssets.styleSheet.utf8)),
            ("assets/site.js", Array(SiteAssets.script.utf8)),
            ("data/rules.js", SiteData.rulesScript()),
        ]
        var listed = [JSONOutput]()
        var used = Set<String>()
        var report = [SiteReport.Set]()
        var notes = [String]()
        var totalBytes = 0
        let setFiles = sets.map { uniqueFileName(for: $0.name, taken: &used) }
        let inputs = inputs + sets.map { ProtectedPath("data set", $0.dataSet.location) }
        // The build below may fail with a glyph's error as well as a file's: kept here, and
        // thrown once the new folder is removed.
        var failure: (any Error)?
        do {
            try FolderReplacement.replace(folder, protecting: inputs, refusing: SiteFolder.refusal) { path throws(SystemError) in
                var staging = SiteStaging(path)
                do {
                    for file in fixed + pages { try staging.write(file.path, file.bytes) }
                    for (index, (name, dataSet)) in sets.enumerated() {
                        progress("Writing the data sets", index, sets.count)
                        let file = "data/" + setFiles[index]
                        let bytes = SiteData.script(for: dataSet, name: name)
                        try staging.write(file, bytes)
                        var entry: [(String, JSONOutput)] = [("name", .string(name)), ("file", .string(file)),
                                                             ("symbols", .int(dataSet.symbolCount)), ("version", .optional(dataSet.version))]
                        var shipped: SiteReport.Glyphs?
                        if let source = glyphs[name] {
                            let written = try writeGlyphs(source, base: String(setFiles[index].dropLast(3)), templates: templates, to: &staging)
                            entry += written.listed
                            shipped = written.report
                            if let note = written.note { notes.append(note) }
                        }
                        listed.append(.object(entry))
                        report.append(SiteReport.Set(name: name, file: file, symbols: dataSet.symbolCount, bytes: bytes.count, glyphs: shipped))
                    }
                    try staging.write("data/sets.js", SiteScript.global("CATALOG_SET_LIST", .array(listed)))
                } catch let error as SystemError {
                    throw error
                } catch {
                    failure = error
                    throw SystemError.refused(path: folder, reason: "\(error)")
                }
                totalBytes = staging.totalBytes
            }
        } catch {
            throw failure ?? error
        }
        return SiteReport(folder: folder, sets: report, totalBytes: totalBytes, notes: notes)
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
    /// The notes for stderr: each set whose glyphs a missing font left out (``SiteGlyphs/note``).
    package let notes: [String]

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
