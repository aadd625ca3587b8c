/// What a row of `figures.tsv` is matched against: the window's device, idiom, orientation,
/// arrangement, width class, content size category and OS version.
struct LayoutContext: Sendable {
    var deviceID: String?
    var idiom: Idiom
    var orientation: Orientation
    var arrangement: Arrangement
    /// The window's width class where it is known.
    var widthClass: SizeClass?
    /// The content size category's HIG name.
    var category: String
    var os: Int

    /// True when every condition of `row` holds and its range holds the OS version.
    func matches(_ row: FigureRow) -> Bool {
        guard row.os.contains(os) else { return false }
        return row.conditions.allSatisfy { condition in
            switch condition {
            case .device(let id): deviceID == id
            case .idiom(let wanted): idiom == wanted
            case .orientation(let wanted): orientation == wanted
            case .arrangement(let wanted): arrangement == wanted
            case .widthClass(let wanted): widthClass == wanted
            case .category(let name): category == name
            }
        }
    }

    /// The first row of `name` that holds, or nil: then nothing is published.
    func row(_ name: FigureRow.Name) -> FigureRow? {
        LayoutTable.figureRows.first { $0.name == name && matches($0) }
    }
}
