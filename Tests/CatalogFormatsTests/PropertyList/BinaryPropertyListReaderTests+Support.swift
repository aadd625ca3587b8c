import Foundation
import Testing

@testable import CatalogFormats
import CatalogTestSupport

extension BinaryPropertyListReaderTests {
    /// A value handed to Foundation's binary writer, and the value our reader must return.
    struct RoundTrip: Sendable, CustomTestStringConvertible {
        let name: String
        let makePlist: @Sendable () -> Any
        let expected: PropertyListValue
        var testDescription: String { name }

        init(
            _ name: String, _ plist: @autoclosure @escaping @Sendable () -> Any,
            _ expected: PropertyListValue
        ) {
            self.name = name
            makePlist = plist
            self.expected = expected
        }
    }

    /// Bytes that must be rejected with exactly `error`.
    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let error: PropertyListError
        var testDescription: String { name }

        init(_ name: String, _ bytes: [UInt8], _ error: PropertyListError) {
            self.name = name
            self.bytes = bytes
            self.error = error
        }

        init(_ name: String, _ file: HandBuilt, _ error: PropertyListError) {
            self.init(name, file.bytes, error)
        }
    }

    /// A binary property list assembled from raw object bytes: the magic, the objects in
    /// order (object 0 at offset 8), the offset table, then the trailer. Any trailer field, or
    /// the offsets, can be overridden to corrupt the file.
    struct HandBuilt: Sendable, CustomTestStringConvertible {
        var objects: [[UInt8]]
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: UInt64?
        var topObject: UInt64
        var offsetTableStart: UInt64?
        var offsets: [UInt64]?

        init(
            _ objects: [[UInt8]], offsetSize: Int = 1, referenceSize: Int = 1,
            objectCount: UInt64? = nil, topObject: UInt64 = 0, offsetTableStart: UInt64? = nil,
            offsets: [UInt64]? = nil
        ) {
            self.objects = objects
            self.offsetSize = offsetSize
            self.referenceSize = referenceSize
            self.objectCount = objectCount
            self.topObject = topObject
            self.offsetTableStart = offsetTableStart
            self.offsets = offsets
        }

        var bytes: [UInt8] {
            var bytes = magic
            var actualOffsets: [UInt64] = []
            for object in objects {
                actualOffsets.append(UInt64(bytes.count))
                bytes += object
            }
            let tableStart = UInt64(bytes.count)
            // An offset size of 0 is invalid; still write 1 byte per offset.
            for offset in offsets ?? actualOffsets {
                bytes += bigEndian(offset, size: max(offsetSize, 1))
            }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            bytes += bigEndian(objectCount ?? UInt64(objects.count), size: 8)
            bytes += bigEndian(topObject, size: 8)
            bytes += bigEndian(offsetTableStart ?? tableStart, size: 8)
            return bytes
        }

        var testDescription: String { "\(objects.count) hand-built objects" }
    }

    static let magic = Array("bplist00".utf8)

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0 ..< size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// The error for object 0, which `HandBuilt` always places right after the magic.
    static func object0(_ reason: String) -> PropertyListError {
        .corruptBinary("object 0 at offset 0x8 \(reason)")
    }

    static func tooShort(_ count: Int) -> PropertyListError {
        .corruptBinary(
            "file too short for a binary property list (\(count) bytes; "
                + "the header, one object, its offset and the trailer need 42)")
    }

    static func tableTooLong(_ objects: String, _ need: String) -> PropertyListError {
        .corruptBinary("trailer says \(objects) but the offset table would need \(need)")
    }

    /// `depth` arrays, each holding the next, with 2-byte offsets and references.
    static func nestedArrays(_ depth: Int) -> [UInt8] {
        let objects = (0 ..< depth).map { index in
            index == depth - 1 ? [0xA0] : [0xA1] + bigEndian(UInt64(index + 1), size: 2)
        }
        return HandBuilt(objects, offsetSize: 2, referenceSize: 2).bytes
    }

    static func binary(_ plist: Any) throws -> [UInt8] {
        let data = try PropertyListSerialization.data(
            fromPropertyList: plist, format: .binary, options: 0)
        return [UInt8](data)
    }

    /// `value` with every dictionary's pairs sorted by key, to compare ignoring key order.
    static func sortingKeys(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .array(let elements):
            return .array(elements.map(sortingKeys))
        case .dictionary(let pairs):
            let sorted = zip(pairs.keys, pairs.values).sorted { $0.0 < $1.0 }
            let values = sorted.map { sortingKeys($0.1) }
            return .dictionary(.init(keys: sorted.map(\.0), values: values))
        default:
            return value
        }
    }

    struct UnexpectedFoundationType: Error {
        let typeName: String
    }

    /// Converts a value from `PropertyListSerialization`, with dictionary keys sorted.
    static func value(fromFoundation value: Any) throws -> PropertyListValue {
        switch value {
        case let string as String:
            return .string(string)
        case let date as Date:
            return .date(date)
        case let data as Data:
            return .data([UInt8](data))
        case let number as NSNumber:
            // On Linux a Foundation boolean is an NSNumber whose type is "c" (char).
            switch String(cString: number.objCType) {
            case "c", "B": return .boolean(number.boolValue)
            case "f", "d": return .real(number.doubleValue)
            default: return .integer(number.intValue)
            }
        case let dictionary as [String: Any]:
            let keys = dictionary.keys.sorted()
            let values = try keys.map { try Self.value(fromFoundation: dictionary[$0] as Any) }
            return .dictionary(.init(keys: keys, values: values))
        case let array as [Any]:
            return .array(try array.map { try Self.value(fromFoundation: $0) })
        default:
            throw UnexpectedFoundationType(typeName: String(describing: type(of: value)))
        }
    }

    /// The real SF Symbols metadata in `../shared/sfsymbols` beside the package root, when
    /// present (see `TestPaths`).
    enum RealData {
        static var folder: URL? { TestPaths.sharedSymbols }

        /// Paths, relative to ``folder``, of every file there that starts with `bplist00`.
        static let binaryFiles: [String] = {
            // Resolve a symlinked folder so the enumerator walks its contents.
            guard let folder = folder?.resolvingSymlinksInPath(),
                let walker = FileManager.default.enumerator(atPath: folder.path)
            else { return [] }
            var paths: [String] = []
            while let path = walker.nextObject() as? String {
                let url = folder.appendingPathComponent(path)
                guard let handle = try? FileHandle(forReadingFrom: url) else { continue }
                let head = (try? handle.read(upToCount: 8)) ?? nil
                try? handle.close()
                if let head, BinaryPropertyListReader.isBinaryPropertyList([UInt8](head)) {
                    paths.append(path)
                }
            }
            return paths.sorted()
        }()
    }
}
