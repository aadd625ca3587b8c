import Synchronization
import TypeScale

/// Font matches answered from ``FontMatchMemory`` while it is trusted, else (and for a match
/// it does not hold) by fontconfig, loaded then (``SharedFontconfig``); each match fontconfig
/// makes is learned for the memory (``save()``). Safe to use from several threads: the
/// trusted matches are only read, and fontconfig is loaded by one thread.
final class RememberedFontMatches: FontMatching, @unchecked Sendable {
    private let memory: Mutex<FontMatchMemory>
    private let trusted: [FontMatchMemory.Key: FontMatch]
    private let fontconfig: SharedFontconfig
    private let environment: [String: String]
    private let executable: String?
    private let learned = Mutex<[FontMatchMemory.Key: FontMatch]>([:])
    private let asking = Mutex(())

    init(memory: FontMatchMemory, fontconfig: SharedFontconfig, environment: [String: String], executable: String?) {
        trusted = memory.isTrusted ? memory.matches : [:]
        self.memory = Mutex(memory)
        self.fontconfig = fontconfig
        self.environment = environment
        self.executable = executable
    }

    /// True when the memory is trusted: fontconfig need not be loaded ahead.
    var isTrusted: Bool { memory.withLock { $0.isTrusted } }

    /// The file `pattern` matched last time (a guess; see ``FontMatchMemory/guess(for:)``).
    func guess(for pattern: String) -> String? { memory.withLock { $0.guess(for: pattern) } }

    func match(_ pattern: String) throws(FontconfigError) -> FontMatch {
        try answer(FontMatchMemory.Key(pattern: pattern, weight: nil, width: nil)) { configuration throws(FontconfigError) in
            try configuration.match(pattern)
        }
    }

    func match(_ pattern: String, weight: Double?, width: Double?) throws(FontconfigError) -> FontMatch {
        try answer(FontMatchMemory.Key(pattern: pattern, weight: weight, width: width)) { configuration throws(FontconfigError) in
            try configuration.match(pattern, weight: weight, width: width)
        }
    }

    private func answer(_ key: FontMatchMemory.Key,
                        _ ask: (FontconfigConfiguration) throws(FontconfigError) -> FontMatch) throws(FontconfigError) -> FontMatch {
        if let known = trusted[key] { return known }
        // Loaded by one thread; matched on any (fontconfig's matching is thread-safe).
        let configuration = try asking.withLock { _ throws(FontconfigError) in try fontconfig.configuration() }
        let match = try ask(configuration)
        learned.withLock { $0[key] = match }
        return match
    }

    /// Keeps what fontconfig matched in this run for the next (nothing to do when it was not
    /// loaded: every answer came from the memory).
    func save() {
        guard let configuration = fontconfig.loadedConfiguration else { return }
        let learned = learned.withLock { $0 }
        memory.withLock { $0.remember(learned, configuration: configuration, environment: environment, executable: executable) }
    }
}
