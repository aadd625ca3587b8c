import SymbolCatalog

/// `catalog collection doctor [--restore]`: what is wrong with the store, and the way back.
enum CollectionDoctorCommand {
    static let spec = CommandSpec(
        path: ["collection", "doctor"],
        summary: "Check the favorites and collections file; restore its last good copy.",
        discussion: """
        Reports the store and the last good copy kept beside it (PATH.last-good, rewritten \
        with every change), leftovers of interrupted writes and a held lock. Exits 1 when the \
        store cannot be used. --restore puts the last good copy in place of a damaged, newer, \
        unreadable or missing store; the file it replaces is kept as PATH.damaged-TIMESTAMP.
        """,
        options: [Options.restore, OptionSpec.store] + OutputOptions.options(formats: [.text, .json]),
        examples: [
            CommandExample("catalog collection doctor", "Check the favorites and collections file."),
            CommandExample("catalog collection doctor --restore", "Put back its last good copy."),
        ],
        run: { (options: Options, context) in
            let store = try options.store.writableStore(context)
            if options.restore {
                let kept = try store.restore()
                let restored = store.diagnose()
                context.standardOutput += "Restored \(store.path) from \(store.lastGoodPath)"
                    + (restored.store.contents.map { " (\(DoctorRenderer.summary($0)))" } ?? "") + "\n"
                    + (kept.map { "The file it replaced is kept as \($0)\n" } ?? "")
                return
            }
            let diagnosis = store.diagnose()
            let text = switch options.output.format {
            case .json: diagnosis.json.rendered()
            default: DoctorRenderer.text(diagnosis, style: context.style(options.output))
            }
            try context.emit(text, to: options.output)
            if !diagnosis.isHealthy {
                throw CLIError.failure("\(store.path): the collection store cannot be used"
                    + (diagnosis.canRestore ? "; 'catalog collection doctor --restore' restores its last good copy" : ""))
            }
        })

    /// What `collection doctor` is asked.
    struct Options: CommandOptions {
        static let restore = OptionSpec(name: "restore", summary: "Replace the store with its last good copy.")

        /// `--restore`: put the last good copy back instead of reporting.
        var restore: Bool
        var store: StoreSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) {
            restore = parsed.flag(Self.restore)
            store = StoreSelection(parsed)
            output = OutputOptions(parsed)
        }
    }
}
