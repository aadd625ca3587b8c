import CatalogSystem

/// JSON with object keys in the order we choose (`schemaVersion` first), printed with
/// two-space indentation and non-ASCII characters as they are.
///
/// Rendered into one byte buffer, each value appended once (no string built per line or per
/// value and copied on), then made a `String` once: a 2 MB document costs a few copies of
/// itself, not one per nesting level. Not `indirect`: only arrays and objects hold other
/// values, and their storage is already on the heap, so a number or a string is no
/// allocation of its own. A long list can be ``generated(count:item:)``: its items are made
/// and rendered on every core, in order.
package enum JSONOutput: Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    /// An array of `count` items, `item(index)` each, made when rendered.
    case generated(count: Int, item: @Sendable (Int) -> JSONOutput)
    /// A number as written (a ``JSONValue`` read keeps its text).
    case number(String)
    /// An array or object written on one line, `[a, b]` and `{"k": v}` (the store's lists of
    /// names), whatever it holds.
    indirect case inline(JSONOutput)
    /// A value that writes itself (``JSONWriter``) instead of being built as a tree.
    case streamed(@Sendable (inout JSONWriter) -> Void)

    package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    package static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }

    /// The document as text, ending with a newline.
    package func rendered() -> String {
        var output = [UInt8]()
        output.reserveCapacity(1 << 12)
        append(to: &output, indent: 0)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value at nesting level `indent` (its first line already indented).
    package func append(to output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): JSONString.write(text, to: &output)
        case .int(let number): Self.appendInteger(number, to: &output)
        case .double(let number):
            if !Self.appendFourDecimals(number, to: &output) {
                output.append(contentsOf: (number.isFinite ? Self.format(number) : "null").utf8)  // a small string: no allocation
            }
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .inline(let value): value.appendOnOneLine(to: &output)
        case .streamed(let write):
            var writer = JSONWriter(bytes: output, indent: indent)
            output = []
            write(&writer)
            output = writer.bytes
        case .generated(let count, let item):
            guard count > 0 else { output.append(contentsOf: "[]".utf8); return }
            output.append(contentsOf: "[\n".utf8)
            let parts = Self.generatedParts(count: count, indent: indent, item) { _ in true }
            output.reserveCapacity(output.count + parts.reduce(0) { $0 + $1.bytes.count } + 2 * indent + 2)
            for part in parts { output.append(contentsOf: part.bytes) }
            Self.appendIndent(indent, to: &output)
            output.append(0x5D)
        case .array(let items):
            guard !items.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                item.append(to: &output, indent: indent + 1)
                if index < items.count - 1 { output.append(0x2C) }
                output.append(0x0A)
            }
            Self.appendIndent(indent, to: &output)
            output.append(0x5D)
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &output)
                JSONString.write(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                value.append(to: &output, indent: indent + 1)
                if index < members.count - 1 { output.append(0x2C) }
                output.append(0x0A)
            }
            Self.appendIndent(indent, to: &output)
            output.append(0x7D)
        }
    }

    /// Shortest form that reads back to the same number; integers without `.0`.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return number.description
    }

    /// Writes `number` when it has at most four decimals and is under 10^9, as lengths
    /// rounded to 0.0001 are, from its integer ten-thousandths: for such a number no shorter
    /// decimal is as near, so this is exactly what ``format(_:)`` (`description`) gives, without
    /// its shortest-digits search (a glyph sheet has 80,000 of them). False, writing nothing,
    /// for any other number.
    package static func appendFourDecimals(_ number: Double, to output: inout [UInt8]) -> Bool {
        guard number.isFinite, number.magnitude < 1e9 else { return false }
        let scaled = (number * 10_000).rounded()
        guard scaled / 10_000 == number else { return false }
        let ticks = Int(scaled)
        if ticks < 0 { output.append(0x2D) }
        appendInteger(Int(ticks.magnitude / 10_000), to: &output)
        var fraction = Int(ticks.magnitude % 10_000)
        guard fraction != 0 else { return true }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        output.append(0x2E)
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            output.append(0x30 + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
        return true
    }

    /// Two spaces a level (a byte at a time: appending a repeated element or a slice of
    /// spaces at once costs more).
    package static func appendIndent(_ level: Int, to output: inout [UInt8]) {
        for _ in 0..<level { output.append(0x20); output.append(0x20) }
    }

    /// Decimal digits without building a string.
    private static func appendInteger(_ number: Int, to output: inout [UInt8]) {
        if number < 0 { output.append(0x2D) }
        var magnitude = number.magnitude
        guard magnitude >= 10 else { output.append(0x30 + UInt8(magnitude)); return }
        var digits = (UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0),
                      UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0))
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }

    /// The items of a generated list at nesting level `indent`, in runs of 32 rendered on
    /// every core (each line indented, a comma after all but the last item), in order; `check`
    /// runs on each run where it is made (the CLI's: has it control characters?).
    package static func generatedParts(count: Int, indent: Int, _ item: @Sendable (Int) -> JSONOutput,
                                       check: @Sendable ([UInt8]) -> Bool) -> [(bytes: [UInt8], check: Bool)] {
        let run = 32
        return ParallelMap.map(count: (count + run - 1) / run, threshold: 4) { part in
            var bytes = [UInt8]()
            for index in (part * run)..<min(count, part * run + run) {
                Self.appendIndent(indent + 1, to: &bytes)
                item(index).append(to: &bytes, indent: indent + 1)
                if index < count - 1 { bytes.append(0x2C) }
                bytes.append(0x0A)
            }
            return (bytes, check(bytes))
        }
    }

    /// Appends the value on one line: `[a, b]`, `{"k": v}`.
    private func appendOnOneLine(to output: inout [UInt8]) {
        switch self {
        case .array(let items):
            output.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(contentsOf: ", ".utf8) }
                item.appendOnOneLine(to: &output)
            }
            output.append(0x5D)
        case .object(let members):
            output.append(0x7B)
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(contentsOf: ", ".utf8) }
                JSONString.write(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                value.appendOnOneLine(to: &output)
            }
            output.append(0x7D)
        case .inline(let value): value.appendOnOneLine(to: &output)
        default: append(to: &output, indent: 0)
        }
    }
}
