import Foundation

/// Command-line options of `catalog-bench`.
struct BenchmarkOptions {
    var warmUp = 5
    var repetitions = 30
    var emitsJSON = false
    /// Also write the JSON document here, whatever stdout gets.
    var jsonFile: String?
    /// Labels of the built-in data sets to run (`sf6.x`, `sf5.1`, `sf6.0`); empty means all.
    var selectedLabels: [String] = []
    /// Extra data-set folders given with `--data-set PATH`.
    var extraFolders: [String] = []
    /// Files at least this large get a per-file line (bytes).
    var perFileThreshold = 100_000
    /// `--search`: time the parts of `catalog search heart` instead (``SearchBenchmark``).
    var measuresSearch = false
    /// `--glyphs FONT`: time exact boxes and optical centres of every glyph of FONT instead
    /// (``GlyphBenchmark``).
    var glyphFont: String?

    static let usage = """
    usage: catalog-bench [--json] [--json-file PATH] [--repetitions N] [--warm-up N] [--only LABEL]...
                         [--data-set PATH]... [--per-file-min BYTES]
           catalog-bench --search [--repetitions N] [--warm-up N] [--only sf6.x|fa6] [--data-set PATH]...
           catalog-bench --glyphs FONT [--repetitions N] [--warm-up N]

    Times catalog's data-set loading against Foundation's PropertyListSerialization on the
    real data sets in ../../shared/sfsymbols (or $CATALOG_SHARED/sfsymbols).

      --json              machine-readable output on stdout instead of tables
      --json-file PATH    also write the machine-readable output to PATH
      --repetitions N     measured runs per figure (default 30)
      --warm-up N         unmeasured runs first (default 5)
      --only LABEL        run only this built-in data set: sf6.x, sf5.1 or sf6.0 (repeatable)
      --data-set PATH     also measure this data-set folder (repeatable)
      --per-file-min B    per-file breakdown for files of at least B bytes (default 100000)
      --search            time `search heart` in-process: cache load, search, uncached load
      --glyphs FONT       time exact bounds and area centroids of every glyph of FONT in-process
    """

    /// Parses `arguments` (without the program name); prints usage and exits on a mistake.
    static func parse(_ arguments: [String]) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.emitsJSON = true
            case "--json-file": options.jsonFile = value(after: argument, &remaining)
            case "--repetitions": options.repetitions = positiveNumber(after: argument, &remaining)
            case "--warm-up", "--warmup": options.warmUp = positiveNumber(after: argument, &remaining, allowsZero: true)
            case "--only": options.selectedLabels.append(value(after: argument, &remaining))
            case "--data-set": options.extraFolders.append(value(after: argument, &remaining))
            case "--per-file-min": options.perFileThreshold = positiveNumber(after: argument, &remaining, allowsZero: true)
            case "--search": options.measuresSearch = true
            case "--glyphs": options.glyphFont = value(after: argument, &remaining)
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func value(after option: String, _ remaining: inout ArraySlice<String>) -> String {
        guard let value = remaining.popFirst() else { fail("\(option) needs a value") }
        return value
    }

    private static func positiveNumber(
        after option: String, _ remaining: inout ArraySlice<String>, allowsZero: Bool = false
    ) -> Int {
        let text = value(after: option, &remaining)
        guard let number = Int(text), number > 0 || (allowsZero && number == 0) else {
            fail("\(option) needs a \(allowsZero ? "non-negative" : "positive") whole number, not '\(text)'")
        }
        return number
    }

    static func fail(_ message: String) -> Never {
        printError("catalog-bench: \(message)\n\n\(usage)")
        exit(64)
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
