import CatalogFormats
import CatalogSystem
import TypeScale

/// The font options `fonts` and `type-ramp` share (`--design`, `--width`, `--font`), read
/// once, and the resolver they select.
struct FontSelection: Sendable {
    var design = FontDesign.default
    var width = FontWidth.standard
    /// `--font FILE|PATTERN`, instead of the design's families.
    var font: String?

    /// The families of `design` at the standard width, as `--design DESIGN` alone selects them.
    init(design: FontDesign) {
        self.design = design
    }

    init(_ parsed: ParsedCommand) throws(CLIError) {
        design = try parsed.named(Self.designOption) ?? .default
        width = try parsed.named(Self.widthOption) ?? .standard
        font = parsed.value(Self.fontOption)
    }

    static let designOption = OptionSpec(
        name: "design", valueName: "DESIGN",
        summary: "Font design: default, rounded, serif or monospaced (also mono, system-ui, ui-serif, …; default: default).",
        suggestions: FontDesign.allCases.map(\.rawValue))
    static let widthOption = OptionSpec(
        name: "width", valueName: "WIDTH",
        summary: "Font width: compressed, condensed, standard, expanded or extra-expanded (default: standard).",
        suggestions: FontWidth.allCases.map { kebabCase($0.rawValue) })
    static let fontOption = OptionSpec(
        name: "font", valueName: "FILE|PATTERN",
        summary: "Use this font file or fontconfig pattern instead of the design's families (a pattern's weight and width are replaced by those asked).",
        completion: .font)

    /// `extraExpanded` → `extra-expanded`, as the help spells widths.
    static func kebabCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    /// How the design families are chosen, for `--help`.
    static let familiesDiscussion = """
        Each design's families come from, last one winning: the defaults (default sans-serif, \
        rounded Comfortaa then Quicksand else sans-serif as a substitute, serif serif, \
        monospaced monospace); the file $XDG_CONFIG_HOME/catalog/font-designs.conf \
        (~/.config/… without XDG_CONFIG_HOME), with lines 'DESIGN = FAMILY[, FAMILY…]' and \
        '#' comments; the variables CATALOG_FONT_DEFAULT, CATALOG_FONT_ROUNDED, \
        CATALOG_FONT_SERIF, CATALOG_FONT_MONOSPACED (comma-separated families or font files); \
        --font. The first family installed is used; none installed is an error (only the \
        rounded default falls back, reported as a substitute). Weights are OpenType 100 \
        (ultraLight) … 900 (black), widths fontconfig 63, 75, 100, 125, 150; a variable font is \
        measured at wght = weight, wdth = 62.5 … 150 (and opsz = point size). \
        FONTCONFIG_FILE selects the fontconfig configuration.
        """

    /// The resolver for the design: `--font` when given, else the design's families from the
    /// configuration file and the environment. fontconfig starts only when a pattern is matched.
    func resolver(_ context: CommandContext) throws -> FontResolver {
        try resolver(environment: context.environment, limit: context.fileLimit)
    }

    /// ``resolver(_:)`` from `environment` with files read within `limit`, for a task on
    /// another thread (one resolver per task).
    func resolver(environment: [String: String], limit: FileSizeLimit) throws -> FontResolver {
        let source: FontResolver.Source
        if let font {
            source = .font(FontReference(font))
        } else {
            source = .design(try DesignFamilies(environment: environment, limit: limit)[design])
        }
        let resolver = FontResolver(source: source, loadConfiguration: SharedFontconfig.configurationLoader(environment))
        resolver.limit = limit
        return resolver
    }

    /// What the resolver was asked to use, for text output: `sans-serif (built in)`.
    static func sourceSummary(_ source: FontResolver.Source) -> String {
        switch source {
        case .design(let family):
            family.candidateNames.joined(separator: ", ")
                + (family.fallback.map { ", else \($0) as a substitute" } ?? "") + " (\(family.source))"
        case .font(.file(let path)): path + " (--font)"
        case .font(.pattern(let pattern)): pattern + " (--font)"
        }
    }

    /// One stderr note per substitute family used: never a silent substitute.
    static func substituteNotes(_ fonts: [ResolvedFont]) -> String {
        var notes = [String]()
        for font in fonts {
            guard case .substitute(let generic, let missing) = font.origin else { continue }
            let note = "catalog: note: none of " + missing.map { "'\($0)'" }.joined(separator: ", ")
                + " is installed; using '\(font.familyName ?? "?")' (\(generic)) as a substitute\n"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes.joined()
    }

    /// `exact`, or what differs: `nearest: weight 700 (+100), width 87 (-13)`,
    /// `nearest: substitute for 'Comfortaa', 'Quicksand'`.
    static func resolutionSummary(_ font: ResolvedFont) -> String {
        guard font.resolution == .nearest else { return "exact" }
        var parts = [String]()
        switch font.origin {
        case .substitute(_, let missing): parts.append("substitute for " + missing.map { "'\($0)'" }.joined(separator: ", "))
        case .fontconfig(_, .alias): parts.append("alias family")
        default: break
        }
        if let distance = font.weightDistance, distance != 0, let found = font.foundWeight {
            parts.append("weight \(number(found)) (\(signed(distance)))")
        }
        if let distance = font.widthDistance, distance != 0, let found = font.foundWidth {
            parts.append("width \(number(found)) (\(signed(distance)))")
        }
        if font.foundWeight == nil { parts.append("weight unknown") }
        if font.foundWidth == nil { parts.append("width unknown") }
        return "nearest: " + parts.joined(separator: ", ")
    }

    /// `Family Style`.
    static func fontName(_ font: ResolvedFont) -> String {
        [font.familyName, font.styleName].compactMap { $0 }.joined(separator: " ")
    }

    static func number(_ value: Double) -> String { JSONOutput.format(value) }

    static func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + number(value) }
}
