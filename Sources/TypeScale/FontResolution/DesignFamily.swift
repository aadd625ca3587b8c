/// The fonts that stand for one ``FontDesign`` on this machine: candidate families (or font
/// files) tried in order, and where that choice came from.
///
/// Built-in choices (``DesignFamilies/builtIn``): default → `sans-serif`, serif → `serif`,
/// monospaced → `monospace` (fontconfig's generic families, which the system configuration
/// maps to its preferred fonts), rounded → Comfortaa, then Quicksand, else `sans-serif`
/// reported as a substitute (Linux has no SF Pro Rounded).
public struct DesignFamily: Sendable, Hashable, CustomStringConvertible {
    /// Where a design's families were set.
    public enum Source: Sendable, Hashable, CustomStringConvertible {
        /// TypeScale's default.
        case builtIn
        /// A line of the configuration file (see ``DesignFamilies/configurationFile(environment:)``).
        case configurationFile(path: String, line: Int)
        /// An environment variable (`CATALOG_FONT_ROUNDED`, …).
        case environment(variable: String)
        /// A command-line option (`--font`).
        case option(name: String)

        /// `built in`, `PATH:LINE`, `$VARIABLE` or `--font`.
        public var description: String {
            switch self {
            case .builtIn: "built in"
            case .configurationFile(let path, let line): "\(path):\(line)"
            case .environment(let variable): "$" + variable
            case .option(let name): "--" + name
            }
        }
    }

    /// One candidate for a design: a family name, or a font file.
    public enum Candidate: Sendable, Hashable {
        /// A family name, matched through fontconfig as a name (`sans-serif`, `Noto Sans`;
        /// no pattern syntax: `-`, `:` and `,` are part of the name).
        case family(String)
        /// A font file, used as it is (it must open).
        case file(String)

        /// Classifies `text` as ``FontReference/init(_:)`` does: an existing path, a path with
        /// `/`, or a name ending in a font extension is a file; anything else a family.
        public init(_ text: String) {
            switch FontReference(text) {
            case .file(let path): self = .file(path)
            case .pattern(let name): self = .family(name)
            }
        }

        /// The family name or path as written.
        public var name: String {
            switch self {
            case .family(let name), .file(let name): name
            }
        }
    }

    /// The design these fonts stand for.
    public let design: FontDesign
    /// The candidates in order of preference. The first one installed is used.
    public let candidates: [Candidate]
    /// A fontconfig family used when no candidate is installed, which is then reported as a
    /// substitute (``ResolvedFont/isSubstitute``); `nil` makes a missing family an error.
    public let fallback: String?
    /// Where this choice was set.
    public let source: Source

    /// Creates a choice; `candidates` must not be empty.
    public init(design: FontDesign, candidates: [Candidate], fallback: String? = nil, source: Source) {
        precondition(!candidates.isEmpty, "a design needs at least one candidate family")
        self.design = design
        self.candidates = candidates
        self.fallback = fallback
        self.source = source
    }

    /// The candidates as written: family names and file paths.
    public var candidateNames: [String] { candidates.map(\.name) }

    /// `rounded: Comfortaa, Quicksand (else sans-serif as a substitute; built in)`.
    public var description: String {
        "\(design): " + candidateNames.joined(separator: ", ")
            + (fallback.map { " (else \($0) as a substitute; \(source))" } ?? " (\(source))")
    }

    /// Parses a comma-separated list of candidates (`"Comfortaa, Quicksand"`); each entry is
    /// trimmed and classified by ``Candidate/init(_:)`` (a path with `/` or a font extension is
    /// a file). `nil` when the list is empty or has an empty entry.
    static func candidates(from list: String) -> [Candidate]? {
        let entries = list.split(separator: ",", omittingEmptySubsequences: false)
            .map(\.trimmedOfBlanks)
        guard !entries.isEmpty, entries.allSatisfy({ !$0.isEmpty }) else { return nil }
        return entries.map { Candidate($0) }
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmedOfBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
