internal import CFreeType
#if canImport(Glibc)
import Glibc
#endif
import CatalogSystem
import Synchronization

/// A fontconfig configuration with its font set: owns one `FcConfig` and destroys it
/// (`FcConfigDestroy`) in `deinit`.
///
/// Each instance is independent of fontconfig's process-wide current configuration, so tests
/// can each load their own configuration file and run in parallel.
///
/// A configuration's answers do not change while it lives, so each distinct pattern (with its
/// weight and width) is matched once and its answer, font or error, kept: a type ramp asks
/// for the same weight at eleven sizes, the site's type pages for it at a hundred.
///
/// Not `Sendable` (its fontconfig handle is used as fontconfig allows: matches from several
/// threads, never freed while one runs); its memory of answers is locked, so the glyph
/// reader's workers share one.
public final class FontconfigConfiguration {
    /// The `FcConfig*`; valid for the lifetime of this object.
    let handle: OpaquePointer
    /// The configuration file loaded, or `nil` for the system configuration.
    public let file: String?
    /// How many patterns were matched by fontconfig (`FcFontMatch`): a pattern asked again
    /// is answered from memory and not counted.
    public var matchesMade: Int { memory.withLock { $0.matchesMade } }
    /// Every answer given, by what was asked, and the count of matches made: behind a lock, as
    /// the glyph reader's workers share one configuration (two threads writing the dictionary at
    /// once crashed `glyphs`).
    let memory = Mutex(MatchMemory())

    /// Loads the system configuration as fontconfig's own tools do (`FcInitLoadConfigAndFonts`):
    /// `/etc/fonts/fonts.conf`, or the file named by the process's `FONTCONFIG_FILE`.
    /// - Throws: ``FontconfigError/Reason/cannotLoadFonts`` when fontconfig cannot start.
    public init() throws(FontconfigError) {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw FontconfigError(reason: .cannotLoadFonts)
        }
        handle = config
        file = nil
    }

    /// Loads only the configuration file at `file` (as `FONTCONFIG_FILE=file` would), then
    /// scans the font directories it lists. A relative path is taken from the current
    /// directory (fontconfig itself would look in `/etc/fonts`).
    ///
    /// For tests, a file listing one fixtures `<dir>` and a private `<cachedir>` gives a
    /// deterministic font set.
    /// - Parameter limit: The largest configuration file read: fontconfig reads the file
    ///   itself, with no limit of its own, so it is only handed a regular file within this
    ///   (a FIFO would hang it, a character device would be read without end).
    /// - Throws: ``FontconfigError`` when the file is missing or unreadable, not a regular file
    ///   or over `limit`, fontconfig refuses it (fontconfig itself then writes its parse errors
    ///   to standard error), or its fonts cannot be scanned.
    public init(file: String, limit: FileSizeLimit = .standard) throws(FontconfigError) {
        let path = Paths.absolute(file)
        guard let status = FileStatus.of(path), status.kind != .directory, access(path, R_OK) == 0 else {
            throw FontconfigError(reason: .configurationNotFound(path: file))
        }
        // Opened as every file is (non-blocking, regular, within the limit) before fontconfig
        // opens it by name.
        do {
            _ = try FileReader(limit: limit).open(path)
        } catch {
            throw FontconfigError(reason: .configurationRefused(path: file, reason: error.reason))
        }
        guard let config = FcConfigCreate() else { throw FontconfigError(reason: .cannotLoadFonts) }
        // complain = true: with false, fontconfig reports success for a malformed file.
        guard FcConfigParseAndLoad(config, path, FcTrue) != 0 else {
            FcConfigDestroy(config)  // deinit does not run for an object whose init failed
            throw FontconfigError(reason: .invalidConfiguration(path: file))
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw FontconfigError(reason: .cannotLoadFonts)
        }
        handle = config
        self.file = file
    }

    deinit {
        FcConfigDestroy(handle)
    }

    /// The number of fonts (faces and named instances, as fontconfig lists them) in the
    /// configuration's system font set.
    public var fontCount: Int {
        guard let set = FcConfigGetFonts(handle, FcSetSystem) else { return 0 }
        return Int(set.pointee.nfont)
    }
}

@available(*, unavailable, message: "use one FontconfigConfiguration per task")
extension FontconfigConfiguration: Sendable {}
