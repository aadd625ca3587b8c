/// A key as the picker sees it, decoded from what a terminal sends in raw mode.
enum PickerKey: Equatable, Sendable {
    /// A printable character (typed into the query).
    case character(Character)
    /// Ctrl with a letter (`control("c")` is Ctrl-C, byte 3).
    case control(Character)
    /// Alt (Meta) with a character: ESC then the character.
    case alt(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// A sequence the picker has no use for (function keys, mouse reports).
    case unknown
}

/// Turns terminal input into keys. Bytes may arrive in pieces: an escape sequence or a
/// UTF-8 character cut at the end of one read waits for the next. A lone ESC is the Escape
/// key only when nothing follows it: ``hasPending`` then asks for a short wait, and
/// ``flush()`` decides.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// True when bytes wait for more (the caller reads again with a short timeout, then
    /// calls ``flush()``).
    var hasPending: Bool { !pending.isEmpty }

    /// The keys in `bytes` (with what was pending before them).
    mutating func feed(_ bytes: [UInt8]) -> [PickerKey] {
        pending += bytes
        var keys = [PickerKey]()
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending, at: index) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What is pending, taken as complete: a lone ESC is Escape, a cut sequence Escape and
    /// then its bytes, a cut character nothing.
    mutating func flush() -> [PickerKey] {
        defer { pending = [] }
        guard let first = pending.first else { return [] }
        guard first == 0x1B else { return [] }
        var rest = KeyDecoder()
        let keys = rest.feed(Array(pending.dropFirst()))
        return [.escape] + keys
    }

    /// The key at `index` and its length, or nil when the bytes there are incomplete.
    static func decode(_ bytes: [UInt8], at index: Int) -> (PickerKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escape(bytes, at: index)
        case 0x00: return (.control("@"), 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return (.unknown, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(bytes, at: index)
        }
    }

    /// A UTF-8 character; a byte that cannot start one is skipped as unknown.
    private static func utf8(_ bytes: [UInt8], at index: Int) -> (PickerKey, Int)? {
        let byte = bytes[index]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
        guard length > 0, byte < 0xF8 else { return (.unknown, 1) }
        guard index + length <= bytes.count else { return nil }
        let slice = Array(bytes[index..<(index + length)])
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first else { return (.unknown, 1) }
        return (scalar.properties.generalCategory == .control ? .unknown : .character(Character(scalar)), length)
    }

    /// ESC and what follows: a CSI (`ESC [`) or SS3 (`ESC O`) sequence, Alt with a key, or
    /// (when nothing follows yet) undecided.
    private static func escape(_ bytes: [UInt8], at index: Int) -> (PickerKey, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["):
            // Parameters and intermediates, then a final byte 0x40…0x7E.
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
                guard (0x20...0x3F).contains(bytes[end]) else { return (.escape, 1) }
                end += 1
            }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (csi(parameters, final: bytes[end]), end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            let key: PickerKey = switch bytes[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            default: .unknown
            }
            return (key, 3)
        case 0x1B:
            return (.escape, 1)
        default:
            guard let (key, length) = decode(bytes, at: index + 1) else { return nil }
            switch key {
            case .character(let character): return (.alt(character), length + 1)
            case .backspace: return (.alt("\u{7F}"), length + 1)
            default: return (.escape, 1)
            }
        }
    }

    private static func csi(_ parameters: String, final: UInt8) -> PickerKey {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first ?? "" {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
