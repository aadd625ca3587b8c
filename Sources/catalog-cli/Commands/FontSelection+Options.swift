import CatalogSystem
import TypeScale

/// The font options `fonts` and `type-ramp` share (`--design`, `--width`, `--font`), read
/// once into TypeScale's ``FontSelection``.
extension FontSelection {
    init(_ parsed: ParsedCommand) throws(CLIError) {
        self.init(design: try parsed.named(Self.designOption) ?? .default)
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
}
