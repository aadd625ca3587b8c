/// A font width, narrowest first, with its fontconfig and OpenType equivalents.
///
/// Apple's widths are compressed, condensed, standard and expanded (WWDC22; SF Pro Compressed,
/// Condensed, SF Pro, Expanded); Apple has no "extraExpanded" constant. Apple publishes no
/// mapping to `usWidthClass`, so the OpenType classes here are this project's choice:
///
/// | width | `usWidthClass` | % of normal (`wdth`) | `FC_WIDTH` | Apple raw value |
/// |---|---|---|---|---|
/// | compressed | 2 (Extra-condensed) | 62.5 | 63 | -0.3 |
/// | condensed | 3 (Condensed) | 75 | 75 | -0.2 |
/// | standard | 5 (Medium/normal) | 100 | 100 | 0 |
/// | expanded | 7 (Expanded) | 125 | 125 | 0.2 |
/// | extraExpanded | 8 (Extra-expanded) | 150 | 150 | none |
public enum FontWidth: String, CaseIterable, Comparable, Hashable, Sendable,
    CustomStringConvertible, SpelledName
{
    /// Compressed (SF Pro Compressed): `usWidthClass` 2.
    case compressed
    /// Condensed: `usWidthClass` 3.
    case condensed
    /// Standard: `usWidthClass` 5.
    case standard
    /// Expanded: `usWidthClass` 7.
    case expanded
    /// Not an Apple width (no SF Pro face); kept for fonts that have one.
    case extraExpanded

    /// Narrower widths first (by ``openTypeWidthClass``).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.openTypeWidthClass < rhs.openTypeWidthClass
    }

    /// The OpenType `usWidthClass` (1 … 9): 2, 3, 5, 7, 8.
    public var openTypeWidthClass: Int {
        switch self {
        case .compressed: 2
        case .condensed: 3
        case .standard: 5
        case .expanded: 7
        case .extraExpanded: 8
        }
    }

    /// The width as a percentage of normal, which is also the `wdth` axis value of a variable
    /// font: 62.5, 75, 100, 125, 150.
    public var widthPercent: Double {
        switch self {
        case .compressed: 62.5
        case .condensed: 75
        case .standard: 100
        case .expanded: 125
        case .extraExpanded: 150
        }
    }

    /// fontconfig's `FC_WIDTH` constant for ``openTypeWidthClass``: 63, 75, 100, 125, 150.
    /// fontconfig's integer constants round 62.5 to 63 (`FC_WIDTH_EXTRACONDENSED`).
    public var fontconfigWidth: Int {
        switch self {
        case .compressed: 63
        case .condensed: 75
        case .standard: 100
        case .expanded: 125
        case .extraExpanded: 150
        }
    }

    /// The `Font.Width` / `UIFont.Width` / `NSFontWidth` raw value (trait range -1 … 1, 0 is
    /// regular): -0.3, -0.2, 0, 0.2; nil for ``extraExpanded``, which Apple does not define.
    public var appleWidthValue: Double? {
        switch self {
        case .compressed: -0.3
        case .condensed: -0.2
        case .standard: 0
        case .expanded: 0.2
        case .extraExpanded: nil
        }
    }

    /// The SF Pro family of this width ("SF Pro Compressed" … "SF Pro Expanded"), nil for
    /// ``extraExpanded``.
    public var sfProFamilyName: String? {
        switch self {
        case .compressed: "SF Pro Compressed"
        case .condensed: "SF Pro Condensed"
        case .standard: "SF Pro"
        case .expanded: "SF Pro Expanded"
        case .extraExpanded: nil
        }
    }

    /// The width of an OpenType `usWidthClass`, or nil for classes without a width here
    /// (1, 4, 6, 9 and anything outside 1 … 9).
    public init?(openTypeWidthClass: Int) {
        let width = Self.allCases.first { $0.openTypeWidthClass == openTypeWidthClass }
        guard let width else { return nil }
        self = width
    }

    /// The case name (`extraExpanded`).
    public var description: String { rawValue }

    /// The kind of name an unknown width is reported as.
    public static let nameKind = DynamicTypeError.NameKind.fontWidth

    /// The case name (`extra-expanded` and `Extra Expanded` have its key); `normal` for
    /// ``standard``.
    public var spellings: [String] { [rawValue] + (self == .standard ? ["normal"] : []) }

    /// The case name.
    public var canonicalName: String { rawValue }
}
