/// Reads Apple binary property lists (`bplist00`) without Foundation's parser.
///
/// A binary property list is an 8-byte magic, a run of objects, an offset table holding one
/// big-endian offset per object, and a 32-byte trailer that gives the sizes of offsets and
/// object references, the object count, the top object and where the offset table starts.
///
/// Nothing in the file is trusted. The trailer, every offset, reference and length is checked
/// against the file's size with overflow-checked arithmetic before it is used or anything is
/// allocated for it, so a corrupt file throws ``PropertyListError/corruptBinary(_:)`` instead
/// of crashing, hanging or asking for gigabytes. Reference cycles and nesting deeper than
/// ``maximumDepth`` are errors too.
///
/// Each object is decoded once and then shared: the SF Symbols files store a string such as
/// `"2019"` as one object referenced by thousands of dictionary entries.
public enum BinaryPropertyListReader {
    /// The deepest nesting of arrays and dictionaries accepted (the top object is depth 1).
    public static let maximumDepth = ReadingLimits.maximumNesting

    static let magic: [UInt8] = Array("bplist00".utf8)
    static let trailerSize = 32
    /// The magic, one 1-byte object, its 1-byte offset and the trailer.
    static let minimumFileSize = 8 + 1 + 1 + 32

    /// True when `bytes` start with the `bplist00` magic.
    public static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.count >= magic.count && bytes[0 ..< magic.count].elementsEqual(magic)
    }

    /// Parses a whole binary property list.
    ///
    /// - Throws: ``PropertyListError/empty`` for zero bytes, otherwise
    ///   ``PropertyListError/corruptBinary(_:)`` naming the byte offset or object at fault.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        if bytes.isEmpty { throw .empty }
        if bytes.count >= magic.count, !isBinaryPropertyList(bytes) {
            throw .corruptBinary("no bplist00 magic at offset 0")
        }
        guard bytes.count >= minimumFileSize else {
            throw .corruptBinary(
                "file too short for a binary property list (\(bytes.count) bytes; "
                    + "the header, one object, its offset and the trailer need \(minimumFileSize))")
        }
        var parser = try Parser(bytes: bytes)
        return try parser.value(of: parser.topObject, depth: 1)
    }
}

extension BinaryPropertyListReader {
    /// One parse of one file: the validated trailer and offset table, and the objects decoded
    /// so far. Object decoding is in `BinaryPropertyListReader+Objects.swift`.
    struct Parser {
        let bytes: [UInt8]
        let referenceSize: Int
        let topObject: Int
        let offsetTableStart: Int
        /// The offset of each object, every one between the header and the offset table.
        let offsets: [Int]
        /// Decoded objects by index, so an object referenced many times is decoded once.
        var cache: [PropertyListValue?]
        /// Containers being decoded on the current path; meeting one again is a cycle.
        var inProgress: [Bool]
        /// How many objects each decoded object stands for with every reference followed
        /// (0 until decoded): a shared object is stored once but used expanded.
        var expanded: [Int]

        /// Validates the trailer, then reads and checks the whole offset table.
        init(bytes: [UInt8]) throws(PropertyListError) {
            self.bytes = bytes
            let trailer = bytes.count - BinaryPropertyListReader.trailerSize
            // Trailer: 5 unused bytes, a sort version, the offset size, the reference size,
            // then object count, top object and offset table start as 8-byte big-endian.
            let offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
            let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
            let start = Self.unsigned(bytes, at: trailer + 24, size: 8)
            guard (1 ... 8).contains(offsetSize) else {
                throw .corruptBinary(
                    "trailer's offset size \(offsetSize) at \(Self.hex(trailer + 6)) is not 1 to 8")
            }
            guard (1 ... 8).contains(referenceSize) else {
                throw .corruptBinary(
                    "trailer's object reference size \(referenceSize) at \(Self.hex(trailer + 7)) "
                        + "is not 1 to 8")
            }
            guard count >= 1 else { throw .corruptBinary("trailer says the file has 0 objects") }
            guard top < count else {
                throw .corruptBinary(
                    "trailer's top object \(top) is not below its object count \(count)")
            }
            guard start >= 8 else {
                throw .corruptBinary(
                    "trailer puts the offset table at \(Self.hex(start)), inside the 8-byte header")
            }
            let (tableSize, productOverflow) =
                count.multipliedReportingOverflow(by: UInt64(offsetSize))
            let (tableEnd, sumOverflow) = start.addingReportingOverflow(tableSize)
            guard !productOverflow, !sumOverflow, tableEnd <= UInt64(trailer) else {
                let size = productOverflow ? "more than 2^64" : String(tableSize)
                throw .corruptBinary(
                    "trailer says \(count) objects but the offset table would need \(size) bytes "
                        + "past offset \(start) in a \(bytes.count)-byte file")
            }
            // The table fits in the file, so the count, top object and start all fit in Int.
            offsetTableStart = Int(start)
            topObject = Int(top)
            let objectCount = Int(count)
            var offsets = [Int]()
            offsets.reserveCapacity(objectCount)
            for index in 0 ..< objectCount {
                let entry = offsetTableStart + index * offsetSize
                let offset = Self.unsigned(bytes, at: entry, size: offsetSize)
                guard offset >= 8 else {
                    throw .corruptBinary(
                        "object \(index)'s offset \(Self.hex(offset)) is inside the 8-byte header")
                }
                guard offset < start else {
                    throw .corruptBinary(
                        "object \(index)'s offset \(Self.hex(offset)) is not before "
                            + "the offset table at \(Self.hex(start))")
                }
                offsets.append(Int(offset))
            }
            self.offsets = offsets
            cache = Array(repeating: nil, count: objectCount)
            inProgress = Array(repeating: false, count: objectCount)
            expanded = Array(repeating: 0, count: objectCount)
        }

        /// The big-endian unsigned integer of `size` (at most 8) bytes at `start`. The caller
        /// has checked that the bytes exist.
        static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for position in start ..< start + size {
                value = value << 8 | UInt64(bytes[position])
            }
            return value
        }

        /// "0x3f0": the form every error message uses for byte offsets and byte values.
        static func hex(_ value: some BinaryInteger) -> String { "0x" + String(value, radix: 16) }

        /// An error about object `index`, prefixed with its index and offset.
        func corrupt(_ index: Int, _ reason: String) -> PropertyListError {
            .corruptBinary("object \(index) at offset \(Self.hex(offsets[index])) \(reason)")
        }
    }
}
