/// One of Apple's nine font weights, lightest first. The raw value is the conventional
/// OpenType `usWeightClass` (100 … 900).
///
/// Naming trap: Apple's ``ultraLight`` is the lightest (100) and Apple's ``thin`` is 200, while
/// CSS/OpenType call 100 "Thin" and 200 "Extra Light" (see ``openTypeName``). fontconfig
/// follows the OpenType names: `FC_WEIGHT_THIN` (0) ↔ 100, `FC_WEIGHT_EXTRALIGHT` (40) ↔ 200.
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible, SpelledName {
    /// Apple's Ultralight: 100 (OpenType "Thin").
    case ultraLight = 100
    /// Apple's Thin: 200 (OpenType "Extra Light").
    case thin = 200
    /// Light: 300.
    case light = 300
    /// Regular: 400.
    case regular = 400
    /// Medium: 500.
    case medium = 500
    /// Semibold: 600.
    case semibold = 600
    /// Bold: 700.
    case bold = 700
    /// Heavy: 800 (OpenType "Extra Bold").
    case heavy = 800
    /// Black: 900.
    case black = 900

    /// Lighter weights first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The OpenType `usWeightClass` / CSS `font-weight`: 100 (ultraLight) … 900 (black).
    public var openTypeWeight: Int { rawValue }

    /// Apple's constant name (`UIFont.Weight`, `Font.Weight`): `ultraLight`, `thin` … `black`.
    public var appleName: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// The HIG's spelling in its tables: "Ultralight", "Thin" … "Semibold", "Black".
    public var displayName: String {
        if self == .ultraLight { return "Ultralight" }
        return appleName.prefix(1).uppercased() + appleName.dropFirst()
    }

    /// The CSS/OpenType name of ``openTypeWeight``: "Thin" (100), "Extra Light" (200), "Light",
    /// "Regular", "Medium", "Semi Bold", "Bold", "Extra Bold", "Black".
    public var openTypeName: String {
        switch self {
        case .ultraLight: "Thin"
        case .thin: "Extra Light"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semi Bold"
        case .bold: "Bold"
        case .heavy: "Extra Bold"
        case .black: "Black"
        }
    }

    /// The `UIFont.Weight` / `NSFontWeight` raw value (-0.8 … 0.62; regular is 0). Apple's
    /// headers do not print these; independent re-implementations agree on them.
    public var appleWeightValue: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// fontconfig's `FC_WEIGHT` for ``openTypeWeight`` (`FcWeightFromOpenType`): 0, 40, 50, 80,
    /// 100, 180, 200, 205, 210.
    public var fontconfigWeight: Int {
        Int(Self.fontconfigWeight(openTypeWeight: Double(rawValue))!)
    }

    /// The weight of this OpenType value, or nil unless it is one of 100, 200 … 900.
    public init?(openTypeWeight: Int) {
        self.init(rawValue: openTypeWeight)
    }

    /// The (OpenType weight, `FC_WEIGHT`) anchors of fontconfig's `src/fcweight.c`.
    public static let fontconfigWeightAnchors: [(openType: Double, fontconfig: Double)] = [
        (0, 0), (100, 0), (200, 40), (300, 50), (350, 55), (380, 75), (400, 80),
        (500, 100), (600, 180), (700, 200), (800, 205), (900, 210), (1000, 215),
    ]

    /// fontconfig's `FcWeightFromOpenTypeDouble`: `FC_WEIGHT` for any OpenType weight, linear
    /// between ``fontconfigWeightAnchors``; values above 1000 give 215 (`FC_WEIGHT_EXTRABLACK`);
    /// nil for negative or NaN weights (fontconfig returns -1). A variable font's `wght` range
    /// converts the same way.
    public static func fontconfigWeight(openTypeWeight: Double) -> Double? {
        guard openTypeWeight >= 0 else { return nil }
        let anchors = fontconfigWeightAnchors
        let weight = min(openTypeWeight, anchors[anchors.count - 1].openType)
        var index = 1
        while weight > anchors[index].openType { index += 1 }
        let (x2, y2) = anchors[index]
        if weight == x2 { return y2 }
        let (x1, y1) = anchors[index - 1]
        return y1 + (weight - x1) * (y2 - y1) / (x2 - x1)
    }

    /// The HIG spelling (``displayName``).
    public var description: String { displayName }

    /// The kind of name an unknown weight is reported as.
    public static let nameKind = DynamicTypeError.NameKind.fontWeight

    /// Apple's name (`ultraLight`; `ultra-light` has its key) and the OpenType value (`100`
    /// … `900`). CSS names that differ from Apple's ("Extra Light", "Extra Bold") are not
    /// accepted, because "thin" would then be ambiguous.
    public var spellings: [String] { [appleName, String(rawValue)] }

    /// Apple's name.
    public var canonicalName: String { appleName }
}
