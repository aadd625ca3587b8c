import CatalogSystem
import SymbolCatalog

/// The picker drawn into a screen of fixed size: the prompt on the first row, results on the
/// left and the details pane on the right (from 60 columns), a status line (match count,
/// data set, scope, what the last key did) and a one-line help bar. Every row is exactly
/// `columns` wide; colour only when asked for (else no escape at all).
struct PickerScreen {
    let rows: Int
    let columns: Int
    let color: Bool
    let dataSetName: String
    /// Symbols in the data set, for the status line.
    let symbolCount: Int

    static let helpBar = "Enter pick · Esc quit · ^F favorite · ^O collect · ^S scope · ^Y copy · ? keys"
    static let helpLines: [(String, String)] = [
        ("type", "search as you type; several words narrow"),
        ("↑ ↓  ^P ^N", "move; PgUp PgDn Home End jump"),
        ("Enter", "print the highlighted name and exit (--multi: the marked names)"),
        ("Esc  ^C", "exit without output (status 130)"),
        ("Tab  Shift-Tab", "with --multi: mark or unmark, then move"),
        ("^F", "favorite or unfavorite"),
        ("^O", "add to a collection (Tab completes; a new name makes one)"),
        ("^S  ^R", "next or previous scope: all, favorites, your collections, smart collections, categories"),
        ("^Y", "copy: n the name, c the character, s a snippet"),
        ("^L", "the localized variants in the details pane"),
        ("^Z", "suspend (fg to come back)"),
        ("← → ^A ^E ^U ^W", "edit the query"),
        ("?", "this list; any key closes it"),
    ]

    /// Rows of results the screen has.
    var listRows: Int { max(0, rows - 3) }
    /// Columns of the results list (the whole width without a details pane).
    var listWidth: Int { columns >= 60 ? columns / 2 : columns }
    var detailsWidth: Int { columns >= 60 ? columns - listWidth - 1 : 0 }

    /// The rows, and where the cursor goes (row and column, from 0).
    func render(_ model: PickerModel, in dataSet: DataSet, marks: StoreMarks) -> (lines: [String], cursor: (row: Int, column: Int)) {
        var lines = [String]()
        let (prompt, cursorColumn) = promptLine(model)
        lines.append(prompt)
        if rows >= 3 {
            let body = model.mode == .help ? helpBody() : listBody(model, dataSet, marks)
            lines += body
            lines.append(statusLine(model))
            lines.append(style(ScreenText.pad(Self.helpBar, to: columns), "2"))
        }
        return (Array(lines.prefix(max(1, rows))), (0, cursorColumn))
    }

    // MARK: Rows

    private func promptLine(_ model: PickerModel) -> (String, Int) {
        let label: String, editor: LineEditor
        if case .collectionPrompt(let text, _, _) = model.mode {
            label = "Add \(TerminalText.visible(model.highlighted?.name ?? "")) to collection: "
            editor = text
        } else {
            label = "> "
            editor = model.query
        }
        let labelWidth = min(TerminalWidth.columns(label), max(0, columns - 1))
        let room = max(1, columns - labelWidth - 1)
        // Scroll the text so that the cursor stays in view.
        let shown = editor.characters.map { TerminalText.visible(String($0)) }
        var start = 0
        var beforeCursor = shown[0..<editor.cursor].reduce(0) { $0 + TerminalWidth.columns($1) }
        while beforeCursor > room, start < editor.cursor {
            beforeCursor -= TerminalWidth.columns(shown[start])
            start += 1
        }
        let text = ScreenText.clip(shown[start...].joined(), to: room)
        let line = style(ScreenText.clip(label, to: labelWidth), "1") + text
        let used = labelWidth + TerminalWidth.columns(text)
        return (line + String(repeating: " ", count: max(0, columns - used)), min(columns - 1, labelWidth + beforeCursor))
    }

    private func listBody(_ model: PickerModel, _ dataSet: DataSet, _ marks: StoreMarks) -> [String] {
        var details = [String]()
        if detailsWidth > 0, let result = model.highlighted {
            let fields = model.showsLocalizations ? PickerDetails.localizations(result) : PickerDetails.fields(result, in: dataSet, marks: marks)
            details = detailsLines(fields)
        }
        return (0..<listRows).map { row in
            let index = model.top + row
            var cell: String
            if index < model.results.count {
                let result = model.results[index]
                let isHighlighted = index == model.selected
                let mark = model.multi ? (model.marked.contains(result.name) ? "● " : "  ") : ""
                let star = marks.isFavorite(result.symbol) ? " " + StoreMarks.star : ""
                let text = ScreenText.pad((isHighlighted ? "> " : "  ") + mark + TerminalText.visible(result.name) + star, to: listWidth)
                cell = isHighlighted ? style(text, "7") : text
            } else if row == 0, model.results.isEmpty {
                cell = style(ScreenText.pad("  No symbol matches", to: listWidth), "2")
            } else {
                cell = String(repeating: " ", count: listWidth)
            }
            if detailsWidth > 0 {
                cell += style("│", "2") + (row < details.count ? details[row] : String(repeating: " ", count: detailsWidth))
            }
            return cell
        }
    }

    /// Fields as rows of the pane: the heading in bold, each label dim, values wrapped under
    /// their label.
    private func detailsLines(_ fields: [PickerDetails.Field]) -> [String] {
        let width = detailsWidth - 1
        var lines = [String]()
        for field in fields {
            if field.label.isEmpty {
                lines += ScreenText.wrap(field.value, width: width, indent: 2).map { " " + style(ScreenText.pad($0, to: width), "1") }
                continue
            }
            let labelWidth = TerminalWidth.columns(field.label) + 1
            let wrapped = ScreenText.wrap(String(repeating: "x", count: labelWidth) + field.value, width: width, indent: 2)
            for (position, line) in wrapped.enumerated() {
                if position == 0 {
                    let value = String(line.dropFirst(labelWidth))
                    lines.append(" " + style(field.label, "2") + " " + ScreenText.pad(value, to: width - labelWidth))
                } else {
                    lines.append(" " + ScreenText.pad(line, to: width))
                }
            }
        }
        return lines
    }

    private func helpBody() -> [String] {
        var lines = [style(ScreenText.pad("Keys", to: columns), "1")]
        let keyWidth = Self.helpLines.map { TerminalWidth.columns($0.0) }.max() ?? 0
        for (keys, meaning) in Self.helpLines {
            let wrapped = ScreenText.wrap(meaning, width: max(10, columns - keyWidth - 4))
            for (position, line) in wrapped.enumerated() {
                let key = position == 0 ? keys : ""
                lines.append(ScreenText.pad("  " + key + String(repeating: " ", count: keyWidth - TerminalWidth.columns(key)) + "  " + line, to: columns))
            }
        }
        let blank = String(repeating: " ", count: columns)
        return (0..<listRows).map { $0 < lines.count ? lines[$0] : blank }
    }

    private func statusLine(_ model: PickerModel) -> String {
        var parts = ["\(Numbers.grouped(model.totalCount)) of \(Numbers.grouped(symbolCount))",
                     TerminalText.visible(dataSetName), model.scope.label]
        if model.multi { parts.append("\(model.marked.count) marked") }
        if model.mode == .copyMenu { parts = ["Copy: n name · c character · s snippet · any other key: cancel"] }
        var line = parts.joined(separator: " · ")
        if let message = model.message { line += "  " + TerminalText.visible(message) }
        return style(ScreenText.pad(line, to: columns), "7")
    }

    private func style(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }
}
