/// One of the nine weights a template's variants are drawn in, lightest first.
public enum SymbolWeight: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Light.
    /// Medium.
    /// Regular.
    /// Thin.
    /// Ultralight.
    case ultralight = "Ultralight", thin = "Thin", light = "Light", regular = "Regular", medium = "Medium"
    /// Black.
    /// Bold.
    /// Heavy.
    /// Semibold.
    case semibold = "Semibold", bold = "Bold", heavy = "Heavy", black = "Black"

    /// The centre of the weight's column on the 3300×2200 canvas, in template units: the x
    /// of the weight's label in the Notes of every exported template (559.711 for
    /// Ultralight, 296.711 apart).
    public var columnCenter: Double { 559.711 + 296.711 * Double(Self.allCases.firstIndex(of: self)!) }

    /// The <.
    public static func < (lhs: SymbolWeight, rhs: SymbolWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One of the three scales, with Apple's design scale factor.
public enum TemplateScale: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Large.
    /// Medium.
    /// Small.
    case small = "S", medium = "M", large = "L"

    /// 0.783 (S), 1 (M), 1.29 (L): Apple's scale factors for designing variants.
    public var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The y of the scale's baseline guide on the canvas: 696, 1126, 1556.
    public var baseline: Double {
        switch self {
        case .small: 696
        case .medium: 1126
        case .large: 1556
        }
    }

    /// The <.
    public static func < (lhs: TemplateScale, rhs: TemplateScale) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A variant's name, `<weight>-<scale>` (`Regular-S`).
public struct VariantName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight.
    public var weight: SymbolWeight
    /// The scale.
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

    /// The text shown for it.
    public var description: String { "\(weight.rawValue)-\(scale.rawValue)" }

    /// The regular small.
    public static let regularSmall = VariantName(.regular, .small)
    /// The regular medium.
    public static let regularMedium = VariantName(.regular, .medium)
    /// The interpolation sources of template version 3 and later, lightest first.
    public static let interpolationSources = [VariantName(.ultralight, .small), .regularSmall, VariantName(.black, .small)]

    /// The <.
    public static func < (lhs: VariantName, rhs: VariantName) -> Bool {
        (lhs.scale, lhs.weight) < (rhs.scale, rhs.weight)
    }
}
