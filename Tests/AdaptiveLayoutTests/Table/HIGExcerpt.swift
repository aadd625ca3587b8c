import Foundation

/// `Fixtures/hig-layout-excerpt.tsv`: the dated excerpt of the HIG's Layout specifications in
/// `../shared/reference/adaptive-layout.md` §1, written by hand from the notes.
struct HIGExcerpt {
    struct Row: Sendable, CustomStringConvertible {
        let table: String
        let model: String
        /// Every reading of the points (two where copies of the page disagree).
        let points: [String]
        let pixels: [String]
        let scale: String
        let copies: String
        let landscape: String

        var description: String { model }
    }

    let rows: [Row]

    static let shared: HIGExcerpt = {
        let url = Bundle.module.url(forResource: "Fixtures/hig-layout-excerpt", withExtension: "tsv")!
        let text = try! String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return HIGExcerpt(rows: lines.map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(table: cells[0], model: cells[1], points: cells[2].split(separator: "|").map(String.init),
                       pixels: cells[3].split(separator: "|").map(String.init), scale: cells[4], copies: cells[5], landscape: cells[6])
        })
    }()

    func rows(_ table: String) -> [Row] { rows.filter { $0.table == table } }
}
