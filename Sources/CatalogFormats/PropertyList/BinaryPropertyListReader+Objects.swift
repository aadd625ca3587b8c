import FoundationEssentials

// Decoding of single objects. Each object starts with a marker byte: the high nibble is the
// kind, the low nibble a size or count (0xF: the count follows as an integer object).
extension BinaryPropertyListReader.Parser {
    /// The value of object `index`, decoded on first use and cached. `depth` is the object's
    /// nesting level (1 for the top object).
    mutating func value(of index: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let cached = cache[index] { return cached }
        let value = try decode(index, depth: depth)
        cache[index] = value
        if expanded[index] == 0 { expanded[index] = 1 }  // a scalar; containers set their own
        return value
    }

    private mutating func decode(
        _ index: Int, depth: Int
    ) throws(PropertyListError) -> PropertyListValue {
        let offset = offsets[index]
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08: return .boolean(false)
        case 0x0 where marker == 0x09: return .boolean(true)
        case 0x0 where marker == 0x00:
            // Null exists in the format, but no property list value corresponds to it.
            throw corrupt(index, "is null, which has no property list value")
        case 0x1 where low <= 4:
            return .integer(try integer(index, at: offset + 1, size: 1 << low))
        case 0x2 where low == 2:
            let bits = try fixedField(index, size: 4)
            return .real(Double(Float(bitPattern: UInt32(bits))))
        case 0x2 where low == 3:
            return .real(Double(bitPattern: try fixedField(index, size: 8)))
        case 0x3 where marker == 0x33:
            // A big-endian double: seconds since 2001-01-01 00:00:00 UTC.
            let seconds = Double(bitPattern: try fixedField(index, size: 8))
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (start, count) = try contents(index, elementSize: 1, kind: "data")
            return .data(Array(bytes[start ..< start + count]))
        case 0x5:
            let (start, count) = try contents(index, elementSize: 1, kind: "ASCII string")
            let text = bytes[start ..< start + count]
            if let bad = text.firstIndex(where: { $0 >= 0x80 }) {
                let byte = Self.hex(text[bad])
                throw corrupt(index, "is an ASCII string with byte \(byte) at \(Self.hex(bad))")
            }
            return .string(String(decoding: text, as: UTF8.self))
        case 0x6:
            let (start, count) = try contents(index, elementSize: 2, kind: "UTF-16 string")
            return .string(try utf16String(index, start: start, count: count))
        case 0x8:
            // A UID (keyed-archive reference) of low + 1 big-endian bytes, read as an integer.
            guard low < 8 else {
                throw corrupt(index, "is a UID of \(low + 1) bytes; at most 8 are supported")
            }
            let uid = try fixedField(index, size: low + 1)
            guard uid <= UInt64(Int.max) else { throw corrupt(index, "is a UID too large for Int") }
            return .integer(Int(uid))
        case 0xA, 0xC:
            // A set (0xC) has no property list value of its own; it reads as an array.
            return .array(try array(index, depth: depth))
        case 0xD:
            return .dictionary(try dictionary(index, depth: depth))
        default:
            // Includes 0x7 (UTF-8 string) and 0xB (ordered set), which only bplist01 uses.
            throw corrupt(index, "has unknown marker \(Self.hex(marker))")
        }
    }

    /// The `size`-byte field after object `index`'s marker, checked to end before the table.
    private func fixedField(_ index: Int, size: Int) throws(PropertyListError) -> UInt64 {
        let start = offsets[index] + 1
        guard size <= offsetTableStart - start else {
            throw corrupt(index, "runs past the offset table")
        }
        return Self.unsigned(bytes, at: start, size: size)
    }

    /// A 1, 2, 4, 8 or 16-byte integer belonging to object `index`, starting at `start`.
    /// Under 8 bytes it is unsigned and 8 bytes are signed. Writers use 16 bytes only for
    /// values above `Int64.max`, with the high 8 bytes zero; those fit in Int only if small.
    private func integer(_ index: Int, at start: Int, size: Int) throws(PropertyListError) -> Int {
        guard start <= offsetTableStart, size <= offsetTableStart - start else {
            throw corrupt(index, "has a \(size)-byte integer that runs past the offset table")
        }
        switch size {
        case 8:
            return Int(Int64(bitPattern: Self.unsigned(bytes, at: start, size: 8)))
        case 16:
            let high = Self.unsigned(bytes, at: start, size: 8)
            let low = Self.unsigned(bytes, at: start + 8, size: 8)
            guard high == 0, low <= UInt64(Int.max) else {
                throw corrupt(index, "has a 16-byte integer too large for Int")
            }
            return Int(low)
        default:
            return Int(Self.unsigned(bytes, at: start, size: size))
        }
    }

    /// Where the elements of a data, string or container object start and how many there are,
    /// after checking that `count × elementSize` bytes remain before the offset table.
    private func contents(
        _ index: Int, elementSize: Int, kind: String
    ) throws(PropertyListError) -> (start: Int, count: Int) {
        let offset = offsets[index]
        var start = offset + 1
        var count = Int(bytes[offset] & 0x0F)
        if count == 0xF {
            // The count follows the marker as an integer object (marker 0x10...0x13).
            guard start < offsetTableStart else {
                throw corrupt(index, "has no room for its count before the offset table")
            }
            let countMarker = bytes[start]
            guard countMarker >> 4 == 0x1, countMarker & 0x0F <= 3 else {
                let found = Self.hex(countMarker)
                throw corrupt(
                    index, "is followed by \(found) at \(Self.hex(start)), not a count integer")
            }
            let size = 1 << Int(countMarker & 0x0F)
            count = try integer(index, at: start + 1, size: size)
            guard count >= 0 else { throw corrupt(index, "has a negative count \(count)") }
            start += 1 + size
        }
        let (needed, overflow) = count.multipliedReportingOverflow(by: elementSize)
        let available = offsetTableStart - start
        guard !overflow, needed <= available else {
            let size = overflow ? "more than 2^63" : String(needed)
            throw corrupt(
                index,
                "runs past the offset table: its \(kind) of \(count) needs \(size) bytes "
                    + "but \(available) remain")
        }
        return (start, count)
    }

    /// Big-endian UTF-16, rejecting unpaired surrogates. Characters beyond the BMP (such as
    /// the SF Symbols private-use glyphs in plane 16) arrive as surrogate pairs.
    private func utf16String(
        _ index: Int, start: Int, count: Int
    ) throws(PropertyListError) -> String {
        var units = [UInt16]()
        units.reserveCapacity(count)
        for position in stride(from: start, to: start + 2 * count, by: 2) {
            units.append(UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]))
        }
        var position = 0
        while position < count {
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit), position + 1 < count,
                UTF16.isTrailSurrogate(units[position + 1])
            {
                position += 2
            } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
                let surrogate = "\(Self.hex(unit)) at \(Self.hex(start + 2 * position))"
                throw corrupt(index, "is a UTF-16 string with an unpaired surrogate \(surrogate)")
            } else {
                position += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The object index in the reference at byte `position` of container `index`.
    private func reference(from index: Int, at position: Int) throws(PropertyListError) -> Int {
        let target = Self.unsigned(bytes, at: position, size: referenceSize)
        guard target < UInt64(offsets.count) else {
            let last = offsets.count - 1
            throw corrupt(index, "refers to object \(target) but the last object is \(last)")
        }
        return Int(target)
    }

    /// Marks container `index` open on the current path, after checking depth and cycles.
    private mutating func enter(_ index: Int, depth: Int) throws(PropertyListError) {
        guard !inProgress[index] else {
            throw corrupt(index, "contains itself (a reference cycle)")
        }
        guard depth <= BinaryPropertyListReader.maximumDepth else {
            throw corrupt(
                index, "is nested deeper than \(BinaryPropertyListReader.maximumDepth) containers")
        }
        inProgress[index] = true
    }

    private mutating func array(
        _ index: Int, depth: Int
    ) throws(PropertyListError) -> [PropertyListValue] {
        let (start, count) = try contents(index, elementSize: referenceSize, kind: "array")
        try enter(index, depth: depth)
        var elements = [PropertyListValue]()
        elements.reserveCapacity(count)
        var total = 1
        for position in stride(from: start, to: start + count * referenceSize, by: referenceSize) {
            let element = try reference(from: index, at: position)
            elements.append(try value(of: element, depth: depth + 1))
            total = try expand(total, by: element)
        }
        expanded[index] = total
        inProgress[index] = false
        return elements
    }

    /// `total` plus the objects that `object` stands for expanded, checked against
    /// ``ReadingLimits/maximumExpandedObjects`` (shared objects count at every reference).
    private func expand(_ total: Int, by object: Int) throws(PropertyListError) -> Int {
        let sum = total + expanded[object]
        guard sum <= ReadingLimits.maximumExpandedObjects else {
            throw .tooManyObjects(limit: ReadingLimits.maximumExpandedObjects)
        }
        return sum
    }

    /// A dictionary stores `count` key references, then `count` value references; the pairs
    /// keep that file order.
    private mutating func dictionary(
        _ index: Int, depth: Int
    ) throws(PropertyListError) -> PropertyListValue.OrderedPairs {
        let (start, count) = try contents(index, elementSize: 2 * referenceSize, kind: "dictionary")
        try enter(index, depth: depth)
        var keys = [String]()
        var values = [PropertyListValue]()
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        var total = 1
        for pair in 0 ..< count {
            let keyObject = try reference(from: index, at: start + pair * referenceSize)
            let valueObject = try reference(from: index, at: start + (count + pair) * referenceSize)
            guard case .string(let key) = try value(of: keyObject, depth: depth + 1) else {
                let type = cache[keyObject]?.typeName ?? "unknown"
                throw corrupt(
                    index, "has key \(pair) (object \(keyObject)) of type \(type), not string")
            }
            keys.append(key)
            values.append(try value(of: valueObject, depth: depth + 1))
            total = try expand(try expand(total, by: keyObject), by: valueObject)
        }
        expanded[index] = total
        inProgress[index] = false
        return PropertyListValue.OrderedPairs(keys: keys, values: values)
    }
}
