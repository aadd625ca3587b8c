/// Reads a metadata file in whichever serialisation its content shows.
///
/// The extension is never trusted: `name_aliases.strings` is a binary plist in
/// CoreGlyphs.bundle but UTF-8 text in the app's `Metadata` folder.
public enum PropertyListReader {
    /// The serialisation of `bytes`, decided from their first bytes.
    public static func format(of bytes: [UInt8]) -> PropertyListFormat {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        if XMLPropertyListReader.looksLikeXML(bytes) { return .xml }
        if let utf8 = try? TextDecoding.utf8Bytes(of: bytes),
           utf8.count != bytes.count, XMLPropertyListReader.looksLikeXML(utf8) {
            return .xml  // UTF-16 XML with a byte-order mark
        }
        return .openStep
    }

    /// Parses `bytes` and tells which serialisation they were in.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> (value: PropertyListValue, format: PropertyListFormat) {
        if bytes.isEmpty { throw .empty }
        switch format(of: bytes) {
        case .binary:
            guard BinaryPropertyListReader.isBinaryPropertyList(bytes) else {
                let magic = String(decoding: bytes.prefix(8), as: UTF8.self)
                throw .corruptBinary("unsupported binary format \"\(magic)\" (only bplist00 is known)")
            }
            return (try BinaryPropertyListReader.read(bytes), .binary)
        case .xml:
            if XMLPropertyListReader.looksLikeXML(bytes) {
                return (try XMLPropertyListReader.read(bytes), .xml)
            }
            return (try XMLPropertyListReader.read(TextDecoding.utf8Bytes(of: bytes)), .xml)
        case .openStep:
            return (try OpenStepPropertyListReader.read(bytes), .openStep)
        }
    }
}
