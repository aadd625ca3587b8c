import Foundation

/// Copies of fixture fonts with table fields overwritten (big-endian, at an offset in the
/// table), for check tests. The table directory is parsed here on its own, not with the
/// reader under test.
enum FontPatcher {
    /// `name` with each (tag, offset in the table, bytes) written, saved in `directory`.
    static func patched(_ path: String, _ edits: [(String, Int, [UInt8])], in directory: URL, as name: String) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        var offsets = [String: Int]()
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            offsets[tag] = bytes[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
        }
        for (tag, offset, value) in edits {
            let start = offsets[tag]! + offset
            bytes.replaceSubrange(start..<(start + value.count), with: value)
        }
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func int16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
}
