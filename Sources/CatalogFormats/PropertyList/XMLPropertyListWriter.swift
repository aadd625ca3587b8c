/// Writes XML property lists the way `plutil -convert xml1` does: Apple's DTD, tab
/// indentation, dictionary keys sorted. Deterministic, so generated data sets diff cleanly.
///
/// Strings and keys are escaped by ``XMLText``; one holding a character XML 1.0 cannot hold
/// (NUL, ESC, U+FFFF) is refused, since the file would not be XML (Python's `plistlib` and
/// every other XML parser reject it).
public enum XMLPropertyListWriter {
    /// The document for `value`, ending with a newline.
    public static func text(_ value: PropertyListValue) throws(XMLTextError) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try write(value, indent: 0, to: &output)
        output += "</plist>\n"
        return output
    }

    /// The document's UTF-8 bytes.
    public static func data(_ value: PropertyListValue) throws(XMLTextError) -> [UInt8] {
        Array(try text(value).utf8)
    }

    private static func write(_ value: PropertyListValue, indent: Int, to output: inout String) throws(XMLTextError) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            output += tabs + "<string>" + (try XMLText.content(text)) + "</string>\n"
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
            for item in items { try write(item, indent: indent + 1, to: &output) }
            output += tabs + "</array>\n"
        case .dictionary(let pairs):
            guard pairs.count > 0 else { output += tabs + "<dict/>\n"; return }
            output += tabs + "<dict>\n"
            let index = pairs.makeIndex()
            for key in index.keys.sorted() {
                output += tabs + "\t<key>" + (try XMLText.content(key)) + "</key>\n"
                if let item = index[key] { try write(item, indent: indent + 1, to: &output) }
            }
            output += tabs + "</dict>\n"
        }
    }
}
