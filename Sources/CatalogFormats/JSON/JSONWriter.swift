
/// JSON written as it is walked, into the bytes of a ``JSONOutput`` document: for output too
/// large to build as a tree first (every glyph of a sheet: a tree of tens of thousands of
/// values is most of the cost, in allocations and releases). Formatting is the tree's own:
/// two-space indentation, one member or item a line, `{}` and `[]` when empty.
///
/// Used through ``JSONOutput/streamed(_:)``: the closure writes one value, its containers
/// opened and closed in pairs.
package struct JSONWriter {
    package var bytes: [UInt8]
    /// The nesting level the value being written starts at.
    package let indent: Int
    /// The containers still open, innermost last.
    private var open = 0
    /// Bit `n` set when the container open at level `n` (from 0, outermost) has a member or
    /// item already: a mask, not an array of counts, so that the next member costs no array
    /// access (sixty members a glyph, eighty thousand a sheet). Writers nest a few levels.
    private var written: UInt64 = 0

    package init(bytes: [UInt8], indent: Int) {
        self.bytes = bytes
        self.indent = indent
    }

    private var depth: Int { indent + open }

    package mutating func beginObject() { begin(0x7B) }
    package mutating func endObject() { close(0x7D) }
    package mutating func beginArray() { begin(0x5B) }
    package mutating func endArray() { close(0x5D) }

    private mutating func begin(_ bracket: UInt8) {
        precondition(open < 64, "JSONWriter nests at most 64 containers")
        bytes.append(bracket)
        written &= ~(1 << UInt64(open))
        open += 1
    }

    /// The next member's key (then write its value).
    package mutating func key(_ key: String) {
        next()
        JSONString.write(key, to: &bytes)
        bytes.append(0x3A)
        bytes.append(0x20)
    }

    /// The next member's key when the code spells it (a literal, which has nothing to escape:
    /// its bytes are copied as they are, not looked through as data's strings are).
    package mutating func fieldKey(_ key: StaticString) {
        assert(!key.withUTF8Buffer { $0.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F } })
        next()
        bytes.append(0x22)
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)
        bytes.append(0x20)
    }

    /// `key: value` for a key the code spells.
    package mutating func field(_ name: StaticString, _ value: JSONOutput) {
        fieldKey(name)
        self.value(value)
    }

    /// `name: { … }`, the members written by `members`. (For an optional value, unwrap it and
    /// write `field(name, .null)` without one: a generic taking `Value?` here, called from other
    /// modules unspecialized, looked up `Optional<Value>`'s metadata on each call, 30 M of
    /// `glyphs --data-set mdi --json`'s 1,120 M instructions.)
    package mutating func objectField(_ name: StaticString, _ members: (inout JSONWriter) -> Void) {
        fieldKey(name)
        beginObject()
        members(&self)
        endObject()
    }


    /// The start of the next item of an array (then write it).
    package mutating func item() { next() }

    /// A value, at the current place.
    package mutating func value(_ value: JSONOutput) { value.append(to: &bytes, indent: depth) }

    /// `key: value`.
    package mutating func member(_ name: String, _ value: JSONOutput) {
        key(name)
        self.value(value)
    }

    private mutating func next() {
        let bit: UInt64 = 1 << UInt64(open - 1)
        if written & bit != 0 { bytes.append(0x2C) }
        bytes.append(0x0A)
        written |= bit
        JSONOutput.appendIndent(depth, to: &bytes)
    }

    private mutating func close(_ bracket: UInt8) {
        open -= 1
        if written & (1 << UInt64(open)) != 0 {
            bytes.append(0x0A)
            JSONOutput.appendIndent(depth, to: &bytes)
        }
        bytes.append(bracket)
    }
}
