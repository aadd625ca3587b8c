/// The options of a command that prints something of one data set (`info`, `categories`,
/// `releases`): the data set and the output.
struct DataSetOutputOptions: CommandOptions {
    var dataSet: DataSetSelection
    var output: OutputOptions

    init(_ parsed: ParsedCommand) {
        dataSet = DataSetSelection(parsed)
        output = OutputOptions(parsed)
    }
}
