import CatalogFormats

/// `docs/commands/*.md`: one Markdown page per command and an index, generated from the
/// command specs as `--help` and the man page are (`catalog help --markdown`).
///
/// `catalog help --markdown` prints every page, each after a line `==> FILE <==` (as `head`
/// marks the files it prints); `catalog help --markdown COMMAND…` prints one page alone.
/// `Scripts/generate-command-docs.sh` splits the first into `docs/commands/`.
enum MarkdownRenderer {
    /// One page: its file name in `docs/commands/` and its text.
    struct Page: Equatable {
        let file: String
        let text: String
    }

    /// The index page's file name (shown when the folder is browsed on GitHub).
    static let indexFile = "README.md"

    /// The first line of every page.
    static let generatedNote = "<!-- Generated from the command specs by Scripts/generate-command-docs.sh; do not edit. -->"

    /// The index, then one page per command in the order of `commands`.
    static func pages(commands: [CommandSpec]) -> [Page] {
        [Page(file: indexFile, text: index(commands: commands))]
            + commands.map { Page(file: file(for: $0), text: page(for: $0, commands: commands)) }
    }

    /// Every page, each after its `==> FILE <==` line.
    static func bundle(commands: [CommandSpec]) -> String {
        pages(commands: commands).map { "==> \($0.file) <==\n" + $0.text }.joined()
    }

    /// `search.md`, `data-sets-add.md`: the command's words joined by `-`.
    static func file(for spec: CommandSpec) -> String {
        spec.path.joined(separator: "-") + ".md"
    }

    /// A command's page: summary, usage, discussion, arguments, options, examples, and links
    /// to the commands one word below it and the one above.
    static func page(for spec: CommandSpec, commands: [CommandSpec]) -> String {
        let usage = HelpRenderer.usageLine(for: spec).replacingEvery("Usage: ", with: "")
        var blocks = [generatedNote + "\n# catalog " + spec.name, MarkdownText.inline(spec.summary), MarkdownText.codeBlock([usage])]
        for paragraph in HelpRenderer.paragraphs(spec.discussion) {
            // A paragraph of several lines is a list or a table laid out in columns: kept as it is.
            let lines = paragraph.split(separator: "\n").map(String.init)
            blocks.append(lines.count == 1 ? MarkdownText.inline(paragraph) : MarkdownText.codeBlock(lines))
        }
        if !spec.arguments.isEmpty {
            blocks.append("## Arguments")
            blocks.append(spec.arguments.map { "- `\($0.name)`: " + MarkdownText.inline($0.summary) }.joined(separator: "\n"))
        }
        blocks.append("## Options")
        blocks.append(spec.allOptions.map(option).joined(separator: "\n"))
        if !spec.examples.isEmpty {
            blocks.append("## Examples")
            // Each example as its explanation in comments, then its command line.
            blocks.append(MarkdownText.codeBlock(spec.examples.enumerated().flatMap { index, example in
                (index == 0 ? [] : [""]) + example.explanation.split(separator: "\n").map { "# " + $0 } + [example.command]
            }, language: "sh"))
        }
        let below = commands.filter { $0.path.count == spec.path.count + 1 && $0.path.starts(with: spec.path) }
        let above = commands.filter { $0.path == Array(spec.path.dropLast()) }
        var links = (above + below).map { "- " + link($0) }
        links.append("- [Every command](\(indexFile))")
        blocks.append("## See also")
        blocks.append(links.joined(separator: "\n"))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The list of every command with its summary.
    static func index(commands: [CommandSpec]) -> String {
        let blocks = [
            generatedNote + "\n# Commands",
            "Every `catalog` command, as `catalog COMMAND --help` describes it. `catalog help --man` prints the same as a "
                + "manual page, `catalog help --markdown` as these pages.",
            commands.map { "- " + link($0) }.joined(separator: "\n"),
        ]
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func link(_ spec: CommandSpec) -> String {
        "[`catalog \(spec.name)`](\(file(for: spec))): " + MarkdownText.inline(spec.summary)
    }

    /// `- `-o, --output FILE`: Write to FILE instead of stdout.`, with the choices as code.
    private static func option(_ option: OptionSpec) -> String {
        let label = HelpRenderer.label(option).drop { $0 == " " }
        var line = "- `\(label)`: " + MarkdownText.inline(option.summary)
        if !option.choices.isEmpty {
            line += " One of: " + option.choices.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        return line
    }
}
