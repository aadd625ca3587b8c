/// One name in a folder, as the bytes the file system holds. File names on Linux are bytes,
/// not text: a name that is not UTF-8 has no ``name`` and is shown by its escaped bytes
/// (``shown``), so that it can be reported, and opened or removed by its ``bytes``.
public struct FolderEntry: Sendable, Hashable {
    /// The name's bytes (never `/` or NUL).
    public let bytes: [UInt8]
    /// What the entry is, from the listing (`d_type`; a symbolic link is not followed), or nil
    /// where the file system does not say.
    public let kind: FileKind?

    /// An entry named `bytes` of `kind`.
    public init(bytes: [UInt8], kind: FileKind?) {
        self.bytes = bytes
        self.kind = kind
    }

    /// The name, or nil when its bytes are not UTF-8.
    public var name: String? { String(validating: bytes, as: UTF8.self) }

    /// The name as text: UTF-8 as it is, every other byte as `\xHH` (`r\xE9sum\xE9.swift`).
    public var shown: String { Self.escaped(bytes) }

    /// `bytes` as text, each byte that is not part of valid UTF-8 written `\xHH`.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if index + length <= bytes.count, let scalar = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text += scalar
                index += length
            } else {
                let hex = String(lead, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                index += 1
            }
        }
        return text
    }

    /// Calls `body` with the name as a C string.
    func withCName<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBytes { body($0.bindMemory(to: CChar.self).baseAddress!) }
    }
}
