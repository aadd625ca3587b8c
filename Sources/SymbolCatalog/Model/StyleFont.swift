/// The font that draws one style of a data set's symbols (`style_fonts.plist`).
public struct StyleFont: Hashable, Sendable {
    /// Family name, e.g. `Font Awesome 6 Free`.
    public let family: String
    /// Style name within the family, e.g. `Solid`.
    public let style: String
    /// The font file's name, e.g. `fa-solid-900.ttf` (fetched by `Scripts/`, not shipped).
    public let file: String
    /// OpenType weight class, e.g. 900.
    public let weight: Int

    /// The font of `family` and `style` in `file`, of weight class `weight`.
    public init(family: String, style: String, file: String, weight: Int) {
        self.family = family
        self.style = style
        self.file = file
        self.weight = weight
    }
}
