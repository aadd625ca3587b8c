import CatalogSystem
import CatalogFormats

/// `catalog.1`: a roff man page generated from the command specs (`catalog help --man`).
/// It renders without warnings under `groff -ww -man`.
enum ManPageRenderer {
    /// Environment variables read outside any option's `environment`.
    static let environment: [(String, String)] = [
        ("CATALOG_DATA_SET", "The data set when --data-set is absent: a folder, or a registered or embedded name."),
        ("CATALOG_DATA_DIR", "The folder of embedded data sets (default: found beside the binary, or PREFIX/share/catalog/symbols)."),
        ("CATALOG_STORE", "The favorites and collections file when --store is absent."),
        ("CATALOG_NO_CACHE", "Set to anything but 0 to use no cache: data sets load without the index cache."),
        ("CATALOG_FONT_DEFAULT, CATALOG_FONT_ROUNDED, CATALOG_FONT_SERIF, CATALOG_FONT_MONOSPACED",
         "Comma-separated font families or files for each design, before the configuration file."),
        ("XDG_DATA_HOME", "Registered data sets (catalog/data-sets) and the store (catalog/collections.json); default ~/.local/share."),
        ("XDG_CACHE_HOME", "The index cache (catalog/indexes); default ~/.cache."),
        ("XDG_CONFIG_HOME", "The font design configuration (catalog/font-designs.conf); default ~/.config."),
        ("FONTCONFIG_FILE", "The fontconfig configuration to load instead of the system one."),
        ("NO_COLOR", "When set and not empty, text output has no colour (unless --color always)."),
        ("TERM", "When dumb, text output has no colour (unless --color always)."),
        ("COLUMNS", "The terminal width for tables and the progress line."),
    ]

    /// The page; running text is wrapped to `width` source columns (roff fills it anyway,
    /// so the page reads the same, and the source reads in a terminal).
    static func render(commands: [CommandSpec], width: Int = 80) -> String {
        var lines = [
            ".TH CATALOG 1 \(quoted(CatalogVersion.date)) \(quoted("catalog " + CatalogVersion.current)) \"User Commands\"",
            ".SH NAME",
            "catalog \\- browse SF\\-Symbols\\-like data sets and measure type on Linux",
            ".SH SYNOPSIS",
            ".B catalog",
            ".I command",
            ".RI [ arguments ]",
            ".RI [ options ]",
            ".br",
            ".B catalog",
            ".B \\-\\-version",
            ".SH DESCRIPTION",
            text("catalog reads SF-Symbols-like data sets (Apple's SF Symbols metadata, and sets in the same formats such as the embedded Font Awesome Free ones) to search, show, collect and compare symbols, and measures type with FreeType and fontconfig: Dynamic Type ramps, font metrics and the boxes of symbol glyphs."),
            ".PP",
            text("Every command that prints data takes --format (text for people, json and tsv for scripts, and the extra formats it names), --json and --output FILE. Help goes to standard output; errors go to standard error as one line."),
            ".SH OPTIONS",
            text("Every command takes these; the options of each command are listed under it."),
        ]
        for option in OptionSpec.global {
            let label = (option.short.map { "\\-\($0), " } ?? "") + "\\-\\-" + escaped(option.name)
            lines += [".TP", ".B " + label, text(option.summary)]
        }
        lines += [
            ".TP", ".B \\-\\-version", text("Print the version and the embedded data sets' versions (alone: catalog --version)."),
            ".SH COMMANDS",
        ]
        for spec in commands {
            lines += command(spec)
        }
        lines += [".SH ENVIRONMENT"]
        for (name, summary) in environment {
            lines += [".TP", ".B " + escaped(name), text(summary)]
        }
        lines += [
            ".SH FILES",
            ".TP", ".I ~/.local/share/catalog/collections.json", text("Favorites and collections, shared by every data set."),
            ".TP", ".I ~/.local/share/catalog/data\\-sets/", text("Registered data sets, as symbolic links."),
            ".TP", ".I ~/.cache/catalog/indexes/", text("The index cache; deleting it is always safe."),
            ".TP", ".I PREFIX/share/catalog/symbols/", text("The embedded data sets of an installed catalog."),
            ".SH EXIT STATUS",
            ".TP", ".B 0", text("Success, and --help; catalog search: something matched; catalog pick: a symbol was chosen."),
            ".TP", ".B 1", text("Failure: a missing or damaged file, an unknown symbol, a font that cannot be read, a write error; catalog search: nothing matched; catalog lint: errors (with --strict, warnings too); catalog check: a rule fails (with --strict, or warns); catalog collection doctor: the store cannot be used."),
            ".TP", ".B 2", text("catalog lint could not run (no data set with Apple platforms, an unreadable tree); catalog check: a font cannot be read; catalog pick: no terminal to pick on."),
            ".TP", ".B 64", text("A usage error: an unknown command or option, a missing argument, a value outside an option's choices or known names; the message is followed by the usage line."),
            ".TP", ".B 130", text("catalog pick was cancelled (Esc, Ctrl-C)."),
            ".SH SEE ALSO",
            ".BR fc\\-match (1),",
            ".BR fc\\-list (1)",
        ]
        var inExample = false
        return lines.flatMap { line -> [String] in
            if line == ".EX" { inExample = true } else if line == ".EE" { inExample = false }
            return inExample ? [line] : wrapped(line, width: width)
        }.joined(separator: "\n") + "\n"
    }

    /// A line of running text as source lines of at most `width` columns, broken at spaces
    /// (requests, which start with `.`, are left whole, as are example lines); a continuation
    /// that would start with `.` or `'` starts with `\&`, and a piece ending a sentence ends
    /// with `\&` (roff would put two spaces there).
    private static func wrapped(_ line: String, width: Int) -> [String] {
        guard line.count > width, !line.hasPrefix(".") else { return [line] }
        let pieces = TextWrap.paragraph(line, width: width - 2, indent: 0)  // room for `\&`
        return pieces.enumerated().map { index, piece in
            var piece = piece.hasPrefix(".") || piece.hasPrefix("'") ? "\\&" + piece : piece
            // roff ends a sentence with two spaces at a line end: not where the source is broken.
            let last = piece.reversed().first { !")]\"'".contains($0) }
            if index < pieces.count - 1, let last, ".?!".contains(last) { piece += "\\&" }
            return piece
        }
    }

    private static func command(_ spec: CommandSpec) -> [String] {
        let usage = HelpRenderer.usageLine(for: spec).replacingEvery("Usage: ", with: "")
        var lines = [".SS " + quoted(escaped(usage)), text(spec.summary)]
        if !spec.discussion.isEmpty { lines += [".PP", text(spec.discussion)] }
        for argument in spec.arguments {
            lines += [".TP", ".I " + escaped(argument.name), text(argument.summary)]
        }
        for option in spec.options {
            var label = option.short.map { "\\-\($0), " } ?? ""
            label += "\\-\\-" + escaped(option.name)
            let head = option.valueName.map { ".BI \(quoted(label + " ")) \(quoted(escaped($0)))" } ?? ".B \(label)"
            var summary = option.summary
            if !option.choices.isEmpty { summary += " One of: " + option.choices.joined(separator: ", ") + "." }
            lines += [".TP", head, text(summary)]
        }
        if !spec.examples.isEmpty {
            lines += [".PP", "Examples:"]
            for example in spec.examples {
                lines += [".PP", ".RS 4", ".EX", escaped(example.command), ".EE", text(example.explanation), ".RE"]
            }
        }
        return lines
    }

    /// Running text: escaped, one output line per input line, none starting with a control character.
    private static func text(_ paragraph: String) -> String {
        paragraph.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let body = escaped(String(line))
                return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
            }
            .joined(separator: "\n")
    }

    /// Backslashes and hyphens as roff wants them (`\e`, `\-`, so options copy and paste);
    /// anything outside ASCII as a `\[uXXXX]` glyph, which every groff device accepts.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingEvery("\"", with: "\\(dq") + "\""
    }
}
