import FoundationEssentials

// Conversion of `integer`, `real`, `date` and `data` text. Errors name the line of the
// element's open tag.
extension XMLPropertyListReader.Parser {
    mutating func readInteger(isEmpty: Bool, openedAt start: Int) throws(PropertyListError) -> PropertyListValue {
        let run = try readScalarText(of: .integer, isEmpty: isEmpty, openedAt: start)
        switch withBytes(of: run, XMLPropertyListReader.parseInteger) {
        case .value(let value): return .integer(value)
        case .invalid: throw fail("invalid integer \(quoted(run))", at: start)
        case .outOfRange: throw fail("integer \(quoted(run)) is out of range", at: start)
        }
    }

    mutating func readReal(isEmpty: Bool, openedAt start: Int) throws(PropertyListError) -> PropertyListValue {
        let run = try readScalarText(of: .real, isEmpty: isEmpty, openedAt: start)
        guard let value = withBytes(of: run, XMLPropertyListReader.parseReal) else {
            throw fail("invalid real \(quoted(run))", at: start)
        }
        return .real(value)
    }

    mutating func readDate(isEmpty: Bool, openedAt start: Int) throws(PropertyListError) -> PropertyListValue {
        let run = try readScalarText(of: .date, isEmpty: isEmpty, openedAt: start)
        guard let value = withBytes(of: run, XMLPropertyListReader.parseDate) else {
            throw fail("invalid date \(quoted(run)), expected YYYY-MM-DDTHH:MM:SSZ", at: start)
        }
        return .date(value)
    }

    mutating func readData(isEmpty: Bool, openedAt start: Int) throws(PropertyListError) -> PropertyListValue {
        let run = try readScalarText(of: .data, isEmpty: isEmpty, openedAt: start)
        guard let value = withBytes(of: run, XMLPropertyListReader.decodeBase64) else {
            throw fail("invalid base64 in <data>", at: start)
        }
        return .data(value)
    }

    private mutating func readScalarText(
        of element: XMLPropertyListReader.Element, isEmpty: Bool, openedAt start: Int
    ) throws(PropertyListError) -> TextRun {
        isEmpty ? .slice(position..<position) : try readText(of: element, openedAt: start)
    }

    /// The text in quotes for an error message, shortened.
    private func quoted(_ run: TextRun) -> String {
        let string = makeString(run)
        return "\"" + (string.count > 40 ? String(string.prefix(40)) + "…" : string) + "\""
    }
}

extension XMLPropertyListReader {
    enum IntegerParse: Equatable {
        case value(Int)
        case invalid
        case outOfRange
    }

    /// Parses `[+-]digits` or `[+-]0x hex-digits` (no white space, as CoreFoundation).
    static func parseInteger(_ text: UnsafeBufferPointer<UInt8>) -> IntegerParse {
        var index = 0
        var isNegative = false
        if let sign = text.first, sign == Byte.plus || sign == Byte.minus {
            isNegative = sign == Byte.minus
            index = 1
        }
        var radix = 10
        if text.count - index > 2, text[index] == Byte.zero, text[index + 1] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 2
        }
        guard index < text.count else { return .invalid }
        var value = 0
        var overflowed = false
        while index < text.count {
            guard let digit = digitValue(text[index]), digit < radix else { return .invalid }
            // Accumulate toward the sign so that Int.min fits.
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow2) = isNegative
                ? shifted.subtractingReportingOverflow(Int(digit))
                : shifted.addingReportingOverflow(Int(digit))
            overflowed = overflowed || overflow1 || overflow2
            value = next
            index += 1
        }
        return overflowed ? .outOfRange : .value(value)
    }

    /// Parses a decimal real (`1`, `-2.5`, `.5`, `6.02e23`) or `nan`, `inf`, `infinity`
    /// with an optional sign, ignoring case for the words.
    static func parseReal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var isNegative = false
        if let sign = text.first, sign == Byte.plus || sign == Byte.minus {
            isNegative = sign == Byte.minus
            index = 1
        }
        let word = String(decoding: UnsafeBufferPointer(rebasing: text[index...]), as: UTF8.self)
        switch word.lowercased() {
        case "nan": return .nan
        case "inf", "infinity": return isNegative ? -.infinity : .infinity
        default: break
        }
        var digitCount = countDigits(text, from: &index)
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            digitCount += countDigits(text, from: &index)
        }
        guard digitCount > 0 else { return nil }
        if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < text.count, text[index] == Byte.plus || text[index] == Byte.minus { index += 1 }
            guard countDigits(text, from: &index) > 0 else { return nil }
        }
        guard index == text.count else { return nil }
        return Double(String(decoding: text, as: UTF8.self))
    }

    private static func countDigits(_ text: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Int {
        let start = index
        while index < text.count, text[index] >= Byte.zero, text[index] <= Byte.nine {
            index += 1
        }
        return index - start
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` (UTC), the only form plists use.
    static func parseDate(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard text.count == 20,
              text[4] == Byte.minus, text[7] == Byte.minus, text[10] == UInt8(ascii: "T"),
              text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"), text[19] == UInt8(ascii: "Z"),
              let year = decimal(text, 0..<4), let month = decimal(text, 5..<7),
              let day = decimal(text, 8..<10), let hour = decimal(text, 11..<13),
              let minute = decimal(text, 14..<16), let second = decimal(text, 17..<19),
              (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        // Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func decimal(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for byte in text[range] {
            guard byte >= Byte.zero, byte <= Byte.nine else { return nil }
            value = value * 10 + Int(byte - Byte.zero)
        }
        return value
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Decodes base64 with white space anywhere; padding is optional only in the sense
    /// that a final group may end in one or two `=`. Nil for anything else.
    static func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3)
        var group: UInt32 = 0
        var groupCount = 0
        var padding = 0
        for byte in text where !isWhitespace(byte) {
            if byte == Byte.equals {
                guard groupCount + padding >= 2, groupCount + padding < 4 else { return nil }
                padding += 1
                continue
            }
            guard padding == 0, let sextet = base64Value(byte) else { return nil }
            group = group << 6 | sextet
            groupCount += 1
            if groupCount == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                groupCount = 0
            }
        }
        switch (groupCount, padding) {
        case (0, 0):
            break
        case (2, 2):
            output.append(UInt8(truncatingIfNeeded: group >> 4))
        case (3, 1):
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            return nil
        }
        return output
    }

    private static func base64Value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case Byte.zero...Byte.nine: UInt32(byte - Byte.zero) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }

    /// The value of a decimal or hexadecimal digit (either case).
    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case Byte.zero...Byte.nine: Int(byte - Byte.zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
