import CatalogSystem
import Dispatch

/// The one fontconfig configuration of a command: loaded at most once however many fonts it
/// looks up (`glyph` and `glyphs` loaded it twice, for the symbol's font and the text font:
/// with two thousand fonts installed that is 8 ms each), and, with ``prefetch()``, loaded on
/// another core while the command does other work first. Any thread may ask for it (the
/// first to ask loads it, the others wait); fontconfig's matching is thread-safe.
package final class SharedFontconfig: @unchecked Sendable {
    private let environment: [String: String]
    // Guarded by `lock` (a semaphore of one: the state holds a configuration, which is not
    // Sendable, so a Mutex's regions would not have it).
    private let lock = DispatchSemaphore(value: 1)
    private var loaded: Result<FontconfigConfiguration, FontconfigError>?
    /// The loading ``prefetch()`` started, until it is waited for.
    private var loading: Pending<Result<FontconfigConfiguration, FontconfigError>>?

    package init(environment: [String: String]) {
        self.environment = environment
        ProcessLifetime.keepUntilExit(self)
    }

    private func load() -> Result<FontconfigConfiguration, FontconfigError> {
        Result { () throws(FontconfigError) in try Self.configurationLoader(environment)() }
    }

    /// Starts loading the configuration on another thread.
    package func prefetch() {
        lock.wait()
        defer { lock.signal() }
        guard loaded == nil, loading == nil else { return }
        loading = Pending { self.load() }
    }

    /// The configuration, loaded now or waited for.
    package func configuration() throws(FontconfigError) -> FontconfigConfiguration {
        lock.wait()
        if let loading {
            loaded = loading.value
            self.loading = nil
        }
        if loaded == nil { loaded = load() }
        let result = loaded!
        lock.signal()
        return try result.get()
    }

    /// The configuration when it was loaded (or its loading waited for) and did not fail.
    package var loadedConfiguration: FontconfigConfiguration? {
        lock.wait()
        defer { lock.signal() }
        guard loading == nil, case .success(let configuration)? = loaded else { return nil }
        return configuration
    }

    /// ``configuration()`` as a loader for ``FontResolver``.
    package var loader: () throws(FontconfigError) -> FontconfigConfiguration {
        { () throws(FontconfigError) -> FontconfigConfiguration in try self.configuration() }
    }

    /// Loads `FONTCONFIG_FILE` from `environment` when set (a regular file within
    /// `CATALOG_MAX_FILE_MB`), else the system configuration.
    package static func configurationLoader(_ environment: [String: String]) -> () throws(FontconfigError) -> FontconfigConfiguration {
        // The CLI has already refused an unusable CATALOG_MAX_FILE_MB.
        let limit = (try? FileSizeLimit(environment: environment)) ?? .standard
        return { () throws(FontconfigError) in
            if let file = environment["FONTCONFIG_FILE"], !file.isEmpty {
                return try FontconfigConfiguration(file: file, limit: limit)
            }
            return try FontconfigConfiguration()
        }
    }
}
