import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// Search results (and collection members) in every format: text and grid here, JSON and TSV
/// ``SearchReport``'s.
enum SearchRenderer {
    static let formats: [OutputFormat] = [.text, .json, .tsv, .grid]

    /// The results in `output`'s format; text annotated with `platform`'s OS versions.
    static func render(
        _ results: [SearchResult], in dataSet: DataSet, platform: Platform?, output: OutputOptions, _ context: CommandContext,
        marks: StoreMarks = StoreMarks(), suggestions: [SearchSuggestion]? = nil
    ) -> String {
        switch output.format {
        case .json: SearchReport.json(results, in: dataSet, marks: marks, suggestions: suggestions).rendered()
        case .tsv: SearchReport.tsv(results, marks: marks)
        case .grid: grid(results.map(\.name), width: context.textWidth(output))
        default: text(results, in: dataSet, platform: platform, style: context.style(output), marks: marks)
        }
    }

    static func text(
        _ results: [SearchResult], in dataSet: DataSet, platform: Platform?, style: ANSIStyle, marks: StoreMarks = StoreMarks()
    ) -> String {
        let note = marks.missingNote(in: dataSet).map { TerminalText.lines([style.dim($0)]) } ?? ""
        guard !results.isEmpty else { return note }
        let rows = results.map { textRow($0, in: dataSet, platform: platform, marks: marks) }
        return TextTable.align(rows).map { line in
            style.enabled ? style.bold(String(line.prefix { $0 != " " })) + line.drop { $0 != " " } : line
        }.joined(separator: "\n") + "\n" + note
    }

    /// One result's text cells: name (★ for a favorite), release, the OS version on
    /// `platform`, notes (flags, old names matched, typos).
    static func textRow(_ result: SearchResult, in dataSet: DataSet, platform: Platform?, marks: StoreMarks) -> [String] {
        let star = marks.starsFavorites && marks.isFavorite(result.symbol) ? " " + StoreMarks.star : ""
        var row = [result.name + star, result.release.rawValue]
        if let platform {
            row.append(dataSet.osVersion(of: result.release, on: platform).map { "\(platform) \($0)" } ?? "\(platform) ?")
        }
        var notes = SearchReport.flags(result).filter { $0 != "renamed" }
        if result.matchedOldName {
            notes.append("was " + result.matchedOldNames.joined(separator: ", "))
        }
        if let note = result.note { notes.append(note) }
        notes += result.corrections.map { "\($0.term) ≈ \($0.word)" }
        notes += result.vocabulary.map { "\($0.term) → \($0.target)" }
        row.append(notes.joined(separator: ", "))
        return row
    }

    /// Names in columns that fill `width`, ordered down then across like `ls`; measured in
    /// terminal columns once made safe. Without a width (standard output is not a terminal,
    /// or `--output`), one name a line, as `ls` writes to a pipe: nothing padded.
    static func grid(_ names: [String], width: Int?) -> String {
        let names = names.map { TerminalText.visible($0) }
        guard let width else { return names.isEmpty ? "" : names.joined(separator: "\n") + "\n" }
        guard let longest = names.map(TerminalWidth.columns).max() else { return "" }
        let cell = longest + 2
        let columns = max(1, (width + 2) / cell)
        let rows = (names.count + columns - 1) / columns
        var lines = [String]()
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < names.count else { break }
                let isLast = column == columns - 1 || (column + 1) * rows + row >= names.count
                line += isLast ? names[index] : names[index] + String(repeating: " ", count: max(0, cell - TerminalWidth.columns(names[index])))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
