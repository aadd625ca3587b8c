import SymbolCatalog
import SymbolLint

/// `catalog codegen swift`: a Swift file with a constant per symbol.
enum CodegenCommand {
    static let groupSpec = CommandGroup.spec(
        path: ["codegen"], summary: "Write source code for a data set (see 'catalog codegen SUBCOMMAND --help').",
        subcommands: [swiftSpec],
        examples: [CommandExample("catalog codegen swift --data-set sf6 -o SFSymbol.swift", "Swift constants for a registered SF Symbols set.")])

    static let swiftSpec = CommandSpec(
        path: ["codegen", "swift"],
        summary: "Write a Swift file with one constant per symbol of a data set.",
        discussion: """
        The constants are members of a RawRepresentable string wrapper (no UIKit needed), \
        spelled as SFSymbols users know them (0.circle → _0Circle), each with @available \
        for the data set's Apple platforms; old names are deprecated constants renamed: to \
        the new ones; restrictions and localized variants are in doc comments. The same \
        data set always gives the same bytes.
        """,
        options: [OptionSpec.dataSet, Options.typeName, Options.access, Options.output],
        examples: [
            CommandExample("catalog codegen swift --data-set sf6 --output Sources/App/SFSymbol.swift",
                           "Constants for the registered set sf6."),
            CommandExample("catalog codegen swift --data-set sf6 --access internal", "Internal constants, on standard output."),
            CommandExample("catalog codegen swift --data-set sf6 --type-name Symbol --access internal -o Symbol.swift",
                           "An internal type named Symbol."),
        ],
        defaultFormat: .swift,
        run: { (options: Options, context) in
            let dataSet = try options.dataSet.load(context)
            try context.emit(SwiftCodegen(typeName: options.typeName, access: options.access).generate(dataSet), to: options.output)
        })

    /// What `codegen swift` is asked.
    struct Options: CommandOptions {
        static let typeName = OptionSpec(name: "type-name", valueName: "NAME", summary: "The wrapper type's name (default: SFSymbol).")
        static let access = OptionSpec(name: "access", valueName: "LEVEL", choices: SwiftCodegen.Access.allCases.map(\.rawValue),
                                       summary: "Access level of the type and constants (default: public).")
        static let output = OutputOptions.path.with { $0.summary = "The Swift file to write (default: standard output)." }

        var typeName: String
        var access: SwiftCodegen.Access
        var dataSet: DataSetSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            typeName = parsed.value(Self.typeName) ?? "SFSymbol"
            guard SwiftIdentifier.make(typeName) == typeName, typeName.first?.isUppercase == true else {
                throw parsed.usageError("invalid --type-name '\(typeName)': expected a Swift type name such as SFSymbol")
            }
            access = parsed.choice(Self.access) ?? .public
            dataSet = DataSetSelection(parsed)
            output = OutputOptions(parsed)
        }
    }
}
