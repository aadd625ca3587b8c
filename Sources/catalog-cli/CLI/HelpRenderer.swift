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

    static func help(for spec: CommandSpec) -> String {
        var lines = [usageLine(for: spec), "", spec.summary]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        if !spec.arguments.isEmpty {
            lines += ["", "Arguments:"]
            let width = spec.arguments.map(\.name.count).max() ?? 0
            for argument in spec.arguments {
                lines.append("  " + pad(argument.name, width) + "  " + argument.summary)
            }
        }
        lines += ["", "Options:"]
        let labels = spec.allOptions.map(label)
        let width = labels.map(\.count).max() ?? 0
        for (option, label) in zip(spec.allOptions, labels) {
            var text = option.summary
            if !option.choices.isEmpty { text += " One of: " + option.choices.joined(separator: ", ") + "." }
            lines.append("  " + pad(label, width) + "  " + text)
        }
        if !spec.examples.isEmpty {
            lines += ["", "Examples:"]
            for example in spec.examples {
                lines += ["  " + example.command, "      " + example.explanation]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func rootHelp(commands: [CommandSpec]) -> String {
        var lines = [
            "Usage: catalog COMMAND [arguments] [options]",
            "",
            "Browse SF-Symbols-like data sets and measure type on Linux.",
            "",
            "Commands:",
        ]
        let width = commands.map(\.name.count).max() ?? 0
        for spec in commands {
            lines.append("  " + pad(spec.name, width) + "  " + spec.summary)
        }
        lines += [
            "",
            "Run 'catalog COMMAND --help' for a command's arguments, options and examples,",
            "'catalog help --man' for the manual page, 'catalog --version' for the version.",
        ]
        return lines.joined(separator: "\n") + "\n"
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
