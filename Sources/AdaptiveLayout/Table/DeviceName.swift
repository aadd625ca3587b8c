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
}
