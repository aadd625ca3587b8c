import SymbolCatalog

/// The fonts `Scripts/build-icon-fonts.py` draws from each set's SVGs (one per style), as
/// `style_fonts.plist` names them. The families say "Catalog": they are not the set authors' fonts.
extension IconSet {
    /// One font of the set: the style key (`symbol_styles.plist`'s, or `regular` for a set
    /// without styles), its family, style name, weight (100 … 900) and file name.
    public struct Font: Sendable, Hashable {
        /// The style key the symbols use (`solid`, `thin`, …; `regular` for a set without styles).
        public let key: String
        /// The font's family, e.g. `Catalog Lucide`.
        public let family: String
        /// The style name within the family, e.g. `Solid`.
        public let style: String
        /// The weight class, 100 … 900.
        public let weight: Int

        /// The file: the PostScript name (family and style without spaces) + `.otf`.
        public var file: String { (family + "-" + style).filter { $0 != " " } + ".otf" }
    }

    /// The set's fonts, one per style, in the set's style order.
    public var fonts: [Font] {
        switch self {
        case .fa7:
            [Font(key: "solid", family: "Catalog Font Awesome 7 Free", style: "Solid", weight: 900),
             Font(key: "regular", family: "Catalog Font Awesome 7 Free", style: "Regular", weight: 400),
             Font(key: "brands", family: "Catalog Font Awesome 7 Brands", style: "Regular", weight: 400)]
        case .mdi:
            [Font(key: "regular", family: "Catalog Material Design Icons", style: "Regular", weight: 400)]
        case .phosphor:
            [Font(key: "thin", family: "Catalog Phosphor", style: "Thin", weight: 100),
             Font(key: "light", family: "Catalog Phosphor", style: "Light", weight: 300),
             Font(key: "regular", family: "Catalog Phosphor", style: "Regular", weight: 400),
             Font(key: "bold", family: "Catalog Phosphor", style: "Bold", weight: 700),
             Font(key: "fill", family: "Catalog Phosphor Fill", style: "Regular", weight: 400),
             Font(key: "duotone", family: "Catalog Phosphor Duotone", style: "Regular", weight: 400)]
        case .lucide:
            [Font(key: "regular", family: "Catalog Lucide", style: "Regular", weight: 400)]
        }
    }
}
