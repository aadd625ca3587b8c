/// The options of a command about one thing of a data set or the store, named by its NAME
/// argument (a symbol: `show`, `localizations`, `copy`; a collection: `collection new`,
/// `delete`, `export`), with the data set, the store and the output, those it declares.
struct NameOptions: CommandOptions {
    /// The NAME argument, as `show` describes it; the others describe their own.
    static let name = ArgumentSpec(name: "NAME", summary: "Symbol name.", completion: .symbol)

    var name: String
    var dataSet: DataSetSelection
    var store: StoreSelection
    var output: OutputOptions

    init(_ parsed: ParsedCommand) {
        name = parsed.value(Self.name) ?? ""
        dataSet = DataSetSelection(parsed)
        store = StoreSelection(parsed)
        output = OutputOptions(parsed)
    }
}
