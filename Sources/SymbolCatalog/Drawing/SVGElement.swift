import CatalogFormats

/// One attribute of an ``SVGElement``: `cx="12"`.
public struct SVGAttribute: Sendable, Hashable {
    /// The attribute's name, e.g. `stroke-width`.
    public let name: String
    /// Its value as the package writes it, unescaped, e.g. `2`.
    public let value: String

    /// `name="value"`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One shape of an icon as its package draws it (`<circle cx="12" cy="12" r="10"/>`): a
/// stroked set's own elements, kept with the set (``SVGGrid``) so that its SVG is the package's
/// strokes, not the filled outline of its glyph font.
///
/// Only shapes with their geometry and paint are carried: never a script, link, style, event
/// handler or child element, whatever a data set's file holds; values are escaped where they
/// are written. A data set keeps an element as
/// its ``encoded`` text, `circle cx="12" cy="12" r="10"`: the element's name, then its
/// attributes as SVG writes them, values in double quotes (a value cannot hold one).
public struct SVGElement: Sendable, Hashable {
    /// The shape: one of ``shapes``.
    public let name: String
    /// Its attributes in the package's order, each one of ``geometry`` or ``paint``.
    public let attributes: [SVGAttribute]

    /// The shapes an element may be.
    public static let shapes: Set<String> = ["path", "circle", "ellipse", "line", "polyline", "polygon", "rect"]
    /// The geometry attributes a shape may have.
    public static let geometry: Set<String> = ["d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height",
                                               "x1", "y1", "x2", "y2", "points"]
    /// The paint attributes a shape (or the root of a stroked set, ``SVGGrid/strokeAttributes``) may have.
    public static let paint: Set<String> = ["fill", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
                                            "stroke-linejoin", "stroke-miterlimit", "opacity"]

    /// The shape `name` with `attributes`; a name that is not one of ``shapes``, an attribute
    /// that is neither geometry nor paint, or a value holding `"` or a control character is
    /// refused with the reason.
    public init(name: String, attributes: [SVGAttribute]) throws(SVGElement.Refusal) {
        guard Self.shapes.contains(name) else { throw Refusal(reason: "<\(name)> is not a shape (\(Self.shapes.sorted().joined(separator: ", ")))") }
        try Self.check(attributes, allowed: Self.geometry.union(Self.paint))
        self.name = name
        self.attributes = attributes
    }

    /// Reads ``encoded`` text back: `circle cx="12" cy="12" r="10"`.
    public init(encoded text: String) throws(SVGElement.Refusal) {
        let name = String(text.prefix { $0 != " " })
        try self.init(name: name, attributes: try Self.attributes(encoded: String(text.dropFirst(name.count))))
    }

    /// `circle cx="12" cy="12" r="10"`: how a data set keeps the element.
    public var encoded: String {
        ([name] + attributes.map { "\($0.name)=\"\($0.value)\"" }).joined(separator: " ")
    }

    /// Attributes written as SVG writes them, `fill="none" stroke-width="2"` (spaces between):
    /// the form of ``encoded`` after the name, and of a stroked set's root attributes.
    public static func attributes(encoded text: String) throws(SVGElement.Refusal) -> [SVGAttribute] {
        var result = [SVGAttribute]()
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { return result }
            guard let equals = rest.firstIndex(of: "="), rest[rest.index(after: equals)...].first == "\"" else {
                throw Refusal(reason: "expected name=\"value\" at '\(rest.prefix(20))'")
            }
            let name = rest[..<equals]
            let valueStart = rest.index(equals, offsetBy: 2)
            guard let close = rest[valueStart...].firstIndex(of: "\"") else {
                throw Refusal(reason: "the value of \(name) has no closing quote")
            }
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw Refusal(reason: "'\(name)' is not an attribute name")
            }
            result.append(SVGAttribute(name: String(name), value: String(rest[valueStart..<close])))
            rest = rest[rest.index(after: close)...]
            guard rest.isEmpty || rest.first == " " else { throw Refusal(reason: "expected a space after the value of \(name)") }
        }
    }

    /// Refuses an attribute not in `allowed`, or a value holding `"` or a control character.
    static func check(_ attributes: [SVGAttribute], allowed: Set<String>) throws(SVGElement.Refusal) {
        for attribute in attributes {
            guard allowed.contains(attribute.name) else { throw Refusal(reason: "\(attribute.name) is not a geometry or paint attribute") }
            if attribute.value.unicodeScalars.contains(where: { $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F || !XMLText.isAllowed($0) }) {
                throw Refusal(reason: "the value of \(attribute.name) holds a quote, a control character or one XML cannot hold")
            }
        }
    }

    /// Why an element or its text was refused.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was wrong, for a message that names the file.
        public let reason: String
        /// A refusal for `reason`.
        public init(reason: String) { self.reason = reason }
        /// The reason.
        public var description: String { reason }
    }
}
