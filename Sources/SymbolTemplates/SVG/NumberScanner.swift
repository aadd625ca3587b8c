/// Reads SVG numbers (`-1.5e3`, `.5`, `1.2.3` as 1.2 and .3) separated by white space or
/// commas, as path data and transform lists write them.
struct NumberScanner {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: Substring) {
        bytes = Array(text.utf8)
    }

    /// Whether only separators are left.
    var atEnd: Bool {
        var probe = self
        probe.skipSeparators()
        return probe.index >= bytes.count
    }

    /// The next byte after separators, not consumed.
    mutating func peekCommand() -> UInt8? {
        skipSeparators()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Steps over the byte ``peekCommand()`` returned (a path command letter).
    mutating func consume() { index += 1 }

    /// An arc flag: `0` or `1`, which may stand without a separator before the next number.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    /// The next number, or nil (nothing consumed) where none starts.
    mutating func next() -> Double? {
        skipSeparators()
        let start = index
        var end = index
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }
        var digits = 0, sawDot = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { digits += 1 } else if byte == UInt8(ascii: "."), !sawDot { sawDot = true } else { break }
            end += 1
        }
        guard digits > 0 else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+") { exponent += 1 }
            let digitsStart = exponent
            while exponent < bytes.count, bytes[exponent] >= UInt8(ascii: "0") && bytes[exponent] <= UInt8(ascii: "9") { exponent += 1 }
            if exponent > digitsStart { end = exponent }
        }
        guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)) else { return nil }
        index = end
        return value
    }

    private mutating func skipSeparators() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") else { return }
            index += 1
        }
    }
}
