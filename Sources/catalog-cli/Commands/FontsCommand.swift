import TypeScale

/// `catalog fonts [--design D] [--width W]`: the font each of the nine weights resolves to.
enum FontsCommand {
    static let spec = CommandSpec(
        path: ["fonts"],
        summary: "Show the font file each of the nine weights resolves to, for a design and width.",
        discussion: """
        Like the System Fonts view of Apple's type tools: ultraLight (100) … black (900), each \
        resolved through fontconfig to a font on this machine, with what was asked and what was \
        found: exact, or the nearest weight and width (and how far), or a substitute family.


        """ + FontSelection.familiesDiscussion + """


        JSON: {schemaVersion, design, width, families: {candidates, fallback, source}, weights: \
        [{weight, weightValue, font: {family, style, postscriptName, file, faceIndex, \
        coordinates}, resolution, substitute, asked: {weight, width}, found: {weight, width}}]}. \
        TSV: one row per weight: weight, weightValue, family, style, postscriptName, file, \
        faceIndex, resolution, asked weight, found weight, asked width, found width, substitute.
        """,
        options: [FontSelection.designOption, FontSelection.widthOption, FontSelection.fontOption] + OutputOptions.options(),
        examples: [
            CommandExample("catalog fonts --design serif", "The font each weight of the serif design resolves to."),
            CommandExample("catalog fonts --width condensed --json", "Condensed widths, as JSON."),
        ],
        run: { (options: Options, context) in
            let (design, width) = (options.fonts.design, options.fonts.width)
            let listing = try FontListing(resolving: try options.fonts.resolver(context), design: design, width: width)
            let text = switch options.output.format {
            case .json: listing.json.rendered()
            case .tsv: listing.tsv
            default: FontsRenderer.text(listing, style: context.style(options.output))
            }
            context.standardError += FontSelection.substituteNotes(listing.fonts)
            try context.emit(text, to: options.output)
        })

    /// What `fonts` is asked.
    struct Options: CommandOptions {
        var fonts: FontSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            fonts = try FontSelection(parsed)
            output = OutputOptions(parsed)
        }
    }
}
