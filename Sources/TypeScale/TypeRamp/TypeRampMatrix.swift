/// Every text style of a platform at every content size category it has: point sizes and
/// leadings (points), for `type-ramp --size-category all`. No fonts are involved.
public struct TypeRampMatrix: Sendable, Hashable {
    /// One style across the categories.
    public struct Row: Sendable, Hashable {
        /// The text style.
        public let style: TextStyle
        /// The point size at each of ``TypeRampMatrix/categories``, in order.
        public let pointSizes: [Double]
        /// The leading at each category, with the tight or loose delta applied.
        public let leadings: [Double]
    }

    /// The platform.
    public let platform: TypePlatform
    /// The leading variant applied.
    public let leading: LeadingVariant
    /// The platform's categories, smallest first (only Large on macOS and tvOS).
    public let categories: [ContentSizeCategory]
    /// One row per text style, in the HIG's order.
    public let rows: [Row]

    /// The matrix of `platform` with `leading` applied.
    /// - Throws: ``DynamicTypeError/leadingNotPublished(_:platform:)`` for tight or loose on tvOS.
    public init(platform: TypePlatform, leading: LeadingVariant = .standard) throws(DynamicTypeError) {
        let categories = platform.supportedCategories
        var rows = [Row]()
        for style in platform.textStyles {
            var sizes = [Double](), leadings = [Double]()
            for category in categories {
                let cell = try DynamicTypeTable.style(style, platform: platform, category: category)
                sizes.append(cell.pointSize)
                leadings.append(try cell.leading(leading))
            }
            rows.append(Row(style: style, pointSizes: sizes, leadings: leadings))
        }
        self.platform = platform
        self.leading = leading
        self.categories = categories
        self.rows = rows
    }
}
