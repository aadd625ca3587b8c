/// Icons as one SVG sprite: `<svg>` with a `<symbol id="…">` per icon, each the icon's
/// ``DesignDrawing`` (its own viewBox, paint and elements, with its name as the `<title>`), used
/// as `<svg><use href="sprite.svg#fa-solid-house"/></svg>`.
package enum SVGSprite {
    /// The document: one `<symbol>` a line, in the order given.
    package static func document(_ icons: [(id: String, title: String, drawing: DesignDrawing)]) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\n"
            + icons.map { $0.drawing.symbol(id: $0.id, title: $0.title) + "\n" }.joined()
            + "</svg>\n"
    }

    /// An id for each of `names`, in order, that XML accepts as an ID and no other has: the
    /// characters but ASCII letters, digits, `-`, `_` and `.` written as `_`, a `_` before a
    /// first character that is not a letter or `_`, and `-2`, `-3`, … after an id already given.
    package static func ids(_ names: [String]) -> [String] {
        var used = Set<String>(), result = [String]()
        result.reserveCapacity(names.count)
        for name in names {
            var id = String(name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
            if let first = id.unicodeScalars.first, !(first.properties.isAlphabetic || first == "_") { id = "_" + id }
            if id.isEmpty { id = "_" }
            var unique = id, count = 1
            while used.contains(unique) {
                count += 1
                unique = "\(id)-\(count)"
            }
            used.insert(unique)
            result.append(unique)
        }
        return result
    }
}
