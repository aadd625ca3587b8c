/// How a name that someone typed maps to a current symbol.
public enum NameResolution: Hashable, Sendable {
    /// The name is a current symbol.
    case current
    /// An old name from `name_aliases` (a rename).
    case renamed(from: String)
    /// A pre-2019 name from `legacy_aliases`.
    case legacy(from: String)
    /// A localized or right-to-left variant of the symbol.
    case variant(Localization)
    /// An old name of a variant (`123.rectangle.ar`, renamed to `numbers.rectangle.ar`).
    case renamedVariant(from: String, Localization)
    /// A right-to-left name whose base name the data set lacks (SF's two
    /// `square.3.layers.3d.down.*.slash.rtl`): shown as a symbol of its own.
    case variantWithoutBase(Localization)
    /// A code point (`U+F004`) or the character itself.
    case codePoint(String)

    /// The name asked for when it was not the current name, else nil.
    public var resolvedFrom: String? {
        switch self {
        case .current: nil
        case .renamed(let name), .legacy(let name): name
        case .variant(let localization): localization.name
        case .renamedVariant(let name, _): name
        case .variantWithoutBase: nil
        case .codePoint(let text): text
        }
    }
}
