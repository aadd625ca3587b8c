/// A model's name as people write it (`iPhone SE (2nd generation)`), with other spellings
/// that name it (`iPhone SE 2`).
public struct DeviceName: Sendable, Hashable {
    /// The name shown.
    public let name: String
    /// Other spellings that resolve to it.
    public let aliases: [String]

    /// `name`, also written as `aliases`.
    init(_ name: String, _ aliases: String...) {
        self.name = name
        self.aliases = aliases
    }

    /// The name and its aliases.
    public var spellings: [String] { [name] + aliases }

    /// The name as a command-line word: `iphone-se-2nd-generation`, `ipad-pro-12-9-inch`.
    public var slug: String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiSlug(name) }
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    /// ``slug`` of an ASCII name, byte by byte (the same letters, digits and hyphens).
    static func asciiSlug(_ name: String) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            default: if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
