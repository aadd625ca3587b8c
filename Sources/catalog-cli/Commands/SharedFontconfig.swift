import Dispatch
import TypeScale

/// The one fontconfig configuration of a command: loaded at most once however many fonts it
/// looks up (`glyph` and `glyphs` loaded it twice, for the symbol's font and the text font:
/// with two thousand fonts installed that is 8 ms each), and, with ``prefetch()``, loaded on
/// another core while the command does other work first.
final class SharedFontconfig: @unchecked Sendable {
    private let environment: [String: String]
    private var loaded: Result<FontconfigConfiguration, FontconfigError>?
    private var loading: DispatchGroup?

    init(environment: [String: String]) {
        self.environment = environment
        ProcessLifetime.keepUntilExit(self)
    }

    /// Starts loading the configuration on another thread. Call it on the thread that later
    /// calls ``configuration()``; the configuration is used by that thread only.
    func prefetch() {
        guard loaded == nil, loading == nil else { return }
        let group = DispatchGroup()
        let environment = environment
        group.enter()
        DispatchQueue.global().async {
            self.loaded = Result { () throws(FontconfigError) in try FontSelection.configurationLoader(environment)() }
            group.leave()
        }
        loading = group
    }

    /// The configuration, loaded now or waited for.
    func configuration() throws(FontconfigError) -> FontconfigConfiguration {
        if let loading {
            loading.wait()
            self.loading = nil
        }
        if let loaded { return try loaded.get() }
        let result = Result { () throws(FontconfigError) in try FontSelection.configurationLoader(environment)() }
        loaded = result
        return try result.get()
    }

    /// The configuration when it was loaded (or its loading waited for) and did not fail.
    var loadedConfiguration: FontconfigConfiguration? {
        guard loading == nil, case .success(let configuration)? = loaded else { return nil }
        return configuration
    }

    /// ``configuration()`` as a loader for ``FontResolver``.
    var loader: () throws(FontconfigError) -> any FontMatching {
        { () throws(FontconfigError) -> any FontMatching in try self.configuration() }
    }
}
