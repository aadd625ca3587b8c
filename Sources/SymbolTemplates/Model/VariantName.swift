/// One of the nine weights a template's variants are drawn in, lightest first.
public enum SymbolWeight: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The lightest weight: an interpolation source from template version 3.
    case ultralight = "Ultralight"
    /// Interpolated between Ultralight and Regular (or drawn as its own variant).
    case thin = "Thin"
    /// Interpolated between Ultralight and Regular (or drawn as its own variant).
    case light = "Light"
    /// The weight every template needs (Regular-S or Regular-M), and the middle source.
    case regular = "Regular"
    /// Interpolated between Regular and Black (or drawn as its own variant).
    case medium = "Medium"
    /// Interpolated between Regular and Black (or drawn as its own variant).
    case semibold = "Semibold"
    /// Interpolated between Regular and Black (or drawn as its own variant).
    case bold = "Bold"
    /// Interpolated between Regular and Black (or drawn as its own variant).
    case heavy = "Heavy"
    /// The heaviest weight: an interpolation source from template version 3.
    case black = "Black"

    /// The centre of the weight's column on the 3300×2200 canvas, in template units: the x
    /// of the weight's label in the Notes of every exported template (559.711 for
    /// Ultralight, 296.711 apart).
    public var columnCenter: Double { 559.711 + 296.711 * Double(Self.allCases.firstIndex(of: self)!) }

    /// Lighter first: Ultralight < Thin < … < Black.
    public static func < (lhs: SymbolWeight, rhs: SymbolWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One of the three scales, with Apple's design scale factor.
public enum TemplateScale: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Small (`-S`): drawn at 0.783 of Medium; the scale version 3 templates draw and
    /// Xcode derives the others from.
    case small = "S"
    /// Medium (`-M`): the reference size, the one the margins of versions 1 and 2 surround.
    case medium = "M"
    /// Large (`-L`): drawn at 1.29 of Medium.
    case large = "L"

    /// 0.783 (S), 1 (M), 1.29 (L): Apple's scale factors for designing variants.
    public var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The y of the scale's baseline guide on the SF Symbols app's 3300×2200 canvas: 696,
    /// 1126, 1556.
    public var baseline: Double {
        switch self {
        case .small: 696
        case .medium: 1126
        case .large: 1556
        }
    }

    /// Smaller first: S < M < L.
    public static func < (lhs: TemplateScale, rhs: TemplateScale) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A variant's name, `<weight>-<scale>` (`Regular-S`).
public struct VariantName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The part before the hyphen (`Regular` of `Regular-S`).
    public var weight: SymbolWeight
    /// The part after the hyphen (`S` of `Regular-S`).
    public var scale: TemplateScale

    /// The variant of `weight` at `scale`.
    public init(_ weight: SymbolWeight, _ scale: TemplateScale) {
        self.weight = weight
        self.scale = scale
    }

    /// Parses `Regular-S`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let weight = SymbolWeight(rawValue: String(parts[0])),
              let scale = TemplateScale(rawValue: String(parts[1])) else { return nil }
        self.init(weight, scale)
    }

    /// The name as templates write it in a group's id: `Regular-S`.
    public var description: String { "\(weight.rawValue)-\(scale.rawValue)" }

    /// `Regular-S`: the variant the writer always writes, and one Xcode can draw every
    /// weight and scale from.
    public static let regularSmall = VariantName(.regular, .small)
    /// `Regular-M`: the one variant of version 1 and 2 templates drawn with margins.
    public static let regularMedium = VariantName(.regular, .medium)
    /// The interpolation sources of template version 3 and later, lightest first.
    public static let interpolationSources = [VariantName(.ultralight, .small), .regularSmall, VariantName(.black, .small)]

    /// By scale, then weight: the order the SF Symbols app lists variants (Ultralight-S first).
    public static func < (lhs: VariantName, rhs: VariantName) -> Bool {
        (lhs.scale, lhs.weight) < (rhs.scale, rhs.weight)
    }
}
