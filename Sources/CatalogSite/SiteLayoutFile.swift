import AdaptiveLayout
import CatalogFormats

/// One idiom's windows as `layout/IDIOM.js` writes them (`window.CATALOG_LAYOUT_DATA[IDIOM]`),
/// each thing once, named by its number:
///
/// - `drawings`: SVG documents (``LayoutSVG/windowDocument(_:)``);
/// - `provenances`: `{kind, sources, rule, inputs, note}`, a figure's `source` as `catalog
///   layout --json` writes it (`sources` its `references`; `rule`, `note` null where none);
/// - `figures`: `[value, provenance]`, the value as `catalog layout` prints it in points
///   (``LayoutFormat/value(_:unit:)``: `402 pt`, `59 0 34 0 pt`, `compact`), null where none;
/// - `figureLists`: a window's figures, in the order of the index's `figures` (Adaptivity's);
/// - `layouts`: `[drawing, figureList]`;
/// - `notes`, `noteLists`: a window's notes;
/// - `layoutRows`, `noteRows`: a layout and a note list per size category, in the order of
///   the device's `sizes` (one where it lists none);
/// - `devices`: id → `grid[orientation][arrangement][os]` = `[layoutRow, noteRow]`, each axis
///   in the order the device's entry in `data/layout.js` lists it (one item where it lists none).
///
/// So a window is `layouts[layoutRows[r][size]]` and `noteLists[noteRows[n][size]]` for
/// `[r, n] = devices[id][orientation][arrangement][os]`. Rows are shared: every OS version
/// whose windows are the same at every size names the same two.
///
/// Each device's windows are numbered on their own, on its core (``add(_:)``), and then merged
/// into the idiom's file (``merge(_:)``), so that only numbers outlive a device's windows.
struct SiteLayoutFile: Sendable {
    /// Values numbered in the order first added, each once.
    struct Numbered<Item: Hashable & Sendable>: Sendable {
        private(set) var items = [Item]()
        private var numbers = [Item: Int]()

        mutating func number(_ item: Item) -> Int {
            if let number = numbers[item] { return number }
            numbers[item] = items.count
            items.append(item)
            return items.count - 1
        }
    }

    /// A figure: its value as text (nil where none) and its provenance's number.
    struct Cell: Hashable, Sendable {
        let value: String?
        let provenance: Int
    }

    let idiom: Idiom
    /// Each device's grid: `[layoutRow, noteRow]` by orientation, arrangement and OS version.
    private var devices = [(id: String, grid: [[[(layoutRow: Int, noteRow: Int)]]])]()
    private var drawings = Numbered<String>()
    private var provenances = Numbered<Provenance>()
    private var figures = Numbered<Cell>()
    private var figureLists = Numbered<[Int]>()
    private var layouts = Numbered<[Int]>()
    private var notes = Numbered<String>()
    private var noteLists = Numbered<[Int]>()
    private var layoutRows = Numbered<[Int]>()
    private var noteRows = Numbered<[Int]>()

    init(idiom: Idiom) {
        self.idiom = idiom
    }

    /// Numbers a device's windows (in points) and adds its grid.
    mutating func add(_ laidOut: SiteLayoutWindows) {
        let drawingNumbers = laidOut.drawings.map { drawings.number($0) }
        let sizeCount = laidOut.sizeCount, osCount = laidOut.osCount
        let arrangementCount = SiteLayoutPage.arrangements(laidOut.device).count
        var grid = [[[(layoutRow: Int, noteRow: Int)]]]()
        for orientation in 0..<SiteLayoutPage.orientations(laidOut.device).count {
            var byArrangement = [[(layoutRow: Int, noteRow: Int)]]()
            for arrangement in 0..<arrangementCount {
                var byOS = [(layoutRow: Int, noteRow: Int)]()
                for os in 0..<osCount {
                    let first = ((orientation * arrangementCount + arrangement) * osCount + os) * sizeCount
                    let windows = laidOut.windows[first..<first + sizeCount]
                    let layoutRow = layoutRows.number(windows.map { window in
                        layouts.number([drawingNumbers[window.drawing], figureLists.number(window.entries.map { number($0) })])
                    })
                    let noteRow = noteRows.number(windows.map { window in noteLists.number(window.notes.map { notes.number($0) }) })
                    byOS.append((layoutRow, noteRow))
                }
                byArrangement.append(byOS)
            }
            grid.append(byArrangement)
        }
        devices.append((laidOut.device.id, grid))
    }

    /// Adds `other`'s devices, each of its values numbered in this file's tables in the order
    /// `other` numbered them: the same file as adding their windows here one after another.
    mutating func merge(_ other: SiteLayoutFile) {
        let drawingNumbers = other.drawings.items.map { drawings.number($0) }
        let provenanceNumbers = other.provenances.items.map { provenances.number($0) }
        let figureNumbers = other.figures.items.map { figures.number(Cell(value: $0.value, provenance: provenanceNumbers[$0.provenance])) }
        let figureListNumbers = other.figureLists.items.map { figureLists.number($0.map { figureNumbers[$0] }) }
        let layoutNumbers = other.layouts.items.map { layouts.number([drawingNumbers[$0[0]], figureListNumbers[$0[1]]]) }
        let noteNumbers = other.notes.items.map { notes.number($0) }
        let noteListNumbers = other.noteLists.items.map { noteLists.number($0.map { noteNumbers[$0] }) }
        let layoutRowNumbers = other.layoutRows.items.map { layoutRows.number($0.map { layoutNumbers[$0] }) }
        let noteRowNumbers = other.noteRows.items.map { noteRows.number($0.map { noteListNumbers[$0] }) }
        for (id, grid) in other.devices {
            devices.append((id, grid.map { $0.map { $0.map { (layoutRowNumbers[$0.layoutRow], noteRowNumbers[$0.noteRow]) } } }))
        }
    }

    /// A figure's number.
    private mutating func number(_ entry: LayoutEntry) -> Int {
        figures.number(Cell(value: entry.value.map { LayoutFormat.value($0, unit: .points) },
                            provenance: provenances.number(entry.provenance)))
    }

    /// The document.
    func document() -> JSONOutput {
        let numbers = { (list: [Int]) in JSONOutput.array(list.map(JSONOutput.int)) }
        return .object([
            ("drawings", .array(drawings.items.map(JSONOutput.string))),
            ("provenances", .array(provenances.items.map(Self.provenance))),
            ("figures", .array(figures.items.map { .array([.optional($0.value), .int($0.provenance)]) })),
            ("figureLists", .array(figureLists.items.map(numbers))),
            ("layouts", .array(layouts.items.map(numbers))),
            ("notes", .array(notes.items.map(JSONOutput.string))),
            ("noteLists", .array(noteLists.items.map(numbers))),
            ("layoutRows", .array(layoutRows.items.map(numbers))),
            ("noteRows", .array(noteRows.items.map(numbers))),
            ("devices", .object(devices.map { id, grid in
                (id, .array(grid.map { .array($0.map { .array($0.map { .array([.int($0.layoutRow), .int($0.noteRow)]) }) }) }))
            })),
        ])
    }

    /// `layout/IDIOM.js`.
    func script() -> [UInt8] {
        SiteScript.entry("CATALOG_LAYOUT_DATA", key: idiom.rawValue, document())
    }

    /// A figure's source, as `catalog layout --json` writes it.
    static func provenance(_ provenance: Provenance) -> JSONOutput {
        .object([
            ("kind", .string(provenance.kind.rawValue)),
            ("sources", .array(provenance.sources.map(JSONOutput.string))),
            ("rule", .optional(provenance.rule)),
            ("inputs", .array(provenance.inputs.map(JSONOutput.string))),
            ("note", .optional(provenance.note)),
        ])
    }
}
