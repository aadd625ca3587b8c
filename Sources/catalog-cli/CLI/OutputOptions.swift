/// Where a command's document goes and how it looks: `--format`/`--json`, `--output` and
/// `--color`, read in one place for every command that prints data.
struct OutputOptions: CommandOptions, Sendable {
    /// `--color`'s answers.
    enum ColorChoice: String, Sendable, CaseIterable {
        /// On a TTY, without NO_COLOR, TERM not dumb (and not to a file).
        case auto
        case always
        case never
    }

    /// `--json`, else `--format`, else the command's default.
    var format: OutputFormat
    /// `--output FILE`; nil or `-` is standard output.
    var path: String?
    var color = ColorChoice.auto
    /// False when the command's text format is a file format, never wrapped to a terminal.
    var textIsForPeople = true

    /// Standard output, in `format`.
    init(format: OutputFormat, path: String? = nil, color: ColorChoice = .auto, textIsForPeople: Bool = true) {
        self.format = format
        self.path = path
        self.color = color
        self.textIsForPeople = textIsForPeople
    }

    /// The output options `parsed` gives; those its command does not declare keep their defaults.
    init(_ parsed: ParsedCommand) {
        format = parsed.flag(Self.json) ? .json : parsed.choice(Self.format) ?? parsed.spec.defaultFormat
        path = parsed.value(Self.path)
        color = parsed.choice(Self.color) ?? .auto
        textIsForPeople = parsed.spec.textIsForPeople
    }

    /// True when the document goes to standard output.
    var toStandardOutput: Bool { (path ?? "-") == "-" }

    /// `--format FORMAT`, its choices a command's own.
    static let format = OptionSpec(name: "format", valueName: "FORMAT", summary: "Output format (default: text).")
    static let json = OptionSpec(name: "json", summary: "Same as --format json.")
    static let path = OptionSpec(name: "output", short: "o", valueName: "FILE", summary: "Write to FILE instead of stdout.",
                                 completion: .file)
    static let color = OptionSpec(name: "color", valueName: "WHEN", choices: ColorChoice.allCases.map(\.rawValue),
                                  summary: "Colour text output (default: auto: on a TTY, without NO_COLOR, TERM not dumb).")

    /// `--format` offering `formats`, the first the default.
    static func format(_ formats: [OutputFormat]) -> OptionSpec {
        format.with { option in
            option.choices = formats.map(\.rawValue)
            option.summary = "Output format (default: \(formats.first?.rawValue ?? "text"))."
        }
    }

    /// The output options of a command that prints data: `--format` (of `formats`),
    /// `--json`, `--output` and, unless `color` is false, `--color`.
    static func options(formats: [OutputFormat] = [.text, .json, .tsv], color: Bool = true) -> [OptionSpec] {
        [format(formats), json, path] + (color ? [Self.color] : [])
    }
}
