/// A platform's text styles at one content size category, each resolved to a real font and
/// measured from that font's metrics at the style's size: what the reference app's Dynamic
/// Type view shows, computed from fonts on this machine.
public struct TypeRamp: Sendable, Hashable {
    /// What a ramp is made for.
    public struct Options: Sendable, Hashable {
        /// The platform whose Dynamic Type table the ramp follows.
        public var platform: TypePlatform
        /// The content size category (Large, the only one on macOS and tvOS, by default).
        public var category: ContentSizeCategory
        /// The design: picks the tracking table (and, through the resolver, the family).
        public var design: FontDesign
        /// The width asked of every style's font.
        public var width: FontWidth
        /// Standard, tight or loose leading.
        public var leading: LeadingVariant
        /// Use each style's emphasized weight.
        public var emphasized: Bool

        /// Creates options; the defaults are iOS, Large, default design, standard width and
        /// leading, not emphasized.
        public init(platform: TypePlatform = .ios, category: ContentSizeCategory = .large, design: FontDesign = .default,
                    width: FontWidth = .standard, leading: LeadingVariant = .standard, emphasized: Bool = false) {
            self.platform = platform
            self.category = category
            self.design = design
            self.width = width
            self.leading = leading
            self.emphasized = emphasized
        }
    }

    /// What the ramp was made for.
    public let options: Options
    /// One row per text style of the platform, in the HIG's order.
    public let rows: [TypeRampRow]

    /// Builds the ramp: each style's weight, size and leading from ``DynamicTypeTable``, its
    /// tracking from ``Tracking``, its font from `resolver` (weight, ``Options/width``, and the
    /// point size for `opsz`) and the font's metrics at that size.
    /// - Throws: ``TypeRampError/dynamicType(_:)`` for a category the platform lacks (macOS
    ///   and tvOS have only Large) or unpublished leading; ``TypeRampError/font(_:)`` when a
    ///   font cannot be resolved or read.
    public init(_ options: Options, resolver: FontResolver) throws(TypeRampError) {
        let cells: [TextStyleMetrics]
        do {
            cells = try DynamicTypeTable.styles(platform: options.platform, category: options.category)
        } catch {
            throw .dynamicType(error)
        }
        var rows = [TypeRampRow]()
        for cell in cells {
            let weight = cell.weight(emphasized: options.emphasized)
            let leading: Double
            do {
                leading = try cell.leading(options.leading)
            } catch {
                throw .dynamicType(error)
            }
            do throws(FontResolutionError) {
                let font = try resolver.resolve(FontRequest(weight: weight, width: options.width, pointSize: cell.pointSize))
                let metrics = try resolver.metrics(for: font)
                // Without SFNT tables, FreeType's face-wide values (from the bounding box).
                let lines: LineMetrics
                if let sfnt = metrics.freeTypeLineMetrics { lines = sfnt } else { lines = try resolver.face(for: font).faceLineMetrics }
                rows.append(TypeRampRow(
                    style: cell.style, weight: weight, pointSize: cell.pointSize, leading: leading,
                    tracking: cell.tracking(design: options.design), font: font,
                    metrics: ScaledLineMetrics(
                        lineMetrics: lines, capHeight: metrics.capHeight.value, xHeight: metrics.xHeight.value,
                        unitsPerEm: metrics.unitsPerEm, pointSize: cell.pointSize, leading: leading)))
            } catch {
                throw .font(error)
            }
        }
        self.options = options
        self.rows = rows
    }

    /// The distinct fonts of the rows, in row order.
    public var fonts: [ResolvedFont] {
        var seen = Set<FontResolver.FaceKey>()
        return rows.map(\.font).filter {
            seen.insert(FontResolver.FaceKey(path: $0.path, faceIndex: $0.faceIndex, variation: $0.variation)).inserted
        }
    }
}
