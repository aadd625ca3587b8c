/// The options of a command that reads font files or fontconfig patterns (`metrics`,
/// `check`): the FONT arguments, `--strict` where declared, and the output.
struct FontsOptions: CommandOptions {
    static let fonts = ArgumentSpec(name: "FONT", summary: "Font files or fontconfig patterns.", isVariadic: true, completion: .font)

    var fonts: [String]
    /// `--strict`: a warning fails too.
    var strict: Bool
    var output: OutputOptions

    init(_ parsed: ParsedCommand) {
        fonts = parsed.values(Self.fonts)
        strict = parsed.flag(.strict)
        output = OutputOptions(parsed)
    }
}
