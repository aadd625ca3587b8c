/// Which instance of a variable face to open with ``FontFace/init(path:faceIndex:variation:)``.
///
/// FreeType applies the font's variation tables to the chosen instance: `gvar` (outlines),
/// `HVAR` (advance widths) and `MVAR` (OS/2 typo metrics, cap height, x-height, …), so
/// ``FaceMetrics`` read from the face are the instance's.
public enum FaceVariation: Sendable, Hashable {
    /// The default instance: the values stored in the font's tables.
    case `default`
    /// Named instance `index`, counted from 0 in `fvar` order (the order of
    /// ``FontFace/namedInstances``).
    case namedInstance(Int)
    /// Design coordinates by axis tag, in the axes' own units (`["wght": 700, "wdth": 75]`,
    /// `"opsz"` in points). Axes left out keep their default; a value outside an axis's range is
    /// clamped to it, as FreeType and CSS do.
    case designCoordinates([String: Double])
}

/// One variation axis of a variable font (`fvar`), in the axis's design units.
public struct VariationAxis: Sendable, Hashable {
    /// The four-character axis tag: `"wght"`, `"wdth"`, `"opsz"`, `"slnt"`, `"ital"`, or a
    /// private upper-case tag.
    public let tag: String
    /// The axis name from the `name` table (`"Weight"`), or the tag when the font has none.
    public let name: String
    /// The smallest design value.
    public let minimum: Double
    /// The default design value (the one the font's static tables describe).
    public let defaultValue: Double
    /// The largest design value.
    public let maximum: Double
    /// True when the font asks applications not to show this axis (`fvar` flag `HIDDEN_AXIS`).
    public let isHidden: Bool

    /// Creates an axis description.
    public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double, isHidden: Bool = false) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
        self.isHidden = isHidden
    }

    /// `value` limited to `minimum...maximum`.
    public func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimum), maximum)
    }
}

/// A position on one variation axis, in that axis's design units.
public struct DesignCoordinate: Sendable, Hashable {
    /// The axis tag (`"wght"`).
    public let tag: String
    /// The design value (`700`).
    public let value: Double

    /// Creates a coordinate.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}

/// A named instance of a variable font (`fvar`): a style such as "Bold" or "Condensed" at fixed
/// design coordinates.
public struct NamedInstance: Sendable, Hashable {
    /// The instance's position in `fvar`, counted from 0 (pass it to
    /// ``FaceVariation/namedInstance(_:)``).
    public let index: Int
    /// The subfamily name from the `name` table (`"Bold"`), or `nil` when the font has none.
    public let name: String?
    /// The instance's PostScript name from the `name` table, or `nil` when the font gives none.
    public let postScriptName: String?
    /// The instance's design coordinates, one per axis in axis order.
    public let coordinates: [DesignCoordinate]

    /// Creates a named-instance description.
    public init(index: Int, name: String?, postScriptName: String?, coordinates: [DesignCoordinate]) {
        self.index = index
        self.name = name
        self.postScriptName = postScriptName
        self.coordinates = coordinates
    }
}
