import CatalogSystem
import SymbolCatalog

/// The list edits of `favorites` and `collection` (SymbolCatalog's ``ListEditor``) on the
/// data set and store the command line selects, each line printed.
enum StoreEdits {
    static func add(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let dataSet = try edit.dataSet.load(context)
        let resolved = try ListEditor.resolve(edit.names, in: dataSet)
        let lines = try ListEditor.add(resolved, to: edit.list, in: dataSet, store: try edit.store.writableStore(context))
        context.standardOutput += TerminalText.lines(lines)
    }

    static func remove(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let dataSet = try edit.dataSet.load(context)
        let lines = try ListEditor.remove(edit.names, from: edit.list, in: dataSet, store: try edit.store.writableStore(context))
        context.standardOutput += TerminalText.lines(lines)
    }

    /// Empties the list (the collection stays); `favorites clear` counts favorites,
    /// `collection clear` symbols.
    static func clear(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let (name, removed) = try ListEditor.clear(edit.list, store: try edit.store.writableStore(context))
        let line = switch edit.spelling {
        case .favorites: removed == 0 ? "No favorites to remove" : "Removed \(Numbers.counted(removed, "favorite"))"
        case .collection: removed == 0 ? "\(name) is already empty" : "Cleared \(name) (\(Numbers.counted(removed, "symbol")) removed)"
        }
        context.standardOutput += TerminalText.lines([line])
    }
}
