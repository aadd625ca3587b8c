import CatalogSystem
@testable import catalog_cli

/// A terminal of fixed size for the picker's tests: scripted events in, everything written
/// kept, and drawn onto a grid by the few sequences the picker uses (cursor position, erase
/// display, SGR and mode changes ignored, OSC kept aside).
final class FakeTerminal: PickerTerminal {
    var size: (rows: Int, columns: Int)
    var events: [InteractiveTerminal.Event]
    private(set) var written: [String] = []
    private(set) var osc: [String] = []
    private(set) var began = false
    private(set) var ended = false
    private(set) var suspended = 0
    private var grid: [[Character]]
    private var row = 0, column = 0

    struct OutOfInput: Error {}

    init(rows: Int = 24, columns: Int = 80, events: [InteractiveTerminal.Event]) {
        size = (rows, columns)
        self.events = events
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Events for typing `text`, one key a read.
    static func typing(_ text: String) -> [InteractiveTerminal.Event] {
        text.map { .input(Array(String($0).utf8)) }
    }

    func begin() throws { began = true }
    func end() { ended = true }
    func suspend() { suspended += 1 }

    func next(timeout milliseconds: Int?) throws -> InteractiveTerminal.Event {
        guard !events.isEmpty else { throw OutOfInput() }
        let event = events.removeFirst()
        if event == .resized || event == .resumed {
            grid = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
        }
        return event
    }

    func write(_ text: String) throws {
        written.append(text)
        draw(Array(text.unicodeScalars))
    }

    /// The screen, one string a row, trailing spaces dropped.
    var screen: [String] {
        grid.map { cells in
            var text = String(cells.filter { $0 != "\u{0}" })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    private func draw(_ scalars: [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count {
                if scalars[index + 1] == "[" {
                    var end = index + 2
                    while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                    guard end < scalars.count else { return }
                    let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    control(parameters, final: scalars[end])
                    index = end + 1
                    continue
                }
                if scalars[index + 1] == "]" {
                    var end = index + 2
                    while end < scalars.count, scalars[end] != "\u{07}" { end += 1 }
                    osc.append(String(String.UnicodeScalarView(scalars[(index + 2)..<min(end, scalars.count)])))
                    index = end + 1
                    continue
                }
            }
            put(scalar)
            index += 1
        }
    }

    private func control(_ parameters: String, final: Unicode.Scalar) {
        switch final {
        case "H":
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = max(0, (numbers.first ?? 1) - 1)
            column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case "J":
            if parameters == "2" { grid = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows) }
        default:
            break
        }
    }

    private func put(_ scalar: Unicode.Scalar) {
        let character = Character(scalar)
        let width = TerminalWidth.columns(of: character)
        guard width > 0 else { return }
        guard row < size.rows, column + width <= size.columns else { return }
        grid[row][column] = character
        if width == 2, column + 1 < size.columns { grid[row][column + 1] = "\u{0}" }
        column += width
    }
}
