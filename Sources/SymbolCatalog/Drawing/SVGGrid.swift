import CatalogFormats

/// How an open icon set's own SVGs lie over its glyph fonts (`glyph_svg.plist`, written by
/// `catalog import`): the viewBox every icon's SVG shares, one em of the fonts high, and where
/// the fonts' baseline lies in it. A glyph drawn on this grid has the package's viewBox
/// (Font Awesome `0 0 576 512` for `house`, Material Design Icons and Lucide `0 0 24 24`,
/// Phosphor `0 0 256 256`). A stroked set (Lucide) also keeps its strokes as the package ships
/// them (``strokes``), drawn instead of its font's filled outlines.
public struct SVGGrid: Sendable, Equatable {
    /// The file in a data set's folder.
    public static let fileName = "glyph_svg.plist"

    /// The height of every icon's viewBox, in SVG units (each starts at 0 0): one em of the
    /// set's fonts.
    public let viewBoxHeight: Double
    /// The width of every icon's viewBox, in SVG units, when they share one (Material Design
    /// Icons, Phosphor and Lucide; a stroked set must have it); nil where each icon's width is
    /// its glyph's advance (Font Awesome).
    public let viewBoxWidth: Double?
    /// The y of the fonts' baseline in that viewBox, in SVG units from its top (7/8 of the
    /// height: the viewBox bottom sits 1/8 em below the baseline in Font Awesome's fonts and in
    /// those `Scripts/build-icon-fonts.py` builds).
    public let baseline: Double
    /// A stroked set's drawing attributes, on every icon's root (`fill="none"
    /// stroke="currentColor" stroke-width="2" …`); empty for a filled set.
    public let strokeAttributes: [SVGAttribute]
    /// A stroked set's elements of each icon, by name, in the package's order; empty for a
    /// filled set.
    public let strokes: [String: [SVGElement]]

    /// A grid of `viewBoxHeight` SVG units (and `viewBoxWidth`, when every icon has it) with
    /// the baseline at `baseline`; a stroked set's root attributes and elements (each
    /// attribute one of ``SVGElement/paint``).
    public init(viewBoxHeight: Double, viewBoxWidth: Double? = nil, baseline: Double, strokeAttributes: [SVGAttribute] = [],
                strokes: [String: [SVGElement]] = [:]) throws(SVGElement.Refusal) {
        guard viewBoxHeight.isFinite, viewBoxHeight > 0, baseline.isFinite, viewBoxWidth.map({ $0.isFinite && $0 > 0 }) ?? true else {
            throw SVGElement.Refusal(reason: "viewBoxHeight and viewBoxWidth must be positive numbers and baseline a number")
        }
        guard strokeAttributes.isEmpty || viewBoxWidth != nil else {
            throw SVGElement.Refusal(reason: "a stroked set needs viewBoxWidth (its strokes have no glyph to give the width)")
        }
        try SVGElement.check(strokeAttributes, allowed: SVGElement.paint)
        self.viewBoxHeight = viewBoxHeight
        self.viewBoxWidth = viewBoxWidth
        self.baseline = baseline
        self.strokeAttributes = strokeAttributes
        self.strokes = strokes
    }

    /// True for a stroked set: its icons are drawn from ``strokes``.
    public var isStroked: Bool { !strokeAttributes.isEmpty }

    /// The file's contents: `viewBoxHeight`, `viewBoxWidth` (when known), `baseline`, and for a stroked set
    /// `strokeAttributes` (``SVGElement/attributes(encoded:)`` form) and `strokes` (name →
    /// each element's ``SVGElement/encoded`` text).
    public var propertyList: PropertyListValue {
        func number(_ value: Double) -> PropertyListValue {
            value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .real(value)
        }
        var pairs = PropertyListValue.OrderedPairs()
        pairs.append("baseline", number(baseline))
        if isStroked {
            pairs.append("strokeAttributes", .string(strokeAttributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")))
            var icons = PropertyListValue.OrderedPairs()
            for name in strokes.keys.sorted() { icons.append(name, .array(strokes[name]!.map { .string($0.encoded) })) }
            pairs.append("strokes", .dictionary(icons))
        }
        pairs.append("viewBoxHeight", number(viewBoxHeight))
        if let viewBoxWidth { pairs.append("viewBoxWidth", number(viewBoxWidth)) }
        return .dictionary(pairs)
    }

    /// Reads ``propertyList`` back from `file`'s parsed contents.
    init(_ value: PropertyListValue, decoder: MetadataDecoder) throws(DataSetError) {
        let root = try decoder.dictionary(value)
        func number(_ key: String) throws(DataSetError) -> Double {
            try optionalNumber(decoder.required(root, key), key) ?? 0  // a required value is never nil
        }
        func optionalNumber(_ value: PropertyListValue?, _ key: String) throws(DataSetError) -> Double? {
            guard let value else { return nil }
            switch value {
            case .integer(let number): return Double(number)
            case .real(let number): return number
            default: throw decoder.wrongType(value, expected: "a number", at: [key])
            }
        }
        func refused(_ refusal: SVGElement.Refusal, at path: [String]) -> DataSetError {
            .invalidValue(file: decoder.file, keyPath: MetadataDecoder.keyPath(path), reason: refusal.reason)
        }
        var attributes = [SVGAttribute]()
        if let value = root["strokeAttributes"] {
            let text = try decoder.string(value, at: ["strokeAttributes"])
            do { attributes = try SVGElement.attributes(encoded: text) } catch { throw refused(error, at: ["strokeAttributes"]) }
        }
        var strokes = [String: [SVGElement]]()
        if let icons = root["strokes"] {
            let map = try decoder.stringArrayMap(icons, at: ["strokes"])
            strokes.reserveCapacity(map.count)
            for (name, texts) in map {
                var elements = [SVGElement]()
                elements.reserveCapacity(texts.count)
                for (index, text) in texts.enumerated() {
                    do { elements.append(try SVGElement(encoded: text)) } catch { throw refused(error, at: ["strokes", name, String(index)]) }
                }
                strokes[name] = elements
            }
        }
        let (height, width, baseline) = (try number("viewBoxHeight"), try optionalNumber(root["viewBoxWidth"], "viewBoxWidth"),
                                         try number("baseline"))
        do {
            try self.init(viewBoxHeight: height, viewBoxWidth: width, baseline: baseline, strokeAttributes: attributes, strokes: strokes)
        } catch { throw refused(error, at: []) }
    }
}
