import Foundation
import Testing

@testable import CatalogFormats

// Helpers (RoundTrip, HandBuilt, BadInput, RealData, ...) are in
// BinaryPropertyListReaderTests+Support.swift.
@Suite("BinaryPropertyListReader")
struct BinaryPropertyListReaderTests {
    // MARK: Round trips through Foundation's writer

    static let integers = [0, 1, 255, 256, 65_535, 65_536, 3_000_000_000, 1 << 40, -1, -300]
        + [Int.min, Int.max]
    static let dates = [1234.5, -1e9].map(Date.init(timeIntervalSinceReferenceDate:))
    static let keys = (0 ..< 20).map { String(format: "key%02d", $0) }
    static let longText = "caf\u{E9} \u{2019}quoted\u{2019} \u{100202} text"

    static let roundTrips: [RoundTrip] = [
        RoundTrip("ASCII string", "hello", .string("hello")),
        RoundTrip("empty string", "", .string("")),
        RoundTrip("ASCII string over 14 chars", "arrow.up.circle", .string("arrow.up.circle")),
        RoundTrip("U+2019 and U+00A0", "It\u{2019}s\u{00A0}on", .string("It\u{2019}s\u{00A0}on")),
        RoundTrip("plane-16 private use", "\u{100202}", .string("\u{100202}")),
        RoundTrip("non-ASCII over 14 chars", longText, .string(longText)),
        RoundTrip("integers", integers, .array(integers.map { .integer($0) })),
        RoundTrip(
            "reals", [0.0, -2.5, 3.141_592_653_589_793, 1e300, Float(1.5)] as [Any],
            .array([0, -2.5, 3.141_592_653_589_793, 1e300, 1.5].map { .real($0) })),
        RoundTrip("booleans", [true, false], .array([.boolean(true), .boolean(false)])),
        RoundTrip("data", Data([0, 1, 2, 255]), .data([0, 1, 2, 255])),
        RoundTrip("data over 14 bytes", Data(0 ..< 100), .data(Array(0 ..< 100))),
        RoundTrip("dates", dates, .array(dates.map { .date($0) })),
        RoundTrip(
            "empty containers", [[Any](), [String: Any]()] as [Any],
            .array([.array([]), .dictionary(.init())])),
        RoundTrip(
            "nested", ["a": [1, ["b": "c"]], "list": [[Any](), "x"]] as [String: Any],
            .dictionary(.init(keys: ["a", "list"], values: [
                .array([.integer(1), .dictionary(.init(keys: ["b"], values: [.string("c")]))]),
                .array([.array([]), .string("x")]),
            ]))),
        RoundTrip(
            "dictionary over 14 keys", Dictionary(uniqueKeysWithValues: zip(keys, 0 ..< 20)),
            .dictionary(.init(keys: keys, values: (0 ..< 20).map { .integer($0) }))),
        RoundTrip("array over 14 items", Array(0 ..< 20), .array((0 ..< 20).map { .integer($0) })),
        // Foundation writes "2019" once and references it three times.
        RoundTrip(
            "uniqued strings", ["2019", "2019", "2019"],
            .array(Array(repeating: .string("2019"), count: 3))),
    ]

    @Test(arguments: roundTrips)
    func roundTrip(_ trip: RoundTrip) throws {
        let bytes = try Self.binary(trip.makePlist())
        #expect(BinaryPropertyListReader.isBinaryPropertyList(bytes))
        let value = try BinaryPropertyListReader.read(bytes)
        #expect(Self.sortingKeys(value) == Self.sortingKeys(trip.expected))
    }

    // MARK: Hand-built valid files (forms Foundation's writer does not produce)

    static let handBuiltValid: [(HandBuilt, PropertyListValue)] = [
        // A set reads as an array.
        (HandBuilt([[0xC2, 1, 2], [0x51, 0x61], [0x08]]), .array([.string("a"), .boolean(false)])),
        (HandBuilt([[0x81, 0x01, 0x02]]), .integer(258)),  // UID
        (HandBuilt([[0x14] + Array(repeating: 0, count: 14) + [1, 0]]), .integer(256)),
        (HandBuilt([[0x12, 0xFF, 0xFF, 0xFF, 0xFF]]), .integer(4_294_967_295)),  // unsigned
        (HandBuilt([[0x22, 0x3F, 0xC0, 0, 0]]), .real(1.5)),
        // Dictionaries keep file order: "b" before "a".
        (HandBuilt([[0xD2, 1, 2, 3, 4], [0x51, 0x62], [0x51, 0x61], [0x10, 2], [0x10, 1]]),
         .dictionary(.init(keys: ["b", "a"], values: [.integer(2), .integer(1)]))),
        // 3-byte offsets, 2-byte references, a surrogate pair.
        (HandBuilt([[0xA1, 0, 1], [0x62, 0xDB, 0xC0, 0xDE, 0x02]], offsetSize: 3, referenceSize: 2),
         .array([.string("\u{100202}")])),
    ]

    @Test(arguments: handBuiltValid)
    func handBuilt(_ file: HandBuilt, expected: PropertyListValue) throws {
        #expect(try BinaryPropertyListReader.read(file.bytes) == expected)
    }

    // MARK: Bad input, each with its exact error

    @Test(arguments: badInputs)
    func rejects(_ input: BadInput) {
        #expect(throws: input.error) { try BinaryPropertyListReader.read(input.bytes) }
    }

    @Test func acceptsMaximumDepth() throws {
        var value = try BinaryPropertyListReader.read(Self.nestedArrays(64))
        var depth = 1
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        #expect(depth == 64)
    }

    /// Foundation's parser on this toolchain has asked for more than 2 GB on ~70-byte corrupt
    /// files; ours must refuse this one from the trailer alone.
    @Test func trailerClaimingTwoToTheFortyObjectsFailsFast() {
        let bytes = HandBuilt([Array(repeating: 0x08, count: 29)], objectCount: 1 << 40).bytes
        #expect(bytes.count == 70)
        let started = ContinuousClock.now
        #expect(throws: PropertyListError.corruptBinary(
            "trailer says 1099511627776 objects but the offset table would need "
                + "1099511627776 bytes past offset 37 in a 70-byte file")
        ) { try BinaryPropertyListReader.read(bytes) }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    /// A small file with most object kinds, written by Foundation.
    static func sampleFile() throws -> [UInt8] {
        try binary(
            ["name": "\u{100202}", "list": [1, 2.5, true, "2019", "2019"], "data": Data(0 ..< 20)])
    }

    @Test func truncatedFilesThrow() throws {
        let bytes = try Self.sampleFile()
        _ = try BinaryPropertyListReader.read(bytes)
        for length in 0 ..< bytes.count {
            #expect(throws: PropertyListError.self, "truncated to \(length) bytes") {
                try BinaryPropertyListReader.read(Array(bytes[..<length]))
            }
        }
    }

    /// Inverts, one at a time, every trailer byte that carries a value: the offset and
    /// reference sizes, the object count, the top object and the offset table start.
    @Test func flippedTrailerBytesThrow() throws {
        let bytes = try Self.sampleFile()
        for position in bytes.count - 26 ..< bytes.count {
            var flipped = bytes
            flipped[position] ^= 0xFF
            #expect(throws: PropertyListError.self, "byte \(position) inverted") {
                try BinaryPropertyListReader.read(flipped)
            }
        }
    }

    @Test func recognisesMagic() {
        #expect(BinaryPropertyListReader.isBinaryPropertyList(Array("bplist00xyz".utf8)))
        #expect(!BinaryPropertyListReader.isBinaryPropertyList(Array("bplist0".utf8)))
        #expect(!BinaryPropertyListReader.isBinaryPropertyList(Array("bplist01xyz".utf8)))
        #expect(!BinaryPropertyListReader.isBinaryPropertyList(Array("<?xml version".utf8)))
    }

    // MARK: Real SF Symbols files

    // These need ../shared/sfsymbols beside the package root (present in CI) and are skipped,
    // saying so, when it is absent.
    static let realDataAbsent: Comment = "../shared/sfsymbols is absent; real-file test skipped"

    @Test(.enabled(if: RealData.folder != nil, realDataAbsent), arguments: RealData.binaryFiles)
    func matchesFoundation(_ path: String) throws {
        let folder = try #require(RealData.folder)
        let data = try Data(contentsOf: folder.appendingPathComponent(path))
        let foundation = try PropertyListSerialization.propertyList(
            from: data, options: [], format: nil)
        let ours = try BinaryPropertyListReader.read([UInt8](data))
        #expect(try Self.sortingKeys(ours) == Self.value(fromFoundation: foundation))
    }

    @Test(.enabled(if: RealData.folder != nil, realDataAbsent))
    func sf6Figures() throws {
        let folder = try #require(RealData.folder)
            .appendingPathComponent("sf6.0_2024-10_sfsafesymbols-fork")
        func root(_ name: String) throws -> PropertyListValue.OrderedPairs {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            guard case .dictionary(let pairs) = try BinaryPropertyListReader.read(bytes) else {
                Issue.record("\(name): root is not a dictionary")
                return .init()
            }
            return pairs
        }
        let availability = try root("name_availability.plist")
        #expect(availability.keys.sorted() == ["symbols", "year_to_release"])
        guard case .dictionary(let symbols) = availability["symbols"] else {
            Issue.record("symbols is not a dictionary")
            return
        }
        #expect(symbols.count == 8_181)
        #expect(symbols["0.circle"] == .string("2019"))
        #expect(try root("name_aliases.strings").count == 897)
        #expect(try root("symbol_restrictions.strings").count == 503)
        #expect(RealData.binaryFiles.count >= 18)
    }
}

extension BinaryPropertyListReaderTests {
    static let badInputs: [BadInput] = [
        BadInput("empty", [], .empty),
        BadInput("5 bytes", Array("bplis".utf8), tooShort(5)),
        BadInput("header and trailer only", magic + Array(repeating: 0, count: 32), tooShort(40)),
        BadInput(
            "wrong magic", Array("bplist01".utf8) + HandBuilt([[0x08]]).bytes.dropFirst(8),
            .corruptBinary("no bplist00 magic at offset 0")),
        BadInput(
            "XML", Array("<?xml version=\"1.0\"?><plist/>".utf8),
            .corruptBinary("no bplist00 magic at offset 0")),
        BadInput(
            "offset size 0", HandBuilt([[0x08]], offsetSize: 0),
            .corruptBinary("trailer's offset size 0 at 0x10 is not 1 to 8")),
        BadInput(
            "reference size 9", HandBuilt([[0x08]], referenceSize: 9),
            .corruptBinary("trailer's object reference size 9 at 0x11 is not 1 to 8")),
        BadInput(
            "0 objects", HandBuilt([[0x08]], objectCount: 0),
            .corruptBinary("trailer says the file has 0 objects")),
        BadInput(
            "top object = count", HandBuilt([[0x08]], topObject: 1),
            .corruptBinary("trailer's top object 1 is not below its object count 1")),
        BadInput(
            "table in header", HandBuilt([[0x08]], offsetTableStart: 7),
            .corruptBinary("trailer puts the offset table at 0x7, inside the 8-byte header")),
        BadInput(
            "table past the end", HandBuilt([[0xA1, 1], [0x08]], offsetTableStart: 200),
            tableTooLong("2 objects", "2 bytes past offset 200 in a 45-byte file")),
        BadInput(
            "table longer than file", HandBuilt([[0x08]], objectCount: 3),
            tableTooLong("3 objects", "3 bytes past offset 9 in a 42-byte file")),
        BadInput(
            "table size overflows", HandBuilt([[0x08]], offsetSize: 8, objectCount: 1 << 61),
            tableTooLong(
                "2305843009213693952 objects",
                "more than 2^64 bytes past offset 9 in a 49-byte file")),
        BadInput(
            "table end overflows", HandBuilt([[0x08]], objectCount: 2, offsetTableStart: .max - 1),
            tableTooLong(
                "2 objects", "2 bytes past offset 18446744073709551614 in a 42-byte file")),
        BadInput(
            "offset in header", HandBuilt([[0x08]], offsets: [3]),
            .corruptBinary("object 0's offset 0x3 is inside the 8-byte header")),
        BadInput(
            "offset at table", HandBuilt([[0x08]], offsets: [9]),
            .corruptBinary("object 0's offset 0x9 is not before the offset table at 0x9")),
        BadInput(
            "string past table", HandBuilt([[0x55, 0x61, 0x62]]),
            object0(
                "runs past the offset table: its ASCII string of 5 needs 5 bytes but 2 remain")),
        BadInput(
            "huge 0xF count", HandBuilt([[0x5F, 0x13, 0x7F] + Array(repeating: 0xFF, count: 7)]),
            object0(
                "runs past the offset table: its ASCII string of 9223372036854775807 "
                    + "needs 9223372036854775807 bytes but 0 remain")),
        BadInput(
            "UTF-16 size overflows",
            HandBuilt([[0x6F, 0x13, 0x40] + Array(repeating: 0, count: 7)]),
            object0(
                "runs past the offset table: its UTF-16 string of 4611686018427387904 "
                    + "needs more than 2^63 bytes but 0 remain")),
        BadInput(
            "negative 0xF count", HandBuilt([[0xAF, 0x13] + Array(repeating: 0xFF, count: 8)]),
            object0("has a negative count -1")),
        BadInput(
            "0xF count missing", HandBuilt([[0x5F]]),
            object0("has no room for its count before the offset table")),
        BadInput(
            "0xF count not an integer", HandBuilt([[0x5F, 0x08]]),
            object0("is followed by 0x8 at 0x9, not a count integer")),
        BadInput(
            "0xF count truncated", HandBuilt([[0x5F, 0x11, 0x00]]),
            object0("has a 2-byte integer that runs past the offset table")),
        BadInput(
            "real past table", HandBuilt([[0x23, 0, 0]]), object0("runs past the offset table")),
        BadInput("unknown marker 0x70", HandBuilt([[0x70]]), object0("has unknown marker 0x70")),
        BadInput("fill byte", HandBuilt([[0x0F]]), object0("has unknown marker 0xf")),
        BadInput("32-byte integer", HandBuilt([[0x15]]), object0("has unknown marker 0x15")),
        BadInput("null", HandBuilt([[0x00]]), object0("is null, which has no property list value")),
        BadInput(
            "16-byte integer over Int.max", HandBuilt([[0x14, 1] + Array(repeating: 0, count: 15)]),
            object0("has a 16-byte integer too large for Int")),
        BadInput(
            "non-ASCII in ASCII string", HandBuilt([[0x52, 0x61, 0xE9]]),
            object0("is an ASCII string with byte 0xe9 at 0xa")),
        BadInput(
            "lone lead surrogate", HandBuilt([[0x62, 0, 0x61, 0xD8, 0x00]]),
            object0("is a UTF-16 string with an unpaired surrogate 0xd800 at 0xb")),
        BadInput(
            "lone trail surrogate", HandBuilt([[0x61, 0xDC, 0x00]]),
            object0("is a UTF-16 string with an unpaired surrogate 0xdc00 at 0x9")),
        BadInput(
            "self-containing array", HandBuilt([[0xA1, 0x00]]),
            object0("contains itself (a reference cycle)")),
        BadInput(
            "two-array cycle", HandBuilt([[0xA1, 0x01], [0xA1, 0x00]]),
            object0("contains itself (a reference cycle)")),
        BadInput(
            "reference out of range", HandBuilt([[0xA1, 0x05]]),
            object0("refers to object 5 but the last object is 0")),
        BadInput(
            "non-string key", HandBuilt([[0xD1, 1, 2], [0x10, 5], [0x08]]),
            object0("has key 0 (object 1) of type integer, not string")),
        BadInput(
            // Objects of 3 bytes (type byte, 2-byte reference) from offset 8: object 64 at 8 + 3 × 64.
            "65 nested arrays", nestedArrays(65),
            .corruptBinary("object 64 at offset 0xc8 is nested deeper than 64 containers")),
    ]
}
