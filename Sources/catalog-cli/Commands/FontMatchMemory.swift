import CatalogSystem

/// The font files fontconfig matched in earlier runs, by pattern: `glyphs` starts measuring
/// from the file it will most likely be given while fontconfig is still loading (with 2,000
/// fonts installed, 8 ms before the first match can be made). Only a guess: the command
/// always waits for fontconfig's own match and measures again from it when the two differ.
///
/// One `PATTERN<TAB>PATH` line a pattern in `$XDG_CACHE_HOME/catalog/font-matches.tsv`
/// (``XDGFolders``), replaced atomically when a match changes; none with `CATALOG_NO_CACHE`.
/// A file that cannot be read or written guesses nothing; it never makes a command fail.
struct FontMatchMemory {
    /// Where the matches are kept, nil without a cache folder.
    let path: String?
    private(set) var matches: [String: String] = [:]

    /// The largest file read: far more than any set of patterns needs.
    static let limit = FileSizeLimit(bytes: 1 << 20)

    init(environment: [String: String]) {
        path = DataSetLocator.cachesAllowed(environment) ? XDGFolders(environment: environment).cache("font-matches.tsv") : nil
        guard let path, let contents = try? FileReader(limit: Self.limit).readIfPresent(path) else { return }
        for line in String(decoding: contents.bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, fields[1].hasPrefix("/") else { continue }
            matches[String(fields[0])] = String(fields[1])
        }
    }

    /// The file `pattern` matched last time, when it is still a regular file.
    func guess(for pattern: String) -> String? {
        guard let file = matches[pattern], FileStatus.of(file)?.kind == .regular else { return nil }
        return file
    }

    /// Keeps `matched` (pattern to file) for the next run, writing only when something changed.
    mutating func remember(_ matched: [String: String]) {
        var changed = false
        for (pattern, file) in matched where matches[pattern] != file && Self.storable(pattern) && Self.storable(file) {
            matches[pattern] = file
            changed = true
        }
        guard changed, let path else { return }
        let text = matches.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
        do {
            try Folders.make(Paths.parent(of: path))
            try AtomicFile.replace(path, with: Array(text.utf8))
        } catch {
            // A cache: the next run guesses nothing, and is as fast as it was before guessing.
        }
    }

    /// No tab or line feed, which the file's lines could not hold.
    private static func storable(_ text: String) -> Bool {
        !text.utf8.contains(0x09) && !text.utf8.contains(0x0A)
    }
}
