/// How many terminal columns text takes, as a terminal draws it: colour escapes
/// (`ESC [ … m`, any CSI sequence) take none, combining marks and zero-width characters
/// none, East Asian wide and fullwidth characters and emoji shown as emoji two, everything
/// else one. Measure text after ``TerminalText/visible(_:)``: an escaped control is as wide
/// as its escape.
package enum TerminalWidth {
    /// The columns of one line (no line feeds expected; a line feed counts as nothing).
    package static func columns(_ text: String) -> Int {
        var bytes = text
        // Printable ASCII, the common case: a column a byte, without a Character each.
        if bytes.withUTF8({ $0.allSatisfy { (0x20..<0x7F).contains($0) } }) { return text.utf8.count }
        var count = 0
        var inEscape = false, sawBracket = false
        for character in text {
            if inEscape {
                if !sawBracket {
                    sawBracket = character == "["
                    if !sawBracket { inEscape = false }  // a two-character escape (ESC x)
                } else if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                sawBracket = false
                continue
            }
            count += columns(of: character)
        }
        return count
    }

    /// The columns of one grapheme cluster: 0, 1 or 2.
    package static func columns(of character: Character) -> Int {
        var widest = 0
        var emojiVariation = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { emojiVariation = true }
            widest = max(widest, columns(of: scalar))
        }
        if emojiVariation, widest == 1, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
        return widest
    }

    /// The columns of one scalar on its own.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Unicode's East Asian Wide and Fullwidth blocks (the ranges wcwidth uses).
    package static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
