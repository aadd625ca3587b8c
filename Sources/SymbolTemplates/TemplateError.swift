/// Why a template or an SVG could not be read or written: one line each, naming the file,
/// element or value.
public enum TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not well-formed XML.
    case malformedXML(line: Int, reason: String)
    /// The document is not an SVG (its root element is named).
    case notSVG(root: String)
    /// An element, attribute or value outside the SVG subset read (``SVGSubset``).
    case unsupported(line: Int, what: String)
    /// Path data that does not parse.
    case badPathData(line: Int, reason: String)
    /// A number, length or transform that does not parse.
    case badValue(line: Int, attribute: String, value: String)
    /// FreeType's stroker could not outline an element's stroke.
    case stroke(line: Int, reason: String)
    /// The SVG has no filled or stroked shape (everything hidden, unpainted or empty).
    case nothingDrawn
    /// A template version this writer does not write.
    case unsupportedVersion(String, supported: [String])
    /// A symbol set folder without a template SVG named in its `Contents.json`.
    case badSymbolSet(path: String, reason: String)
    /// A file could not be read or written.
    case file(path: String, reason: String)

    /// The line of the file at fault, from 1, where the error names one.
    public var line: Int? {
        switch self {
        case .malformedXML(let line, _), .unsupported(let line, _), .badPathData(let line, _), .badValue(let line, _, _),
             .stroke(let line, _): line
        default: nil
        }
    }

    /// One line for stderr, naming the line, element or value at fault.
    public var description: String {
        switch self {
        case .malformedXML(let line, let reason): "line \(line): not well-formed XML: \(reason)"
        case .notSVG(let root): "not an SVG: the root element is <\(root)>"
        case .unsupported(let line, let what): "line \(line): \(what) is not supported (paths and basic shapes, filled or stroked, in groups with transforms, are)"
        case .badPathData(let line, let reason): "line \(line): bad path data: \(reason)"
        case .badValue(let line, let attribute, let value): "line \(line): bad \(attribute) '\(value)'"
        case .stroke(let line, let reason): "line \(line): the stroke could not be outlined: \(reason)"
        case .nothingDrawn: "the SVG draws no shape"
        case .unsupportedVersion(let version, let supported):
            "template version \(version) is not written; expected \(supported.joined(separator: " or "))"
        case .badSymbolSet(let path, let reason): "\(path): \(reason)"
        case .file(let path, let reason): "\(path): \(reason)"
        }
    }
}
