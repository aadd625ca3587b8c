import Testing
@testable import catalog_cli

/// The options and arguments that exclude or need each other are declared in the specs and
/// checked by the parser: before any file is read, with the command's usage line.
@Suite("Declared option rules")
struct OptionRuleTests {
    @Test("every rule names options and arguments its command declares, and no two options share a name")
    func rulesNameDeclaredInputs() {
        for spec in CatalogCLI.commands {
            let names = spec.allOptions.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.name): options \(names)")
            for rule in spec.rules {
                for input in rule.inputs {
                    switch input {
                    case .option(let option): #expect(names.contains(option.name), "\(spec.name): \(rule.message)")
                    case .argument(let argument):
                        #expect(spec.arguments.map(\.name).contains(argument.name), "\(spec.name): \(rule.message)")
                    }
                }
            }
        }
    }

    @Test("a broken rule is a usage error with its message, whatever else the line holds", arguments: [
        (["copy", "heart", "--swift", "--html"], "--format, --character, --swift and --html exclude each other", "catalog copy NAME [options]"),
        (["search", "--unrestricted", "--restricted", "--data-set", "/nonexistent"], "--restricted and --unrestricted exclude each other",
         "catalog search [TERM…] [options]"),
        (["favorites", "--restricted", "--unrestricted"], "--restricted and --unrestricted exclude each other", "catalog favorites [options]"),
        (["trim", "/nonexistent.ttf"], "give --font-size PX or --cap-height PX", "catalog trim FONT [options]"),
        (["trim", "/nonexistent.ttf", "--font-size", "16", "--cap-height", "12"], "give --font-size or --cap-height, not both",
         "catalog trim FONT [options]"),
        (["trim", "/nonexistent.ttf", "--cap-height", "12", "--line-height", "20", "--line-gap", "4"],
         "give --line-height or --line-gap, not both", "catalog trim FONT [options]"),
        (["fallback", "/nonexistent.ttf"], "give at least one --for FALLBACK (a font file or fontconfig pattern)", "catalog fallback FONT [options]"),
        (["import", "fontawesome", "/nonexistent"], "missing --output DIR (the data-set folder to write)",
         "catalog import fontawesome SNAPSHOT… [options]"),
        (["diff", "a"], "missing B: give two data sets, or --from RELEASE --to RELEASE", "catalog diff [A] [B] [options]"),
        (["diff", "a", "b", "--to", "2021"], "give either two data sets or --from/--to, not both", "catalog diff [A] [B] [options]"),
        (["diff", "--to", "2021"], "give two data sets (A B) or --from RELEASE [--to RELEASE]", "catalog diff [A] [B] [options]"),
        (["glyph", "heart", "--font", "x.ttf", "--char", "A"], "give NAME or --char, not both", "catalog glyph [NAME] [options]"),
        (["glyphs", "--text-style", "body", "--point-size", "20"],
         "--point-size and --text-style exclude each other (the text style sets the size)", "catalog glyphs [TERM…] [options]"),
    ])
    func broken(arguments: [String], message: String, usage: String) {
        let result = CLI.run(arguments, environment: ["CATALOG_DATA_SET": CLI.fixture])
        #expect(result.exitCode == 64, "\(arguments)")
        #expect(result.standardError == "catalog: \(message)\nUsage: \(usage)\n", "\(arguments)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
    }
}
