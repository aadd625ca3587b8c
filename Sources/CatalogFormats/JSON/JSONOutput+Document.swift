import CatalogSystem

/// A rendered document: its text, and whether it is known to have nothing that
/// ``TerminalText/visible(_:keepingLineFeeds:keepingTabs:keepingInvisibles:)`` would change
/// (line feeds kept, tabs not; a JSON document's invisible characters kept, see
/// ``OutputFormat/hasOwnEscapes``), so that output need not scan it again.
package struct RenderedDocument {
    package let text: String
    package let isVisible: Bool

    package init(text: String, isVisible: Bool) {
        (self.text, self.isVisible) = (text, isVisible)
    }
}

extension JSONOutput {
    /// The document ending with a newline, made once: its pieces (a generated list's runs of
    /// items, rendered and checked for control characters on every core) are copied straight
    /// into the text's storage, not joined into one buffer first.
    package func document() -> RenderedDocument {
        var pieces = [(bytes: [UInt8], isVisible: Bool?)]()
        var current = [UInt8]()
        current.reserveCapacity(1 << 12)
        appendPieces(to: &pieces, current: &current, indent: 0)
        current.append(0x0A)
        pieces.append((current, nil))
        for index in pieces.indices where pieces[index].isVisible == nil {
            pieces[index].isVisible = pieces[index].bytes.withUnsafeBufferPointer {
                !TerminalText.needsEscaping($0, keepingLineFeeds: true, keepingTabs: false, keepingInvisibles: true)
            }
        }
        let isVisible = pieces.allSatisfy { $0.isVisible == true }
        let total = pieces.reduce(0) { $0 + $1.bytes.count }
        let text = String(unsafeUninitializedCapacity: total) { storage in
            var offset = 0
            for piece in pieces {
                piece.bytes.withUnsafeBufferPointer { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: storage[offset..<(offset + bytes.count)]).initialize(from: bytes)
                }
                offset += piece.bytes.count
            }
            return total
        }
        return RenderedDocument(text: text, isVisible: isVisible)
    }

    /// As ``append(to:indent:)``, but a generated list's parts become pieces of their own
    /// (after `current`, which is then started again), found inside objects and arrays.
    private func appendPieces(to pieces: inout [(bytes: [UInt8], isVisible: Bool?)], current: inout [UInt8], indent: Int) {
        switch self {
        case .generated(let count, let item) where count > 0:
            current.append(contentsOf: "[\n".utf8)
            pieces.append((current, nil))
            current = []
            let parts = Self.generatedParts(count: count, indent: indent, item) { bytes in
                bytes.withUnsafeBufferPointer { !TerminalText.needsEscaping($0, keepingLineFeeds: true, keepingTabs: false, keepingInvisibles: true) }
            }
            for part in parts { pieces.append((part.bytes, part.check)) }
            Self.appendIndent(indent, to: &current)
            current.append(0x5D)
        case .array(let items) where !items.isEmpty:
            current.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &current)
                item.appendPieces(to: &pieces, current: &current, indent: indent + 1)
                if index < items.count - 1 { current.append(0x2C) }
                current.append(0x0A)
            }
            Self.appendIndent(indent, to: &current)
            current.append(0x5D)
        case .object(let members) where !members.isEmpty:
            current.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &current)
                JSONString.write(key, to: &current)
                current.append(contentsOf: ": ".utf8)
                value.appendPieces(to: &pieces, current: &current, indent: indent + 1)
                if index < members.count - 1 { current.append(0x2C) }
                current.append(0x0A)
            }
            Self.appendIndent(indent, to: &current)
            current.append(0x7D)
        default:
            append(to: &current, indent: indent)
        }
    }
}
