import CatalogSystem

/// The ``DesignFamily`` of every ``FontDesign``: TypeScale's defaults, overridden by a
/// configuration file, overridden by environment variables (and, in the CLI, by `--font`).
///
/// - Configuration file: `$XDG_CONFIG_HOME/catalog/font-designs.conf` (`~/.config/…` when
///   `XDG_CONFIG_HOME` is unset), optional; its format is described at
///   ``parse(_:path:)``.
/// - Environment: `CATALOG_FONT_DEFAULT`, `CATALOG_FONT_ROUNDED`, `CATALOG_FONT_SERIF`,
///   `CATALOG_FONT_MONOSPACED`, each a comma-separated list of families or font files
///   (`CATALOG_FONT_ROUNDED="Comfortaa, Quicksand"`). An empty variable is ignored.
public struct DesignFamilies: Sendable, Hashable {
    /// The family of each design; every design has one.
    public private(set) var families: [FontDesign: DesignFamily]

    /// The family chosen for `design`.
    public subscript(design: FontDesign) -> DesignFamily {
        families[design] ?? Self.builtIn.families[design]!
    }

    /// Replaces the family of one design.
    public mutating func set(_ family: DesignFamily) {
        families[family.design] = family
    }

    /// TypeScale's defaults: `sans-serif`, Comfortaa, Quicksand (else `sans-serif` as a
    /// substitute), `serif`, `monospace`.
    public static let builtIn = DesignFamilies(families: [
        .default: DesignFamily(design: .default, candidates: [.family("sans-serif")], source: .builtIn),
        .rounded: DesignFamily(design: .rounded, candidates: [.family("Comfortaa"), .family("Quicksand")],
                               fallback: "sans-serif", source: .builtIn),
        .serif: DesignFamily(design: .serif, candidates: [.family("serif")], source: .builtIn),
        .monospaced: DesignFamily(design: .monospaced, candidates: [.family("monospace")], source: .builtIn),
    ])

    /// The environment variable that sets `design`'s families: `CATALOG_FONT_DEFAULT`,
    /// `CATALOG_FONT_ROUNDED`, `CATALOG_FONT_SERIF`, `CATALOG_FONT_MONOSPACED`.
    public static func environmentVariable(for design: FontDesign) -> String {
        "CATALOG_FONT_" + design.rawValue.uppercased()
    }

    /// The configuration file's path: `$XDG_CONFIG_HOME/catalog/font-designs.conf`, else
    /// `$HOME/.config/catalog/font-designs.conf` (``XDGFolders``: a relative
    /// `XDG_CONFIG_HOME` is ignored); `nil` when neither variable gives a folder.
    public static func configurationFile(environment: [String: String]) -> String? {
        XDGFolders(environment: environment).config("font-designs.conf")
    }

    /// The families `environment` selects: the built-in ones, then the configuration file's
    /// lines (when the file exists), then the environment variables.
    /// - Throws: ``DesignFamiliesError`` for an unreadable or malformed configuration file or
    ///   an environment variable with an empty entry.
    public init(environment: [String: String], limit: FileSizeLimit = .standard) throws(DesignFamiliesError) {
        var result = Self.builtIn
        if let path = Self.configurationFile(environment: environment), FileStatus.of(path) != nil {
            guard let contents = try? FileReader(limit: limit).read(path) else {
                throw DesignFamiliesError(origin: path, line: nil, reason: .unreadable)
            }
            guard let text = String(validating: contents.bytes, as: UTF8.self) else {
                throw DesignFamiliesError(origin: path, line: nil, reason: .notUTF8)
            }
            for family in try Self.parse(text, path: path) { result.set(family) }
        }
        for design in FontDesign.allCases {
            let variable = Self.environmentVariable(for: design)
            guard let value = environment[variable], !value[...].trimmedOfBlanks.isEmpty else { continue }
            guard let candidates = DesignFamily.candidates(from: value) else {
                throw DesignFamiliesError(origin: variable, line: nil, reason: .emptyFamily(value))
            }
            result.set(DesignFamily(design: design, candidates: candidates, source: .environment(variable: variable)))
        }
        self = result
    }

    init(families: [FontDesign: DesignFamily]) {
        self.families = families
    }
}
