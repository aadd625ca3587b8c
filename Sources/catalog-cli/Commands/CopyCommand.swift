import CatalogSystem
import SymbolCatalog

/// `catalog copy NAME [--character|--swift|--html]`: a symbol's name, character or snippet
/// on the clipboard.
enum CopyCommand {
    static let spec = CommandSpec(
        path: ["copy"],
        summary: "Put a symbol's name, character or snippet on the clipboard.",
        discussion: """
        NAME resolves as for 'show' (old, legacy and variant names, code points); the current \
        name is copied. Inside tmux (TMUX set) the text goes to tmux (tmux load-buffer -w: its \
        paste buffer, and the terminal's clipboard through tmux, which its default \
        set-clipboard drops from other programs). Otherwise, when standard output is a \
        terminal, the text goes through the terminal (OSC 52: works over SSH); otherwise \
        through wl-copy, xclip or xsel, the first installed that works; otherwise it is \
        printed, with a note on stderr. The picker copies the same way.

        With --available-in PLATFORM VERSION the name copied is the one to write for that OS: \
        an old name when the current one came later (doc.on.doc for iOS 17, \
        document.on.document for iOS 18), said on stderr; a symbol with no name yet on that \
        OS is an error naming the version its first name came in.
        """,
        arguments: [NameOptions.name],
        options: [OptionSpec.dataSet, availableIn] + snippetFlags.map(\.option),
        rules: [.exclusive(snippetFlags.map { .option($0.option) })],
        examples: [
            CommandExample("catalog copy heart", "The name heart on the clipboard."),
            CommandExample("catalog copy heart --html", "<i class=\"fa-solid fa-heart\"></i> on the clipboard."),
            CommandExample("catalog copy star.fill --swift --data-set sf6", "Image(systemName: \"star.fill\") on the clipboard."),
            CommandExample("catalog copy document.on.document --available-in iOS 17 --data-set sf6",
                           "doc.on.doc, the name that iOS 17 has, on the clipboard."),
        ],
        run: { (options: Options, context) in
            let dataSet = try options.symbol.dataSet.load(context)
            let (symbol, _) = try dataSet.resolve(options.symbol.name)
            var name: String?
            if let (platformText, version) = options.availableIn {
                let platform = try dataSet.platform(platformText)
                let usable = try usableName(of: symbol, on: platform, at: version, in: dataSet)
                if usable.name != symbol.name {
                    name = usable.name
                    context.standardError += "\(usable.name): the name for \(platform) \(version) (\(symbol.name) from \(platform) "
                        + (dataSet.osVersion(of: symbol.introduced, on: platform).map { "\($0)" } ?? "?") + ")\n"
                }
            }
            let text = try options.snippet.text(for: symbol, name: name, in: dataSet)
            let note = try Clipboard.copy(text, &context)
            if case .none = note.method {
                context.standardOutput += TerminalText.lines([text])
                context.standardError += "catalog: \(note.message)\n"
            } else {
                context.standardError += note.message + "\n"
            }
        })

    /// `--character`, `--swift`, `--html`: what to copy instead of the name.
    static let snippetFlags: [(snippet: SymbolSnippet, option: OptionSpec)] = [
        (.character, OptionSpec(name: "character", summary: "The symbol's character (its private-use code point) instead of the name.")),
        (.swift, OptionSpec(name: "swift", summary: "A SwiftUI snippet: Image(systemName: \"NAME\").")),
        (.html, OptionSpec(name: "html", summary: "The set's web-font HTML: Font Awesome <i class=\"fa-solid fa-NAME\"></i>, MDI, Phosphor, Lucide (not SF).")),
    ]

    /// `--available-in PLATFORM VERSION`: the name to write for that OS.
    static let availableIn = SearchFilters.availableIn.with {
        $0.summary = "Copy the symbol's name for that OS: an old name when the current one came later."
    }

    /// What `copy` is asked.
    struct Options: CommandOptions {
        var symbol: NameOptions
        /// The flag given (the parser lets through one at most), else the name.
        var snippet: SymbolSnippet
        /// `--available-in`, as typed and read.
        var availableIn: (platform: String, version: OSVersion)?

        init(_ parsed: ParsedCommand) throws(CLIError) {
            symbol = NameOptions(parsed)
            snippet = snippetFlags.first { parsed.flag($0.option) }?.snippet ?? .name
            availableIn = try SearchFilters.availableIn(parsed)
        }
    }

    /// The name of `symbol` to write for `version` of `platform`, or a failure naming the
    /// version its first name came in.
    static func usableName(of symbol: Symbol, on platform: Platform, at version: OSVersion, in dataSet: DataSet) throws(CLIError) -> UsableName {
        if let usable = dataSet.usableName(of: symbol, on: platform, at: version) { return usable }
        guard let first = dataSet.namesByPlatform(of: symbol).first(where: { $0.platform == platform })?.names.first else {
            throw .failure("\(symbol.name) has no \(platform) version in \(dataSet.name)")
        }
        let current = first.name == symbol.name ? "" : " (as \(first.name))"
        throw .failure("\(symbol.name) is not in \(platform) \(version) under any name: it came in \(platform) \(first.from)\(current)")
    }
}
