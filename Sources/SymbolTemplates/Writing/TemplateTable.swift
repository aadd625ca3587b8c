/// Many symbols' templates kept small: the text they share (``TemplateSegment/shared(_:)``)
/// once, as numbered pieces, and each symbol's template as pieces and its own text in order,
/// so that a reader rebuilds a template by joining strings (the site's
/// `template-download.js`), never by placing a glyph again.
public struct TemplateTable: Sendable {
    /// A part of a symbol's template: a shared piece by number, or text of its own.
    public enum Part: Sendable, Hashable {
        /// ``TemplateTable/pieces``' element at this index.
        case piece(Int)
        /// The symbol's own text.
        case text(String)
    }

    /// The shared texts, each once, in the order first met.
    public private(set) var pieces: [String] = []
    /// Each symbol's template as parts, in the order added.
    public private(set) var templates: [(name: String, parts: [Part])] = []
    private var numbers: [String: Int] = [:]

    /// An empty table.
    public init() {}

    /// Adds `name`'s template, written as `segments` (``TemplateWriter/segments(name:variants:version:)``).
    public mutating func add(name: String, segments: [TemplateSegment]) {
        var parts = [Part]()
        for segment in segments {
            switch segment {
            case .own(let text):
                parts.append(.text(text))
            case .shared(let text) where !text.isEmpty:
                if let number = numbers[text] {
                    parts.append(.piece(number))
                } else {
                    numbers[text] = pieces.count
                    parts.append(.piece(pieces.count))
                    pieces.append(text)
                }
            case .shared:
                break
            }
        }
        templates.append((name, parts))
    }

    /// The template `parts` stand for: its pieces and texts joined.
    public func text(of parts: [Part]) -> String {
        parts.map { part in
            switch part {
            case .piece(let number): pieces[number]
            case .text(let text): text
            }
        }.joined()
    }
}
