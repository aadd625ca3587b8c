/// One XML element as a template needs it: its name, attributes in document order, children
/// and the text directly inside it.
public struct XMLTree: Sendable, Hashable {
    /// The element's name as written (`g`, `path`, `svg:path` keeps its prefix).
    public var name: String
    /// The attributes, entity references resolved, in document order.
    public var attributes: [(name: String, value: String)]
    /// The child elements in document order.
    public var children: [XMLTree]
    /// The character data directly inside the element (not its children's), references resolved.
    public var text: String
    /// The line of the element's start tag, from 1.
    public var line: Int

    /// An element named `name` with its attributes, children, direct text and start line.
    public init(name: String, attributes: [(name: String, value: String)] = [], children: [XMLTree] = [], text: String = "", line: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// The value of attribute `name`, or nil.
    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// The element's name without a namespace prefix.
    public var localName: String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    /// The element's text and every descendant's, in document order.
    public var allText: String {
        children.reduce(text) { $0 + $1.allText }
    }

    /// Equal when name, attributes, text, children and line are.
    public static func == (lhs: XMLTree, rhs: XMLTree) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.children == rhs.children && lhs.line == rhs.line
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    /// Hashes the name, text, children and attributes (what equality compares but the line).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(text)
        hasher.combine(children)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
    }
}
