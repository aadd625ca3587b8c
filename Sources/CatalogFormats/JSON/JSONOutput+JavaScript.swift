
extension JSONOutput {
    /// The value as a JavaScript expression for the site's data scripts: JSON on one line,
    /// without spaces (the indentation of ``rendered()`` would be a third of the bytes), but a
    /// key `__proto__` written as a computed key, `["__proto__"]`, which makes it a property of
    /// the object's own where the literal key would set the object's prototype.
    package func javaScript() -> [UInt8] {
        var output = [UInt8]()
        appendJavaScript(to: &output)
        return output
    }

    /// Appends ``javaScript()``.
    package func appendJavaScript(to output: inout [UInt8]) {
        switch self {
        case .array(let items):
            output.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(0x2C) }
                item.appendJavaScript(to: &output)
            }
            output.append(0x5D)
        case .generated(let count, let item):
            JSONOutput.array((0..<count).map(item)).appendJavaScript(to: &output)
        case .object(let members):
            output.append(0x7B)
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(0x2C) }
                if key == "__proto__" {
                    output += Array("[\"__proto__\"]".utf8)
                } else {
                    JSONString.write(key, to: &output)
                }
                output.append(0x3A)
                value.appendJavaScript(to: &output)
            }
            output.append(0x7D)
        case .inline(let value):
            value.appendJavaScript(to: &output)
        default:
            append(to: &output, indent: 0)
        }
    }
}
