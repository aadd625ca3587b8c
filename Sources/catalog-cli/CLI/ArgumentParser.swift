import CatalogSystem
import SymbolCatalog

/// Turns `argv` into a command and its values, driven by the command specs alone: the table's
/// words select a command, and only that command's spec is built (``CommandEntry``).
struct ArgumentParser {
    let table: [CommandEntry]
    let environment: [String: String]
    /// The width `--help` is wrapped to.
    var helpWidth = 80

    init(table: [CommandEntry], environment: [String: String]) {
        self.table = table
        self.environment = environment
    }

    /// A parser of these specs, built already.
    init(commands: [CommandSpec], environment: [String: String]) {
        self.init(table: commands.map { CommandEntry(built: $0) }, environment: environment)
    }

    /// Every spec of the table (built: for what reads them all).
    var commands: [CommandSpec] { table.map { $0.make() } }

    /// The command whose path is the longest prefix of `arguments`, and what remains.
    func selectCommand(_ arguments: [String]) throws(CLIError) -> (CommandSpec, ArraySlice<String>) {
        let words = arguments.prefix { !$0.hasPrefix("-") }
        let entry = table
            .filter { words.starts(with: $0.path) }
            .max { $0.path.count < $1.path.count }
        if let entry {
            let match = entry.make()
            // `data-sets bogus`: a word after a group command that takes no arguments.
            let children = table.filter { $0.path.count > match.path.count && $0.path.starts(with: match.path) }
                .map { $0.path.joined(separator: " ") }
            if match.arguments.isEmpty, !children.isEmpty, words.count > match.path.count {
                let asked = (match.path + [words[match.path.count]]).joined(separator: " ")
                throw .usage("unknown command '\(asked)'" + Wording.didYouMean(asked, among: children), command: nil)
            }
            return (match, arguments.dropFirst(match.path.count))
        }
        guard let first = words.first else {
            throw .usage("missing command", command: nil)
        }
        let prefix = Array(words.prefix(2))
        let known = Set(table.map { $0.path.prefix(prefix.count).joined(separator: " ") })
        let asked = prefix.joined(separator: " ")
        let groupExists = table.contains { $0.path.first == first && $0.path.count > 1 }
        let unknown = groupExists && prefix.count > 1 ? asked : first
        let candidates = groupExists ? known.filter { $0.hasPrefix(first + " ") } : Set(table.map { $0.path[0] })
        throw .usage("unknown command '\(unknown)'" + Wording.didYouMean(unknown, among: Array(candidates)), command: nil)
    }

    func parse(_ spec: CommandSpec, _ rest: ArraySlice<String>) throws(CLIError) -> ParsedCommand {
        var parsed = ParsedCommand(spec: spec)
        var positionals = [String]()
        var remaining = rest[...]
        var optionsEnded = false
        while let word = remaining.popFirst() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let option = spec.option(named: name) else {
                    let names = spec.allOptions.flatMap { [$0.name] + $0.aliases }
                    throw .usage("unknown option '--\(name)'" + Wording.didYouMean(name, among: names, prefix: "--"), command: spec.name)
                }
                try take(option, spelled: "--\(name)", inline: inline, from: &remaining, into: &parsed)
            } else {
                // `-o FILE`, `-h`; clusters of flags like `-hv` are not used.
                let letters = Array(word.dropFirst())
                guard letters.count == 1, let option = spec.option(short: letters[0]) else {
                    throw .usage("unknown option '\(word)'", command: spec.name)
                }
                try take(option, spelled: word, inline: nil, from: &remaining, into: &parsed)
            }
        }
        if parsed.flag(.help) { throw .help(HelpRenderer.help(for: spec, width: helpWidth)) }
        try assign(positionals, to: &parsed)
        for option in spec.allOptions where !parsed.flag(option) {
            if let variable = option.environment, let value = environment[variable], !value.isEmpty {
                parsed.uses[option.name] = [[value]]
            }
        }
        if let broken = spec.rules.first(where: { $0.isBroken(by: parsed) }) {
            throw broken.error(for: parsed)
        }
        return parsed
    }

    private func take(
        _ option: OptionSpec, spelled: String, inline: String?,
        from remaining: inout ArraySlice<String>, into parsed: inout ParsedCommand
    ) throws(CLIError) {
        if option.isFlag {
            if inline != nil { throw .usage("option '\(spelled)' takes no value", command: parsed.spec.name) }
            parsed.uses[option.name, default: []].append([])
            return
        }
        var words = inline.map { [$0] } ?? []
        // A following `--option` is never taken as a value (write `--name=--value` for that).
        while words.count < option.valueCount, let next = remaining.first, !next.hasPrefix("--") {
            words.append(next)
            remaining = remaining.dropFirst()
        }
        guard words.count == option.valueCount else {
            throw .usage("option '\(spelled)' needs a value (\(option.valueName ?? "VALUE"))", command: parsed.spec.name)
        }
        if !option.choices.isEmpty {
            let value = words.joined(separator: " ")
            guard option.choices.contains(value) else {
                throw .usage(
                    "invalid value '\(value)' for \(spelled); expected \(Wording.list(option.choices))"
                        + Wording.didYouMean(value, among: option.choices),
                    command: parsed.spec.name)
            }
        }
        parsed.uses[option.name, default: []].append(words)
    }

    private func assign(_ positionals: [String], to parsed: inout ParsedCommand) throws(CLIError) {
        var queue = positionals[...]
        for argument in parsed.spec.arguments {
            if argument.isVariadic {
                if queue.isEmpty && !argument.isOptional {
                    throw .usage("missing \(argument.name)", command: parsed.spec.name)
                }
                parsed.arguments[argument.name] = Array(queue)
                queue = []
            } else if let value = queue.popFirst() {
                parsed.arguments[argument.name] = [value]
            } else if !argument.isOptional {
                throw .usage("missing \(argument.name)", command: parsed.spec.name)
            }
        }
        if let extra = queue.first {
            throw .usage("unexpected argument '\(extra)'", command: parsed.spec.name)
        }
    }
}
