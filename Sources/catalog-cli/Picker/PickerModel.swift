import SymbolCatalog

/// What a key asks the session to do beyond changing the model.
enum PickerEffect: Equatable {
    /// Nothing changed.
    case none
    /// Only the screen changed.
    case redraw
    /// The query or the scope changed: search again.
    case search
    /// Print these names and exit 0.
    case accept([String])
    /// Exit 130 without output.
    case cancel
    case toggleFavorite(SearchResult)
    case addToCollection(SearchResult, String)
    case copy(SymbolSnippet, SearchResult)
    /// Stop as Ctrl-Z does in a shell.
    case suspend
}

/// The picker's state and what each key does to it. Pure: searching, the store, the
/// clipboard and the terminal are the session's (``PickerEffect``).
struct PickerModel {
    enum Mode: Equatable {
        case browsing
        /// `?`: every key, until the next key.
        case help
        /// Ctrl-Y: which text to copy.
        case copyMenu
        /// Ctrl-O: the name of a collection to add the highlighted symbol to.
        case collectionPrompt(LineEditor, completions: [String], cycle: Int?)
    }

    var query = LineEditor()
    var results: [SearchResult] = []
    var totalCount = 0
    var selected = 0
    /// The first result on screen.
    var top = 0
    /// With `--multi`: names marked with Tab, in the order marked.
    var marked: [String] = []
    let multi: Bool
    var scopes: [PickerScope] = [.all]
    var scopeIndex = 0
    var mode = Mode.browsing
    /// Ctrl-L: the details pane lists the localized variants.
    var showsLocalizations = false
    /// A line for the status bar until the next key (what a key did, or why not).
    var message: String?
    /// Your collections' names, for the prompt's completion.
    var collectionNames: [String] = []
    /// Result rows on screen (set from the layout).
    var listRows = 10

    init(multi: Bool, query: String = "") {
        self.multi = multi
        self.query = LineEditor(query)
    }

    var scope: PickerScope { scopes.indices.contains(scopeIndex) ? scopes[scopeIndex] : .all }
    var highlighted: SearchResult? { results.indices.contains(selected) ? results[selected] : nil }

    /// The query's words (the search terms).
    var terms: [String] { SymbolQuery.words(of: [String(query.characters)]) }

    /// New results for the query: the first one highlighted.
    mutating func show(_ results: [SearchResult], totalCount: Int) {
        self.results = results
        self.totalCount = totalCount
        selected = 0
        top = 0
    }

    mutating func handle(_ key: PickerKey) -> PickerEffect {
        message = nil
        switch mode {
        case .help:
            mode = .browsing
            return .redraw
        case .copyMenu:
            mode = .browsing
            guard let result = highlighted else { return .redraw }
            switch key {
            case .character("n"): return .copy(.name, result)
            case .character("c"): return .copy(.character, result)
            case .character("s"): return .copy(SymbolSnippet.preferred(for: result.symbol), result)
            default: return .redraw
            }
        case .collectionPrompt(var editor, let completions, let cycle):
            return prompt(key, &editor, completions, cycle)
        case .browsing:
            return browse(key)
        }
    }

    private mutating func browse(_ key: PickerKey) -> PickerEffect {
        switch key {
        case .enter:
            if multi, !marked.isEmpty { return .accept(marked) }
            guard let result = highlighted else {
                message = "Nothing to pick"
                return .redraw
            }
            return .accept([result.name])
        case .escape, .control("c"), .control("q"):
            return .cancel
        case .character("?"):
            mode = .help
            return .redraw
        case .up, .control("p"), .control("k"): return move(to: selected - 1)
        case .down, .control("n"): return move(to: selected + 1)
        case .pageUp: return move(to: selected - max(1, listRows))
        case .pageDown: return move(to: selected + max(1, listRows))
        case .home: return move(to: 0)
        case .end: return move(to: results.count - 1)
        case .tab, .backTab:
            guard multi, let result = highlighted else { return .none }
            if let index = marked.firstIndex(of: result.name) { marked.remove(at: index) } else { marked.append(result.name) }
            _ = move(to: selected + (key == .tab ? 1 : -1))
            return .redraw
        case .control("f"):
            guard let result = highlighted else { return .none }
            return .toggleFavorite(result)
        case .control("o"):
            guard highlighted != nil else { return .none }
            mode = .collectionPrompt(LineEditor(), completions: [], cycle: nil)
            return .redraw
        case .control("s"), .control("r"):
            guard !scopes.isEmpty else { return .none }
            scopeIndex = (scopeIndex + (key == .control("s") ? 1 : scopes.count - 1)) % scopes.count
            return .search
        case .control("y"):
            guard highlighted != nil else { return .none }
            mode = .copyMenu
            return .redraw
        case .control("l"):
            showsLocalizations.toggle()
            return .redraw
        case .control("z"):
            return .suspend
        default:
            let before = query.characters
            guard query.handle(key) else { return .none }
            return query.characters == before ? .redraw : .search
        }
    }

    private mutating func prompt(_ key: PickerKey, _ editor: inout LineEditor, _ completions: [String], _ cycle: Int?) -> PickerEffect {
        switch key {
        case .escape, .control("c"), .control("g"):
            mode = .browsing
            return .redraw
        case .enter:
            mode = .browsing
            let name = String(String(editor.characters).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard let result = highlighted, !name.isEmpty else { return .redraw }
            return .addToCollection(result, name)
        case .tab:
            let (completed, candidates, next) = complete(editor, completions, cycle)
            mode = .collectionPrompt(completed, completions: candidates, cycle: next)
            if candidates.count > 1 { message = "Tab: " + candidates.joined(separator: ", ") }
            if candidates.isEmpty { message = "No collection starts so (Enter makes a new one)" }
            return .redraw
        default:
            guard editor.handle(key) else { return .none }
            mode = .collectionPrompt(editor, completions: [], cycle: nil)
            return .redraw
        }
    }

    /// Tab in the prompt: the one collection the text starts (any case), else the longest
    /// common start of those it starts, then each of them in turn on further Tabs.
    private func complete(_ editor: LineEditor, _ completions: [String], _ cycle: Int?)
        -> (LineEditor, [String], Int?) {
        if !completions.isEmpty, completions.count > 1 {
            let next = ((cycle ?? -1) + 1) % completions.count
            return (LineEditor(completions[next]), completions, next)
        }
        let typed = String(editor.characters).lowercased()
        let candidates = collectionNames.filter { $0.lowercased().hasPrefix(typed) }.sorted()
        guard let first = candidates.first else { return (editor, [], nil) }
        if candidates.count == 1 { return (LineEditor(first), candidates, nil) }
        var common = Array(first)
        for candidate in candidates.dropFirst() {
            let other = Array(candidate)
            var length = 0
            while length < min(common.count, other.count),
                  String(common[length]).lowercased() == String(other[length]).lowercased() { length += 1 }
            common = Array(common.prefix(length))
        }
        return (common.count > typed.count ? LineEditor(String(common)) : editor, candidates, nil)
    }

    private mutating func move(to index: Int) -> PickerEffect {
        guard !results.isEmpty else { return .none }
        let clamped = min(max(0, index), results.count - 1)
        guard clamped != selected else { return .none }
        selected = clamped
        scrollToSelection()
        return .redraw
    }

    /// Keeps the highlighted row on screen.
    mutating func scrollToSelection() {
        let rows = max(1, listRows)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, max(0, results.count - rows)))
    }
}

/// A one-line text field: characters and a cursor, with the usual editing keys.
struct LineEditor: Equatable, Sendable {
    var characters: [Character]
    var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// Applies an editing key; false when it is not one or changes nothing.
    mutating func handle(_ key: PickerKey) -> Bool {
        let before = self
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return false }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return false }
            characters.remove(at: cursor)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .control("a"): cursor = 0
        case .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .control("w"), .alt("\u{7F}"):
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return self != before
    }
}
