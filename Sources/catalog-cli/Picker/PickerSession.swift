import CatalogSystem
import SymbolCatalog

/// The terminal a picker runs on: the controlling terminal (``CatalogSystem/InteractiveTerminal``)
/// or a test's.
protocol PickerTerminal: AnyObject {
    var size: (rows: Int, columns: Int) { get }
    func begin() throws
    func end()
    func next(timeout milliseconds: Int?) throws -> InteractiveTerminal.Event
    func write(_ text: String) throws
    func suspend()
}

extension InteractiveTerminal: PickerTerminal {}

/// How a picker ended.
enum PickerOutcome: Equatable {
    case picked([String])
    case cancelled
}

/// What the picker was asked for on the command line.
struct PickerOptions {
    /// Filters and ranking (its terms come from what is typed).
    var query = SymbolQuery()
    /// The query typed at the start (the command's terms).
    var initialQuery = ""
    var multi = false
    var color = false
    /// For the clipboard tools.
    var environment: [String: String] = [:]
}

/// One run of the picker: keys in, a search and a frame per change, the store and the
/// clipboard on request, until Enter or Esc.
final class PickerSession {
    let dataSet: DataSet
    let store: CollectionStore?
    let options: PickerOptions
    let terminal: PickerTerminal
    private(set) var model: PickerModel
    private var contents: StoreContents
    private var marks: StoreMarks
    private var frame = PickerFrame()
    private let symbolCount: Int
    /// How long to wait for the rest of an escape sequence before a lone ESC is Escape.
    static let escapeWait = 40

    init(dataSet: DataSet, store: CollectionStore?, contents: StoreContents, options: PickerOptions, terminal: PickerTerminal) {
        self.dataSet = dataSet
        self.store = store
        self.options = options
        self.terminal = terminal
        self.contents = contents
        marks = StoreMarks(contents, in: dataSet)
        model = PickerModel(multi: options.multi, query: options.initialQuery)
        model.scopes = PickerScope.all(in: dataSet, contents: contents)
        model.collectionNames = contents.collections.map(\.name)
        symbolCount = dataSet.symbolCount
    }

    func run() throws -> PickerOutcome {
        try terminal.begin()
        defer { terminal.end() }
        search()
        try draw()
        var decoder = KeyDecoder()
        while true {
            let keys: [PickerKey]
            switch try terminal.next(timeout: decoder.hasPending ? Self.escapeWait : nil) {
            case .input(let bytes): keys = decoder.feed(bytes)
            case .timeout: keys = decoder.flush()
            case .resized, .resumed:
                frame.invalidate()
                try draw()
                continue
            }
            var searchPending = false, drawPending = false
            for key in keys {
                // Keys typed ahead (a paste, `heart` then Enter in one read) act on the
                // results of the text before them.
                if searchPending, !Self.onlyEdits(key) {
                    search()
                    searchPending = false
                }
                switch model.handle(key) {
                case .none: break
                case .redraw: drawPending = true
                case .search: searchPending = true
                case .accept(let names): return .picked(names)
                case .cancel: return .cancelled
                case .toggleFavorite(let result): toggleFavorite(result); drawPending = true
                case .addToCollection(let result, let name): add(result, to: name); drawPending = true
                case .copy(let kind, let result): copy(kind, result); drawPending = true
                case .suspend:
                    terminal.suspend()
                    frame.invalidate()
                    drawPending = true
                }
            }
            if searchPending { search() }
            if searchPending || drawPending { try draw() }
        }
    }

    private static func onlyEdits(_ key: PickerKey) -> Bool {
        switch key {
        case .character(let character): character != "?"
        case .backspace, .delete, .control("u"), .control("w"): true
        default: false
        }
    }

    // MARK: Effects

    private func search() {
        var query = model.scope.apply(to: options.query, in: dataSet, contents: contents)
        query.terms = model.terms
        do {
            let outcome = try dataSet.searchOutcome(query)
            model.show(outcome.results, totalCount: outcome.totalCount)
        } catch {
            model.show([], totalCount: 0)
            model.message = "\(error)"
        }
    }

    private func draw() throws {
        let size = terminal.size
        let screen = PickerScreen(rows: size.rows, columns: size.columns, color: options.color,
                                  dataSetName: dataSet.name, symbolCount: symbolCount)
        model.listRows = screen.listRows
        model.scrollToSelection()
        let (lines, cursor) = screen.render(model, in: dataSet, marks: marks)
        try terminal.write(frame.bytes(for: lines, cursor: cursor))
    }

    private func toggleFavorite(_ result: SearchResult) {
        let name = result.symbol.name
        let wasFavorite = marks.isFavorite(result.symbol)
        changeStore({ contents in
            if wasFavorite {
                _ = try contents.remove(name, from: .favorites, in: self.dataSet)
            } else {
                _ = try contents.add(try self.dataSet.storedEntry(for: name).entry, to: .favorites, in: self.dataSet)
            }
            return wasFavorite ? "\(name) is no longer a favorite" : "\(StoreMarks.star) \(name) is a favorite"
        })
    }

    private func add(_ result: SearchResult, to typed: String) {
        let name = result.symbol.name
        changeStore({ contents in
            let existing = contents.collections.first { $0.name.lowercased() == typed.lowercased() }?.name
            if existing == nil { try contents.createCollection(named: typed) }
            let place = existing ?? typed
            let already = try contents.add(try self.dataSet.storedEntry(for: name).entry, to: .collection(place), in: self.dataSet) != nil
            if already { return "\(name) is already in \(place)" }
            return existing == nil ? "Made collection \(place) with \(name)" : "Added \(name) to \(place)"
        })
    }

    /// One locked change of the store; the marks, scopes and message follow.
    private func changeStore(_ change: @escaping (inout StoreContents) throws -> String) {
        guard let store else {
            model.message = "No place for favorites: set --store, CATALOG_STORE, XDG_DATA_HOME or HOME"
            return
        }
        do {
            let (message, changed) = try store.update { contents -> (String, StoreContents) in
                let message = try change(&contents)
                return (message, contents)
            }
            let scope = model.scope
            contents = changed
            marks = StoreMarks(changed, in: dataSet)
            model.collectionNames = changed.collections.map(\.name)
            model.scopes = PickerScope.all(in: dataSet, contents: changed)
            model.scopeIndex = model.scopes.firstIndex(of: scope) ?? 0
            let selected = model.selected, top = model.top
            if scope != .all {
                search()
                model.selected = min(selected, max(0, model.results.count - 1))
                model.top = top
            }
            model.message = message
        } catch {
            model.message = "\(error)"
        }
    }

    private func copy(_ kind: SymbolSnippet, _ result: SearchResult) {
        do {
            let text = try kind.text(for: result.symbol, in: dataSet)
            let method = try Clipboard.copy(text, terminal: { text throws(SystemError) in
                do { try self.terminal.write(text) } catch let error as SystemError { throw error } catch {
                    throw SystemError.refused(path: "/dev/tty", reason: "\(error)")
                }
            }, environment: options.environment)
            model.message = Clipboard.Note(method: method, text: text).message
        } catch let error as CLIError {
            if case .failure(let message) = error { model.message = message }
        } catch {
            model.message = "\(error)"
        }
    }
}
