import CatalogSystem

/// `--help` text, generated from the specs.
enum HelpRenderer {
    static func usageLine(for spec: CommandSpec) -> String {
        var parts = ["catalog"] + spec.path
        for argument in spec.arguments {
            var word = argument.name + (argument.isVariadic ? "…" : "")
            if argument.isOptional { word = "[\(word)]" }
            parts.append(word)
        }
        if !spec.options.isEmpty { parts.append("[options]") }
        return "Usage: " + parts.joined(separator: " ")
    }

    /// A command's help, paragraphs and lists wrapped to `width` columns (the terminal's, or
    /// 80 when standard output is not one).
    static func help(for spec: CommandSpec, width: Int = 80) -> String {
        var lines = [usageLine(for: spec), ""] + TextWrap.paragraph(spec.summary, width: width, indent: 0)
        for paragraph in paragraphs(spec.discussion) {
            // A paragraph of several lines is a list: each line wrapped on its own.
            let parts = paragraph.split(separator: "\n").map(String.init)
            lines += [""] + (parts.count == 1
                ? TextWrap.paragraph(paragraph, width: width, indent: 0)
                : parts.flatMap { TextWrap.wrap($0, width: width) })
        }
        if !spec.arguments.isEmpty {
            lines += ["", "Arguments:"]
            let labelWidth = spec.arguments.map(\.name.count).max() ?? 0
            for argument in spec.arguments {
                lines += TextWrap.wrap("  " + pad(argument.name, labelWidth) + "  " + argument.summary, width: width)
            }
        }
        lines += ["", "Options:"]
        let labels = spec.allOptions.map(label)
        let labelWidth = labels.map(\.count).max() ?? 0
        for (option, label) in zip(spec.allOptions, labels) {
            var text = option.summary
            if !option.choices.isEmpty { text += " One of: " + option.choices.joined(separator: ", ") + "." }
            lines += TextWrap.wrap("  " + pad(label, labelWidth) + "  " + text, width: width)
        }
        if !spec.examples.isEmpty {
            lines += ["", "Examples:"]
            for example in spec.examples {
                lines += command(example.command, width: width) + TextWrap.paragraph(example.explanation, width: width, indent: 6)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The paragraphs of a discussion (blank lines between them).
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n").map { String($0).trimmingNewlines }.filter { !$0.isEmpty }
    }

    /// An example command line, indented by 2; one too long for `width` goes on over
    /// following lines as a shell would read it (` \` at each break).
    static func command(_ text: String, width: Int) -> [String] {
        let lines = TextWrap.paragraph(text, width: width - 4, indent: 2)
        guard lines.count > 1 else { return lines }
        return lines.enumerated().map { index, line in
            (index == 0 ? line : "    " + line.dropFirst(2)) + (index == lines.count - 1 ? "" : " \\")
        }
    }

    /// `catalog --help`: every command's words and summary (`rows`, in the table's order:
    /// ``CommandSummaries/rows``, made when the docs are generated, so no spec is built).
    static func rootHelp(rows: [(words: String, summary: String)], width: Int = 80) -> String {
        // Gathered as bytes and made a string once: a string per piece (padding, joins, each
        // line) cost more than the wrapping.
        var text = Array("Usage: catalog COMMAND [arguments] [options]\n\nBrowse SF-Symbols-like data sets and measure type on Linux.\n\nCommands:\n".utf8)
        text.reserveCapacity(rows.count * 128 + 512)
        TextWrap.appendRows(rows.map { (name: $0.words, text: $0.summary) }, width: width, to: &text)
        text.append(UInt8(ascii: "\n"))
        for var line in TextWrap.paragraph(
            "Run 'catalog COMMAND --help' for a command's arguments, options and examples, "
                + "'catalog help --man' for the manual page, 'catalog --version' for the version.",
            width: width, indent: 0) {
            line += "\n"
            line.withUTF8 { text.append(contentsOf: $0) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `catalog help --summaries`: each command's words and summary, a line each, tab-separated,
    /// from the specs themselves; `Scripts/generate-command-docs.sh` makes ``CommandSummaries`` of it.
    static func summaries(commands: [CommandSpec]) -> String {
        commands.map { $0.name + "\t" + $0.summary + "\n" }.joined()
    }

    static func label(_ option: OptionSpec) -> String {
        var label = option.short.map { "-\($0), " } ?? "    "
        label += "--" + option.name
        if let value = option.valueName { label += " " + value }
        return label
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

extension String {
    /// Without line feeds at either end.
    var trimmingNewlines: String {
        var text = self[...]
        while text.first == "\n" { text = text.dropFirst() }
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
