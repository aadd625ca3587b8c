import CatalogSystem
import TypeScale

/// The font matches fontconfig made in earlier runs, with the state they were made in
/// (``FontconfigState``), in `$XDG_CACHE_HOME/catalog/font-matches.tsv` (``XDGFolders``),
/// replaced atomically when it changes; none with `CATALOG_NO_CACHE`. With 2,000 fonts
/// installed fontconfig takes 8 ms to load and 3 ms a match, more than `glyphs` takes to
/// measure every glyph of a set.
///
/// - The matches are *trusted* (``isTrusted``: `glyphs` asks fontconfig nothing) when the
///   state was *confirmed* and every stamp and setting is as recorded. A state is confirmed
///   by a run that stamped it before fontconfig loaded and found it the same after its last
///   match: no change can have slipped in between what fontconfig read and what was stamped.
///   The first run after any change records the new state unconfirmed; the next confirms it.
/// - Otherwise they are only guesses: `glyphs` measures from the remembered files while
///   fontconfig loads and keeps that only when fontconfig matches the same files.
///
/// A file that cannot be read, is damaged or of another format guesses nothing; it never
/// makes a command fail.
struct FontMatchMemory {
    /// A match asked for: the pattern, with the weight and width that replace its own.
    struct Key: Hashable {
        let pattern: String
        let weight: Double?
        let width: Double?
    }

    /// Where the matches are kept, nil without a cache folder.
    let path: String?
    /// The remembered matches.
    private(set) var matches: [Key: FontMatch] = [:]
    /// The state they were made in; nil when none was recorded.
    private(set) var state: FontconfigState?
    /// Whether a run confirmed ``state`` (see above).
    private(set) var confirmed = false
    /// ``state``'s paths and settings stamped when this memory was read: equal to ``state``
    /// when nothing changed since.
    private(set) var stateAtStart: FontconfigState?

    /// The largest file read: far more than any set of patterns needs.
    static let limit = FileSizeLimit(bytes: 1 << 20)

    /// Reads the memory and stamps its state again (a `stat` per path: well under a
    /// millisecond for a system's few hundred folders).
    init(environment: [String: String], executable: String?) {
        path = DataSetLocator.cachesAllowed(environment) ? XDGFolders(environment: environment).cache("font-matches.tsv") : nil
        guard let path, let contents = try? FileReader(limit: Self.limit).readIfPresent(path),
              let file = Self.parse(contents.bytes) else { return }
        (matches, state, confirmed) = (file.matches, file.state, file.confirmed)
        stateAtStart = state?.restamped(environment: environment, executable: executable)
    }

    /// True when the remembered matches are fontconfig's answers now: the state was confirmed
    /// and nothing in it changed.
    var isTrusted: Bool { confirmed && state != nil && stateAtStart == state }

    /// The remembered match for `key`, when trusted.
    func trustedMatch(_ key: Key) -> FontMatch? {
        isTrusted ? matches[key] : nil
    }

    /// The file `pattern` (with its own weight and width) matched last time, when it is still
    /// a regular file: a guess, whether or not the memory is trusted.
    func guess(for pattern: String) -> String? {
        guard let file = matches[Key(pattern: pattern, weight: nil, width: nil)]?.path, FileStatus.of(file)?.kind == .regular
        else { return nil }
        return file
    }

    /// Records this run's matches, made by `configuration` (loaded in this run), and the state
    /// it is in now; writes only when something changed. The state is confirmed when it is the
    /// one stamped when this memory was read, before fontconfig loaded.
    mutating func remember(_ learned: [Key: FontMatch], configuration: FontconfigConfiguration, environment: [String: String],
                           executable: String?) {
        let now = FontconfigState(configuration: configuration, environment: environment, executable: executable)
        let steady = stateAtStart == now && state == now
        let kept = steady && confirmed ? matches : [:]
        let updated = kept.merging(learned.filter { Self.storable($0.key, $0.value) }) { $1 }
        guard updated != matches || now != state || steady != confirmed else { return }
        (matches, state, confirmed) = (updated, now, steady)
        guard let path, let text = Self.text(matches: matches, state: now, confirmed: steady) else { return }
        do {
            try Folders.make(Paths.parent(of: path))
            try AtomicFile.replace(path, with: Array(text.utf8))
        } catch {
            // A cache: the next run asks fontconfig, as fast as it was before remembering.
        }
    }
}
