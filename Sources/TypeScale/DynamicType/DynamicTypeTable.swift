/// Apple's system text-style tables (HIG Typography), looked up by style, platform and
/// content size category, plus UIFontMetrics-style scaling of custom values.
///
/// Sizes and leadings are in points. The data lives in `Generated/` (made by
/// `Scripts/generate-dynamic-type.py` from `../shared/reference/dynamic-type`):
///
/// - iOS/iPadOS: 12 categories × 11 styles; Large Body is 17/22, AX5 Body 53/62.
/// - watchOS: 9 categories × 10 styles (its own category set; see
///   ``TypePlatform/supportedCategories``).
/// - macOS and tvOS: one size per style, filed under ``ContentSizeCategory/large``; asking
///   for another category throws ``DynamicTypeError/categoryNotAvailable(_:platform:)``.
public enum DynamicTypeTable {
    /// The metrics of `style` on `platform` at `category` (Large by default, the one size of
    /// macOS and tvOS).
    ///
    /// Throws ``DynamicTypeError/categoryNotAvailable(_:platform:)`` when the platform has no
    /// such category (checked first), ``DynamicTypeError/styleNotAvailable(_:platform:)`` when
    /// its table has no such style.
    public static func style(
        _ style: TextStyle, platform: TypePlatform = .ios, category: ContentSizeCategory = .large
    ) throws(DynamicTypeError) -> TextStyleMetrics {
        guard platform.supports(category) else {
            throw .categoryNotAvailable(category, platform: platform)
        }
        guard let cell = index[platform]?[Key(category: category, style: style)] else {
            throw .styleNotAvailable(style, platform: platform)
        }
        return cell.metrics(on: platform)
    }

    /// Every style of `platform` at `category`, in the HIG's order.
    public static func styles(
        platform: TypePlatform = .ios, category: ContentSizeCategory = .large
    ) throws(DynamicTypeError) -> [TextStyleMetrics] {
        var result = [TextStyleMetrics]()
        for textStyle in platform.textStyles {
            result.append(try style(textStyle, platform: platform, category: category))
        }
        return result
    }

    /// Scales a layout value the way `UIFontMetrics(forTextStyle:).scaledValue(for:)` does,
    /// approximately: `value` × (size of `style` at `category`) / (size of `style` at `source`).
    ///
    /// `value` is designed for `source` (Large, the standard size, by default), in any unit.
    /// Apple does not publish its scaling function and it is *not* exactly this ratio (at
    /// Medium, Body's `scaledValue(for: 17)` measures 16.333, where the ratio gives 16); this
    /// ratio model is the usual approximation (Flutter, ADUtils). On macOS and tvOS only Large
    /// exists, so the factor is 1.
    ///
    /// Throws ``DynamicTypeError/nonFiniteValue(_:)`` for NaN or infinite values and the
    /// errors of ``style(_:platform:category:)`` for categories or styles the platform lacks.
    public static func scaledValue(
        _ value: Double, for style: TextStyle = .body, from source: ContentSizeCategory = .large,
        to category: ContentSizeCategory, platform: TypePlatform = .ios
    ) throws(DynamicTypeError) -> Double {
        guard value.isFinite else { throw .nonFiniteValue(value) }
        return value * (try scaleFactor(for: style, from: source, to: category, platform: platform))
    }

    /// The factor behind ``scaledValue(_:for:from:to:platform:)``: size at `category` divided
    /// by size at `source` (1 when they are equal).
    public static func scaleFactor(
        for style: TextStyle = .body, from source: ContentSizeCategory = .large,
        to category: ContentSizeCategory, platform: TypePlatform = .ios
    ) throws(DynamicTypeError) -> Double {
        let base = try Self.style(style, platform: platform, category: source)
        let target = try Self.style(style, platform: platform, category: category)
        return target.pointSize / base.pointSize
    }

    // MARK: - Table storage

    /// One generated table row. Sizes and leadings in points.
    struct StyleCell: Sendable {
        let category: ContentSizeCategory
        let style: TextStyle
        let weight: FontWeight
        let size: Double
        let leading: Double
        let emphasizedWeight: FontWeight

        init(
            _ category: ContentSizeCategory, _ style: TextStyle, _ weight: FontWeight,
            _ size: Double, _ leading: Double, _ emphasizedWeight: FontWeight
        ) {
            self.category = category
            self.style = style
            self.weight = weight
            self.size = size
            self.leading = leading
            self.emphasizedWeight = emphasizedWeight
        }

        func metrics(on platform: TypePlatform) -> TextStyleMetrics {
            TextStyleMetrics(
                style: style, platform: platform, category: category, weight: weight,
                emphasizedWeight: emphasizedWeight, pointSize: size, leading: leading)
        }
    }

    struct Key: Hashable, Sendable {
        let category: ContentSizeCategory
        let style: TextStyle
    }

    /// The generated rows of `platform`'s table, in file order.
    static func cells(for platform: TypePlatform) -> [StyleCell] {
        switch platform {
        case .ios: iosCells
        case .macos: macOSCells
        case .watchos: watchOSCells
        case .tvos: tvOSCells
        }
    }

    static let index: [TypePlatform: [Key: StyleCell]] = Dictionary(
        uniqueKeysWithValues: TypePlatform.allCases.map { platform in
            (platform, Dictionary(
                cells(for: platform).map { (Key(category: $0.category, style: $0.style), $0) },
                uniquingKeysWith: { first, _ in first }))
        })

    /// Each platform's categories, in order of first appearance (the tables go smallest first).
    static let supportedCategories: [TypePlatform: [ContentSizeCategory]] = Dictionary(
        uniqueKeysWithValues: TypePlatform.allCases.map { platform in
            (platform, unique(cells(for: platform).map(\.category)))
        })

    /// Each platform's styles, in the order of its table.
    static let textStyles: [TypePlatform: [TextStyle]] = Dictionary(
        uniqueKeysWithValues: TypePlatform.allCases.map { platform in
            (platform, unique(cells(for: platform).map(\.style)))
        })

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
