import TypeScale

/// A custom symbol template as read: its version, canvas, guides, margins and variants, every
/// position in canvas units (y down) after every transform above it.
public struct SymbolTemplate: Sendable, Hashable {
    /// The path the template was read from, as findings name it.
    public var file: String
    /// The version in the Notes (`3.0` of `Template v.3.0`), or nil when none is written.
    public var version: String?
    /// The canvas's width and height (`width`/`height`, else the `viewBox`), or nil.
    public var canvas: (width: Double, height: Double)?
    /// The baselines and caplines found, by scale.
    public var guides: [TemplateGuide]
    /// How many `H-reference` guides there are.
    public var referenceGlyphCount: Int
    /// The margins found: per variant (version 3 on), or one pair for every variant (versions
    /// 1 and 2, ``TemplateMargins/variant`` nil).
    public var margins: [TemplateMargins]
    /// The variants under `Symbols`, in document order.
    public var variants: [TemplateVariant]
    /// What the reader met that the format does not allow (elements, transforms, ids).
    public var problems: [TemplateProblem]
    /// Whether the `Notes`, `Guides` and `Symbols` groups are there.
    public var hasNotes: Bool, hasGuides: Bool, hasSymbols: Bool

    /// Equal when file, version, canvas, guides, margins, variants and problems are.
    public static func == (lhs: SymbolTemplate, rhs: SymbolTemplate) -> Bool {
        lhs.file == rhs.file && lhs.version == rhs.version && lhs.canvas?.width == rhs.canvas?.width
            && lhs.canvas?.height == rhs.canvas?.height && lhs.guides == rhs.guides && lhs.margins == rhs.margins
            && lhs.variants == rhs.variants && lhs.problems == rhs.problems
    }

    /// Hashes the file, version and variants (enough to tell templates apart).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(version)
        hasher.combine(variants)
    }

    /// The major version number (3 of `3.0`), or nil.
    public var majorVersion: Int? {
        version.flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    /// The variant named `name`, or nil.
    public func variant(_ name: VariantName) -> TemplateVariant? {
        variants.first { $0.name == name }
    }

    /// The guide of `kind` at `scale`, or nil.
    public func guide(_ kind: TemplateGuide.Kind, _ scale: TemplateScale) -> TemplateGuide? {
        guides.first { $0.kind == kind && $0.scale == scale }
    }

    /// The margins that apply to `name`: its own, else the template-wide pair of versions 1
    /// and 2 for `Regular-M` (the variant they were drawn around).
    public func margins(of name: VariantName) -> TemplateMargins? {
        margins.first { $0.variant == name } ?? (name == .regularMedium ? margins.first { $0.variant == nil } : nil)
    }

    /// The scales and weights that have a variant, in order.
    public var scales: [TemplateScale] { TemplateScale.allCases.filter { scale in variants.contains { $0.name.scale == scale } } }
    /// The weights that have a variant, lightest first.
    public var weights: [SymbolWeight] { SymbolWeight.allCases.filter { weight in variants.contains { $0.name.weight == weight } } }
}

/// A baseline or capline guide: a horizontal line under `Guides` whose id names its kind and
/// scale (`Baseline-S`), read at its y.
public struct TemplateGuide: Sendable, Hashable {
    /// Which of a scale's two horizontal guides it is.
    public enum Kind: String, Sendable, Hashable {
        /// `Baseline-S`: where text's baseline lies.
        case baseline = "Baseline"
        /// `Capline-S`: SF Pro's cap height above the baseline.
        case capline = "Capline"
    }
    /// Baseline or capline.
    public var kind: Kind
    /// The scale whose variants it guides (the id's suffix).
    public var scale: TemplateScale
    /// The guide's y on the canvas (every transform above it applied), y down.
    public var y: Double
    /// The line of its element in the file, from 1.
    public var line: Int
    /// The guide's id, `Baseline-S`.
    public var id: String { "\(kind.rawValue)-\(scale.rawValue)" }
}

/// A variant's left and right margins (x on the canvas).
public struct TemplateMargins: Sendable, Hashable {
    /// The variant they belong to; nil for the one pair of versions 1 and 2.
    public var variant: VariantName?
    /// The left margin's x on the canvas (NaN when the template draws none).
    public var left: Double
    /// The right margin's x on the canvas (NaN when the template draws none).
    public var right: Double
    /// The line of the first margin element met, from 1.
    public var line: Int
}

/// One shape of a variant: its outline on the canvas and how it is painted.
public struct TemplateShape: Sendable, Hashable {
    /// The element drawn (`path`, `rect`, …).
    public var element: String
    /// The line of the element in the file, from 1.
    public var line: Int
    /// The outline on the canvas (every transform applied), y down.
    public var elements: [GlyphPath.Element]
    /// Whether a stroke is painted (`stroke` other than `none`).
    public var stroked: Bool
    /// Whether every contour ends where it started or with a close.
    public var closed: Bool
}

/// One variant (`Regular-S`) under `Symbols`.
public struct TemplateVariant: Sendable, Hashable {
    /// The group's id read as a variant name.
    public var name: VariantName
    /// The line of the variant's `<g>` in the file, from 1.
    public var line: Int
    /// The transform from the variant's own coordinates to the canvas (its group's and every
    /// group's above it).
    public var transform: AffineTransform
    /// The shapes drawn in the group and its subgroups, in document order.
    public var shapes: [TemplateShape]

    /// The exact box of every shape on the canvas (y down), or nil when nothing is drawn.
    public var box: GlyphBox? { GlyphGeometry(shapes.flatMap(\.elements)).bounds }

    /// The shapes in the variant's own coordinates: the canvas outline with the group's
    /// transform undone.
    public var localElements: [GlyphPath.Element] {
        guard let inverse = transform.inverted else { return [] }
        return inverse.apply(shapes.flatMap(\.elements))
    }
}

/// Something the reader met that the format does not allow.
public struct TemplateProblem: Sendable, Hashable {
    /// What is not allowed.
    public enum Kind: String, Sendable, Hashable {
        /// An element a variant may not hold.
        case element
        /// A transform other than a translation in a variant.
        case transform
        /// A group under Symbols that is not a variant.
        case unknownVariant
    }
    /// What is not allowed.
    public var kind: Kind
    /// The line of the element met, from 1.
    public var line: Int
    /// What was met, as findings quote it (`<text> in Regular-S`, the transform, the id).
    public var detail: String
}
