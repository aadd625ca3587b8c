/// Checks a ``SymbolTemplate`` for what Xcode rejects or misplaces.
public enum TemplateChecker {
    /// SF Pro's cap height at 100 points, in template units: the height of every exported
    /// template's `H-reference` glyph and the distance between each scale's baseline and capline.
    public static let capHeight = 70.459
    /// How far a guide may lie from where the SF Symbols app draws it, in template units
    /// (the exports round to six significant digits: 1055.54 for 1055.541).
    public static let guideTolerance = 0.01
    /// How far a shape may reach past its margin, in template units: drawing apps that re-save
    /// a template round positions to 1/100 (NetNewsWire's version 1 template reaches 0.04 past).
    public static let marginTolerance = 0.05
    /// How far a variant's box may be centred from the middle of its cap height, as a
    /// fraction of the cap height at its scale, before it counts as off the baseline.
    public static let centringTolerance = 0.25

    /// Every finding of `template`, in a fixed order.
    public static func check(_ template: SymbolTemplate) -> [TemplateFinding] {
        var findings = [TemplateFinding]()
        func add(_ rule: TemplateFinding.Rule, line: Int = 1, _ message: String) {
            findings.append(TemplateFinding(rule: rule, file: template.file, line: line, message: message))
        }
        if template.version == nil { add(.noTemplateVersion, "no 'Template v.N' text in the Notes; Xcode cannot read the file") }
        for (present, name) in [(template.hasNotes, "Notes"), (template.hasGuides, "Guides"), (template.hasSymbols, "Symbols")] where !present {
            add(.missingGroup, "no <g id=\"\(name)\"> group")
        }
        if !template.hasAppCanvas, let canvas = template.canvas {
            add(.canvasSize, "canvas is \(format(canvas.width))×\(format(canvas.height)), not the SF Symbols app's 3300×2200; its guides are checked against each other")
        }
        if template.hasSymbols, template.variant(.regularSmall) == nil, template.variant(.regularMedium) == nil {
            add(.noRegularSource, "no Regular-S or Regular-M variant: Xcode needs one to draw the symbol")
        }
        checkGuides(template, add)
        checkInterpolation(template, add)
        for problem in template.problems {
            switch problem.kind {
            case .element: add(.disallowedElement, line: problem.line, "\(problem.detail): a variant holds only paths and basic shapes")
            case .transform: add(.disallowedTransform, line: problem.line, "\(problem.detail): variants are placed by translation alone")
            case .unknownVariant: add(.unknownVariant, line: problem.line, "group '\(problem.detail)' under Symbols is not a variant name such as Regular-S")
            }
        }
        for variant in template.variants { checkVariant(variant, template, add) }
        return findings
    }

    /// Missing guides, then moved ones. On the SF Symbols app's canvas each guide belongs
    /// where the app draws it; on another canvas (SwiftDraw's 800×600 has its baselines at
    /// 146, 346 and 546, its caplines 70 above), the guides are measured against each other:
    /// every scale's capline the template's cap height above its baseline, each scale below
    /// the one before.
    private static func checkGuides(_ template: SymbolTemplate, _ add: (TemplateFinding.Rule, Int, String) -> Void) {
        guard template.hasGuides else { return }
        for scale in TemplateScale.allCases {
            for kind in [TemplateGuide.Kind.baseline, .capline] where template.guide(kind, scale) == nil {
                add(.missingGuide, 1, "no \(kind.rawValue)-\(scale.rawValue) guide")
            }
        }
        if template.hasAppCanvas {
            for scale in TemplateScale.allCases {
                for kind in [TemplateGuide.Kind.baseline, .capline] {
                    guard let guide = template.guide(kind, scale) else { continue }
                    let expected = kind == .baseline ? scale.baseline : scale.baseline - capHeight
                    if abs(guide.y - expected) > guideTolerance {
                        add(.guideMoved, guide.line, "\(guide.id) is at y \(format(guide.y)), not \(format(expected))")
                    }
                }
            }
            return
        }
        let own = template.capHeight
        let tolerance = guideTolerance * own / capHeight
        var previous: TemplateGuide?
        for scale in TemplateScale.allCases {
            guard let baseline = template.guide(.baseline, scale), let capline = template.guide(.capline, scale) else { continue }
            let height = baseline.y - capline.y
            if abs(height - own) > tolerance {
                add(.guideMoved, capline.line,
                    "\(capline.id) is \(format(height)) above \(baseline.id), not \(format(own)) as the other scales' caplines")
            }
            if let previous, capline.y <= previous.y {
                add(.guideMoved, capline.line, "\(capline.id) at y \(format(capline.y)) is not below \(previous.id) at y \(format(previous.y))")
            }
            previous = baseline
        }
    }

    private static func checkInterpolation(_ template: SymbolTemplate, _ add: (TemplateFinding.Rule, Int, String) -> Void) {
        let sources = VariantName.interpolationSources.compactMap(template.variant)
        // Without Regular-S there is nothing to interpolate from (no-regular-source, or Regular-M alone).
        guard template.variant(.regularSmall) != nil, sources.count > 1, (template.majorVersion ?? 3) >= 3 else { return }
        guard sources.count == 3 else {
            let missing = VariantName.interpolationSources.filter { template.variant($0) == nil }.map(\.description)
            add(.missingSources, sources[0].line, "interpolation needs Ultralight-S, Regular-S and Black-S; \(missing.joined(separator: " and ")) missing")
            return
        }
        for source in sources where source.shapes.contains(where: \.stroked) {
            add(.notInterpolatable, source.line, "\(source.name) has stroked shapes; interpolation sources must be paths")
        }
        let regular = sources[1]
        for other in [sources[0], sources[2]] {
            if let reason = PointCompatibility.difference(regular.shapes.map(\.elements), other.shapes.map(\.elements),
                                                         names: (regular.name.description, other.name.description)) {
                add(.notInterpolatable, other.line, "\(other.name) is not point-compatible with Regular-S: \(reason)")
            }
        }
    }

    private static func checkVariant(_ variant: TemplateVariant, _ template: SymbolTemplate,
                                     _ add: (TemplateFinding.Rule, Int, String) -> Void) {
        for shape in variant.shapes {
            if !shape.closed { add(.openPath, shape.line, "an open <\(shape.element)> in \(variant.name): every shape needs a closed fill area") }
            if shape.stroked { add(.strokedShape, shape.line, "a stroked <\(shape.element)> in \(variant.name): convert strokes to outlines") }
        }
        guard let box = variant.box else {
            add(.emptyVariant, variant.line, "\(variant.name) draws nothing")
            return
        }
        if let margins = template.margins(of: variant.name), margins.left.isFinite, margins.right.isFinite {
            if box.xMin < margins.left - marginTolerance || box.xMax > margins.right + marginTolerance {
                add(.outsideMargins, variant.line,
                    "\(variant.name) spans x \(format(box.xMin))–\(format(box.xMax)), past its margins \(format(margins.left))–\(format(margins.right))")
            }
        }
        // Against the template's own cap height: SwiftDraw's is 70, the app's 70.459.
        let capHeight = template.capHeight
        let middle = template.baseline(variant.name.scale) - capHeight / 2
        let allowed = centringTolerance * capHeight * variant.name.scale.factor
        let boxMiddle = (box.yMin + box.yMax) / 2
        if abs(boxMiddle - middle) > allowed {
            add(.offBaseline, variant.line,
                "\(variant.name) is centred at y \(format(boxMiddle)), \(format(abs(boxMiddle - middle))) from the middle of its cap height (\(format(middle)))")
        }
    }

    /// A number as findings write it: at most 3 decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
