/// Writes XML property lists the way `plutil -convert xml1` does: Apple's DTD, tab
/// indentation, dictionary keys sorted. Deterministic, so generated data sets diff cleanly.
public enum XMLPropertyListWriter {
    /// The document for `value`, ending with a newline.
    public static func text(_ value: PropertyListValue) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &output)
        output += "</plist>\n"
        return output
    }

    /// The document's UTF-8 bytes.
    public static func data(_ value: PropertyListValue) -> [UInt8] {
        Array(text(value).utf8)
    }

    private static func write(_ value: PropertyListValue, indent: Int, to output: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            output += tabs + "<string>" + escaped(text) + "</string>\n"
        case .integer(let number):
            output += tabs + "<integer>\(number)</integer>\n"
        case .real(let number):
            output += tabs + "<real>\(number)</real>\n"
        case .boolean(let flag):
            output += tabs + (flag ? "<true/>\n" : "<false/>\n")
        case .date(let date):
            output += tabs + "<date>" + ISO8601.string(from: date.timeIntervalSinceReferenceDate) + "</date>\n"
        case .data(let bytes):
            output += tabs + "<data>" + Base64.encode(bytes) + "</data>\n"
        case .array(let items):
            guard !items.isEmpty else { output += tabs + "<array/>\n"; return }
            output += tabs + "<array>\n"
            for item in items { write(item, indent: indent + 1, to: &output) }
            output += tabs + "</array>\n"
        case .dictionary(let pairs):
            guard pairs.count > 0 else { output += tabs + "<dict/>\n"; return }
            output += tabs + "<dict>\n"
            let index = pairs.makeIndex()
            for key in index.keys.sorted() {
                output += tabs + "\t<key>" + escaped(key) + "</key>\n"
                if let item = index[key] { write(item, indent: indent + 1, to: &output) }
            }
            output += tabs + "</dict>\n"
        }
    }

    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Base64 and ISO 8601 without Foundation formatters, for the writer.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output = [UInt8]()
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                if position <= chunk.count {
                    output.append(alphabet[Int(value >> (18 - 6 * position) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}

enum ISO8601 {
    /// The first and last second an XML plist date can write (years 1 to 9999), as Unix time.
    static let writableSeconds = -62_135_596_800 ... 253_402_300_799

    /// `2001-01-01T00:00:00Z` for a time interval since the reference date (UTC). A date
    /// outside years 1 to 9999 (only a corrupt binary plist holds one: NaN, infinity, 1e300 s)
    /// is written as the nearest date in that range; NaN as the reference date.
    static func string(from interval: Double) -> String {
        let unix = interval.isNaN ? 978_307_200 : (interval + 978_307_200).rounded(.down)
        let seconds = Int(min(max(unix, Double(writableSeconds.lowerBound)), Double(writableSeconds.upperBound)))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil-from-days (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(paddedYear)-\(two(month))-\(two(day))T\(two(secondOfDay / 3_600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }
}
