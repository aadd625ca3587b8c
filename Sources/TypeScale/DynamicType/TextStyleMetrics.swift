/// One cell of a platform's text-style table: the weights, point size and leading of a style
/// at a content size category. Sizes and leadings are in points; leading is the full line
/// height (baseline to baseline), not the extra space between lines.
public struct TextStyleMetrics: Hashable, Sendable, CustomStringConvertible {
    /// The text style.
    public let style: TextStyle
    /// The platform whose table this cell comes from.
    public let platform: TypePlatform
    /// The content size category (always ``ContentSizeCategory/large`` on macOS and tvOS).
    public let category: ContentSizeCategory
    /// The style's weight (Regular for most styles; Headline is Semibold on iOS).
    public let weight: FontWeight
    /// The weight of the emphasized variant (HIG "Emphasized" column, e.g. Bold for Title 1).
    public let emphasizedWeight: FontWeight
    /// The font size in points.
    public let pointSize: Double
    /// The standard leading (line height) in points.
    public let leading: Double

    /// Creates a cell from its values.
    public init(
        style: TextStyle, platform: TypePlatform, category: ContentSizeCategory,
        weight: FontWeight, emphasizedWeight: FontWeight, pointSize: Double, leading: Double
    ) {
        self.style = style
        self.platform = platform
        self.category = category
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
        self.pointSize = pointSize
        self.leading = leading
    }

    /// ``emphasizedWeight`` when `emphasized`, else ``weight``.
    public func weight(emphasized: Bool) -> FontWeight {
        emphasized ? emphasizedWeight : weight
    }

    /// The leading in points for `variant`: ``leading`` plus the platform's delta (tight is
    /// 2 pt less on iOS and macOS, 1 pt less on watchOS; loose as much more). Throws
    /// ``DynamicTypeError/leadingNotPublished(_:platform:)`` for tight or loose on tvOS.
    public func leading(_ variant: LeadingVariant) throws(DynamicTypeError) -> Double {
        guard let delta = variant.delta(on: platform) else {
            throw .leadingNotPublished(variant, platform: platform)
        }
        return leading + delta
    }

    /// The tight leading in points, or nil on tvOS (not published).
    public var tightLeading: Double? { try? leading(.tight) }

    /// The loose leading in points, or nil on tvOS (not published).
    public var looseLeading: Double? { try? leading(.loose) }

    /// The HIG tracking for this style's point size in `design` on this platform.
    public func tracking(design: FontDesign = .default) -> Tracking {
        // pointSize is a positive table value, so this cannot throw.
        (try? Tracking.tracking(forPointSize: pointSize, design: design, platform: platform))
            ?? Tracking(pointSize: pointSize, design: design, platform: platform,
                        thousandthsOfEm: 0, points: 0, table: nil, row: nil)
    }

    /// `"iOS Large Body: Regular 17/22 pt (emphasized Semibold)"`.
    public var description: String {
        "\(platform) \(category) \(style): \(weight) "
            + "\(DynamicTypeError.format(pointSize))/\(DynamicTypeError.format(leading)) pt "
            + "(emphasized \(emphasizedWeight))"
    }
}
