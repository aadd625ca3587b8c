/// Build-setting values: `$(inherited)` and `$(NAME)` references. Every byte read or made
/// counts against the project's limit (``ProjectReading/expand(_:key:in:)``), so a value that
/// doubles on every line, or refers to itself many times over, stops at the limit.
enum XcodeSettings {
    /// `value` of `key` (set in `file`; nil: the project) with `$(inherited)` replaced by
    /// `previous` (empty when none). The result's size is counted before it is made.
    static func replacingInherited(_ value: String, with previous: String?, key: String, in file: String?,
                                   reading: inout ProjectReading) throws(LintError) -> String {
        guard value.contains("inherited") else { return value }
        let bytes = Array(value.utf8), inherited = Array((previous ?? "").utf8)
        let forms = [Array("$(inherited)".utf8), Array("${inherited}".utf8)]
        let starts = bytes.indices.filter { start in forms.contains { bytes[start...].starts(with: $0) } }
        try reading.expand(bytes.count + starts.count * (inherited.count - forms[0].count), key: key, in: file)
        var result = [UInt8](), next = 0
        for start in starts where start >= next {
            result += bytes[next..<start] + inherited
            next = start + forms[0].count
        }
        result += bytes[next...]
        return String(Substring(String(decoding: result, as: UTF8.self)).trimmingSpaces)
    }

    /// The value of `key` with `$(NAME)` and `${NAME}` replaced by the settings' values
    /// (`lookup`; references in those too, a few levels deep); an unknown reference becomes
    /// empty, as in Xcode. Nil when `lookup` has no `key`.
    static func expanded(_ key: String, lookup: (String) -> String?, reading: inout ProjectReading) throws(LintError) -> String? {
        guard let value = lookup(key) else { return nil }
        return String(decoding: try expand(Array(value.utf8), key: key, lookup: lookup, depth: 0, reading: &reading), as: UTF8.self)
    }

    private static func expand(_ value: [UInt8], key: String, lookup: (String) -> String?, depth: Int,
                               reading: inout ProjectReading) throws(LintError) -> [UInt8] {
        try reading.expand(value.count, key: key, in: nil)
        guard depth < 8, value.contains(UInt8(ascii: "$")) else { return value }
        var output = [UInt8]()
        var index = 0
        while index < value.count {
            let byte = value[index]
            if byte == UInt8(ascii: "$"), index + 1 < value.count, value[index + 1] == UInt8(ascii: "(") || value[index + 1] == UInt8(ascii: "{") {
                let closer = value[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                if let close = value[(index + 2)...].firstIndex(of: closer) {
                    // `$(NAME:modifier)` keeps the name only.
                    let name = value[(index + 2)..<close].prefix { $0 != UInt8(ascii: ":") }
                    let referenced = lookup(String(decoding: name, as: UTF8.self)) ?? ""
                    output += try expand(Array(referenced.utf8), key: key, lookup: lookup, depth: depth + 1, reading: &reading)
                    index = close + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }
}
