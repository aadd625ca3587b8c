import CatalogSystem

extension ArgumentParser {
    /// `arguments` with the options written before the command moved after it, where the
    /// command's spec reads them: `catalog --data-set sf6 search trash` is `catalog search
    /// trash --data-set sf6`, as git and swift take global options. Each option is one some
    /// command declares, with its values (`--name=value` carries its own); an option no
    /// command has is a usage error naming it. Nothing moves past a `--`.
    func movingLeadingOptions(_ arguments: [String]) throws(CLIError) -> [String] {
        // (Every spec is built only when the line starts with an option.)
        guard arguments.first?.hasPrefix("-") == true else { return arguments }
        let known = commands.flatMap(\.options)
        var leading = [String](), index = 0
        while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "--" {
            let word = arguments[index]
            let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : nil
            let short = name == nil && word.count == 2 ? word.last : nil
            let option = known.first { option in
                name.map { option.name == $0 || option.aliases.contains($0) } ?? (short != nil && option.short == short)
            }
            guard let option else {
                let names = Set(known.map(\.name)).sorted()
                throw .usage("unknown option '\(word)'" + (name.map { Wording.didYouMean($0, among: names, prefix: "--") } ?? ""), command: nil)
            }
            let count = option.isFlag || word.contains("=") ? 0 : option.valueCount
            guard index + count < arguments.count else { break }
            leading += arguments[index...(index + count)]
            index += 1 + count
        }
        guard !leading.isEmpty else { return arguments }
        var rest = Array(arguments[index...])
        rest.insert(contentsOf: leading, at: rest.firstIndex(of: "--") ?? rest.endIndex)
        return rest
    }
}
