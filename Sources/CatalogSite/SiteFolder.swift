import CatalogFormats
import CatalogSystem
import TypeScale

/// How `catalog site` knows a folder as its own before replacing it: the marker it writes
/// (`.catalog-site`: generator, version, a random id), or, for a site written before the
/// marker, its exact file list; anything else is refused, so that a web project that merely
/// has a `data/sets.js` is never emptied.
package enum SiteFolder {
    /// The marker every site carries.
    package static let marker = FolderMarker(fileName: ".catalog-site", generator: "catalog site")

    /// The refusal `SiteBuilder` hands ``CatalogSystem/FolderReplacement``.
    package static var refusal: (_ existing: String) -> String? {
        FolderReplacement.unlessEmptyOrMarked(
            marker, kind: "site", hint: "choose a new or empty folder, or remove it yourself if it is an old site",
            legacy: isUnmarkedSite)
    }

    /// The fixed files an unmarked site may hold: every name the page's files have had.
    package static let unmarkedFixedFiles = Set<String>([
        "index.html", "assets/site.css", "assets/site.js", "assets/app.js", "assets/details.js", "assets/glyphs.css",
        "assets/glyphs.js", "assets/keyboard.js", "assets/search.js", "assets/typos.js", "assets/warm.js",
        "data/rules.js", "data/sets.js", "data/store.js", "data/type.js",
    ]).union(FontDesign.allCases.map { "type/\($0.rawValue).js" })

    /// At most this many entries are looked at; a bigger folder is not an unmarked site.
    package static let unmarkedEntryLimit = 4096

    /// True when `folder` is a site written before the marker: `index.html` and a
    /// `data/sets.js` that lists the sets, and nothing but the fixed files and the files that
    /// list names (each set's data, glyphs and licence), all regular files.
    package static func isUnmarkedSite(_ folder: String) -> Bool {
        guard let listed = try? FileReader(limit: FileSizeLimit(bytes: 1 << 20)).readIfPresent(Paths.join(folder, "data/sets.js")),
              let setFiles = setListFiles(listed.bytes), let files = regularFiles(in: folder),
              files.contains("index.html") else { return false }
        let expected = unmarkedFixedFiles.union(setFiles)
        return files.allSatisfy(expected.contains)
    }

    /// The files `data/sets.js` (`window.CATALOG_SET_LIST = [...];`) names: each set's `file`,
    /// `glyphs` and `licence`; nil when it is not such a script.
    package static func setListFiles(_ bytes: [UInt8]) -> Set<String>? {
        let prefix = Array("window.CATALOG_SET_LIST = ".utf8), suffix = Array(";\n".utf8)
        guard bytes.starts(with: prefix), bytes.count >= prefix.count + suffix.count,
              Array(bytes.suffix(suffix.count)) == suffix,
              case .array(let sets)? = try? JSONReader.parse(Array(bytes[prefix.count..<(bytes.count - suffix.count)])) else { return nil }
        var files = Set<String>()
        for set in sets {
            for key in ["file", "glyphs", "licence"] {
                if case .string(let path)? = set[key] { files.insert(path) }
            }
        }
        return files
    }

    /// Every regular file under `folder` by its relative path; nil when something else is there
    /// (a link, a device, a folder a site does not have), a name is not UTF-8, or there are
    /// more than ``unmarkedEntryLimit`` entries.
    package static func regularFiles(in folder: String) -> Set<String>? {
        var files = Set<String>(), pending = [""], seen = 0
        while let relative = pending.popLast() {
            guard let names = Folders.list(Paths.join(folder, relative)) else { return nil }
            for name in names {
                seen += 1
                guard seen <= unmarkedEntryLimit, !name.contains("\u{FFFD}") else { return nil }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch FileStatus.ofLink(Paths.join(folder, path))?.kind {
                case .regular: files.insert(path)
                case .directory where relative.isEmpty && ["assets", "data", "licences", "type"].contains(name): pending.append(path)
                default: return nil
                }
            }
        }
        return files
    }
}
