@testable import SymbolCatalog

/// Cache index files compared as the same index: the same folder and source fingerprints and
/// the same bytes after the key. When the sources were read (the key's last field, which the
/// header's checksum covers too) differs from one build to the next.
enum IndexBytes {
    /// The key and the bytes after it; nil when the file is not an index of this version.
    static func parts(_ bytes: [UInt8]) -> (key: IndexKey, rest: [UInt8])? {
        bytes.withUnsafeBytes { buffer in
            guard let payload = try? IndexFormat.payloadRange(of: buffer) else { return nil }
            var cursor = IndexCursor(buffer, range: payload)
            guard let key = try? cursor.key() else { return nil }
            return (key, Array(bytes[cursor.offset...]))
        }
    }

    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard let a = parts(a), let b = parts(b) else { return false }
        return a.key.sameSources(as: b.key) && a.rest == b.rest
    }
}
