/// Paint properties of an element, from its attribute or its `style` declaration (which wins).
enum SVGPaint {
    /// The value of property `name` set on `node` itself, or nil.
    static func value(_ name: String, of node: XMLTree) -> String? {
        if let style = node["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmed == name { return String(parts[1].trimmed) }
            }
        }
        return node[name].map { String(Substring($0).trimmed) }
    }
}

extension Substring {
    /// Without white space at either end.
    var trimmed: Substring {
        drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}
