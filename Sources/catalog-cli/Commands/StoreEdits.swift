import CatalogSystem
import SymbolCatalog

/// Adding, removing and clearing the symbols of the favorites or a user collection: one
/// implementation of each job behind both spellings (`favorites add NAME…`, `collection add
/// favorites NAME…`). Names are resolved before the store is locked, every change of one
/// command is one locked read-modify-write, and each name gets one line saying what happened.
enum StoreEdits {
    static func add(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let (list, names) = (edit.list, edit.names)
        let dataSet = try edit.dataSet.load(context)
        let resolved = try names.map { name throws(DataSetError) in (name, try dataSet.storedEntry(for: name)) }
        let store = try edit.store.writableStore(context)
        let lines = try store.update { contents in
            let place = try placeName(list, contents)
            return try resolved.map { name, found throws(StoreError) -> String in
                let label = label(name, found.symbol.name)
                if try contents.add(found.entry, to: list, in: dataSet) != nil {
                    return list == .favorites ? "\(label) is already a favorite" : "\(label) is already in \(place)"
                }
                return "Added " + added(name, found.symbol, found.resolution) + (list == .favorites ? "" : " to \(place)")
            }
        }
        context.standardOutput += TerminalText.lines(lines)
    }

    static func remove(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let (list, names) = (edit.list, edit.names)
        let dataSet = try edit.dataSet.load(context)
        let store = try edit.store.writableStore(context)
        let lines = try store.update { contents in
            let place = try placeName(list, contents)
            var lines = [String]()
            for name in names {
                switch try contents.remove(name, from: list, in: dataSet) {
                case .removed(let entries, let symbol):
                    let shown = symbol.map { label(name, $0) } ?? "\(entries.map(\.primaryName).joined(separator: ", ")) (not in \(dataSet.name))"
                    lines.append("Removed \(shown)" + (list == .favorites ? "" : " from \(place)"))
                case .notInList(let symbol):
                    let shown = label(name, symbol)
                    lines.append(list == .favorites ? "\(shown) is not a favorite" : "\(shown) is not in \(place)")
                case .unknownName:
                    _ = try dataSet.resolve(name)  // throws unknown symbol with did-you-mean; nothing is written
                }
            }
            return lines
        }
        context.standardOutput += TerminalText.lines(lines)
    }

    /// Empties the list (the collection stays); `favorites clear` counts favorites,
    /// `collection clear` symbols.
    static func clear(_ edit: ListEdit, _ context: inout CommandContext) throws {
        let (name, removed) = try edit.store.writableStore(context).update { contents in
            (try placeName(edit.list, contents), try contents.clear(edit.list))
        }
        let line = switch edit.spelling {
        case .favorites: removed == 0 ? "No favorites to remove" : "Removed \(count(removed, "favorite"))"
        case .collection: removed == 0 ? "\(name) is already empty" : "Cleared \(name) (\(count(removed, "symbol")) removed)"
        }
        context.standardOutput += TerminalText.lines([line])
    }

    /// `doc (document)` when the name typed is not the current one.
    static func label(_ typed: String, _ current: String) -> String {
        typed == current ? current : "\(typed) (\(current))"
    }

    /// What `Added …` says about how the name resolved.
    static func added(_ typed: String, _ symbol: Symbol, _ resolution: NameResolution) -> String {
        switch resolution {
        case .current: symbol.name
        case .renamed: "\(typed) (an old name of \(symbol.name))"
        case .legacy: "\(typed) (a legacy name of \(symbol.name))"
        case .variant(let localization), .renamedVariant(_, let localization):
            "\(symbol.name) (for its \(localization.script) variant \(localization.name))"
        case .variantWithoutBase: "\(symbol.name) (a right-to-left name without a base)"
        case .codePoint(let text): "\(symbol.name) (\(text))"
        }
    }

    /// The collection's name as stored (`favorites` for the favorites).
    static func placeName(_ list: StoreContents.List, _ contents: StoreContents) throws(StoreError) -> String {
        switch list {
        case .favorites: UserCollection.favoritesName
        case .collection(let name): try contents.collection(named: name).name
        }
    }

    /// `1 symbol`, `2 symbols`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(Numbers.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
