/// Writes screens as the changes from the one before: each changed row is rewritten whole
/// (cursor to its start, then the row, which is as wide as the screen), then the cursor
/// goes to the prompt.
/// Every frame ends with the cursor shown (`ESC [ ? 25 h`), so a reader can tell that one
/// is complete (the latency benchmark does).
struct PickerFrame {
    private var previous: [String] = []

    /// Forget what is on screen (after a resize, a resume, or at the start).
    mutating func invalidate() { previous = [] }

    mutating func bytes(for lines: [String], cursor: (row: Int, column: Int)) -> String {
        var output = "\u{1B}[?25l"
        if previous.count != lines.count {
            output += "\u{1B}[2J"
            previous = []
        }
        for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
            output += "\u{1B}[\(row + 1);1H" + line
        }
        previous = lines
        return output + "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
}
