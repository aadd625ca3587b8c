import CatalogFormats

extension JSONOutput {
    /// The value on one line, without spaces: for data a program reads (the site's data
    /// files), where the indentation of ``rendered()`` would be a third of the bytes.
    func compact() -> [UInt8] {
        var output = [UInt8]()
        appendCompact(to: &output)
        return output
    }

    /// Appends the value without indentation or spaces.
    func appendCompact(to output: inout [UInt8]) {
        switch self {
        case .array(let items):
            output.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(0x2C) }
                item.appendCompact(to: &output)
            }
            output.append(0x5D)
        case .generated(let count, let item):
            JSONOutput.array((0..<count).map(item)).appendCompact(to: &output)
        case .object(let members):
            output.append(0x7B)
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(0x2C) }
                JSONString.write(key, to: &output)
                output.append(0x3A)
                value.appendCompact(to: &output)
            }
            output.append(0x7D)
        default:
            append(to: &output, indent: 0)
        }
    }
}
