import CatalogSystem
import CatalogFormats

/// A completion script for one shell, rendered from the ``CompletionTable``. Every script
/// has the same shape: data functions generated from the specs (which words are commands,
/// what each option takes, what each argument takes) and one driver that walks the
/// command line the way ``ArgumentParser`` does. Values that depend on the data (symbol
/// names, categories, collections, data sets, fonts) come from `catalog __complete KIND`.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func render(_ shell: Shell, table: CompletionTable) -> String {
        switch shell {
        case .bash: bash(table)
        case .zsh: zsh(table)
        case .fish: fish(table)
        }
    }

    /// `choices:a b c`, `kind:symbol` or empty: how a driver learns what a value takes.
    static func describe(_ values: CompletionTable.Values?) -> String {
        switch values {
        case nil, .some(.none): ""
        case .some(.choices(let words)): "choices:" + words.joined(separator: " ")
        case .some(.kind(let kind)): "kind:" + kind.rawValue
        }
    }

    /// One `(key, count, values)` row per option spelling of every command, keyed `path|--option`;
    /// then one per spelling any command has, keyed `|--option`: an option written before the
    /// command (`catalog --data-set sf6 show …`), which the parser moves after it.
    static func optionRows(_ table: CompletionTable) -> [(key: String, count: Int, values: String)] {
        var rows = [(key: String, count: Int, values: String)]()
        var leading = [(key: String, count: Int, values: String)]()
        var seen = Set<String>()
        for command in table.commands {
            for option in command.options {
                for spelling in option.spellings {
                    let count = option.values == nil ? 0 : option.valueCount
                    rows.append((key: command.path + "|" + spelling, count: count, values: describe(option.values)))
                    if seen.insert(spelling).inserted { leading.append((key: "|" + spelling, count: count, values: describe(option.values))) }
                }
            }
        }
        return rows + leading
    }

    /// One `(key, values)` row per positional argument, keyed `path|index`; the last row of a
    /// repeating argument is keyed `path|*`.
    static func argumentRows(_ table: CompletionTable) -> [(key: String, values: String)] {
        table.commands.flatMap { command -> [(key: String, values: String)] in
            command.arguments.enumerated().compactMap { index, values in
                let repeats = command.lastArgumentRepeats && index == command.arguments.count - 1
                let described = describe(values)
                guard !described.isEmpty else { return nil }
                return (key: command.path + "|" + (repeats ? "*" : String(index)), values: described)
            }
        }
    }

    /// A word in single quotes for bash and zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// A word in single quotes for fish (which escapes `\` and `'` inside them).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }

    /// A summary cut to its first sentence, for completion menus.
    static func shortSummary(_ text: String) -> String {
        var summary = text
        if let stop = summary.firstRange(of: ". ") { summary = String(summary[..<stop.lowerBound]) }
        if summary.hasSuffix(".") { summary.removeLast() }
        return summary
    }
}
