import Foundation

/// A `$ catalog …` example of README.md or docs/*.md: the command as a shell runs it and the
/// output the page shows, with what it needs to run (markers in an HTML comment just before
/// the fenced block: `<!-- example: needs shared; needs font DejaVu Sans -->`).
///
/// Markers: `skip: REASON` (never run: a Mac, the network); `needs shared` (`../shared/sfsymbols`
/// beside the clone); `needs font FAMILY` (fontconfig lists it); `needs command NAME` (on `PATH`);
/// `file PATH` (the block is not run: its text is a file the page's later examples read, made in
/// the page's work folder); `files from PAGE` (run in a work folder holding the files PAGE
/// declares); `set NAME` beside either (a file of the set NAME, made in a work folder of its own,
/// and an example run there, so that a page can show two projects). Expected output matches line by line; `[..]` in a line matches any text, a line
/// `...` any lines (as trycmd reads them).
struct DocExample: CustomStringConvertible {
    let page: String
    let line: Int
    let command: String
    let expected: [String]
    var needs = [String]()
    var skip: String?
    /// The page whose declared files this example runs among (nil: the package root), and
    /// which set of them ("": the files declared without `set`).
    var filesFrom: String?
    var fileSet = ""

    var description: String { "\(page):\(line): $ \(command)" }

    /// A declared file: its path and text, and the set it belongs to ("": none named).
    struct File {
        let path: String
        let text: String
        var set = ""
    }

    /// The examples and declared files of a Markdown page, in order.
    static func parse(_ text: String, page: String) -> (examples: [DocExample], files: [File]) {
        var examples = [DocExample](), files = [File]()
        let lines = text.components(separatedBy: "\n")
        var index = 0, markers = [String]()
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("<!-- example:"), line.hasSuffix("-->") {
                markers = line.dropFirst("<!-- example:".count).dropLast(3).split(separator: ";")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                index += 1
                continue
            }
            guard line.hasPrefix("```") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { markers = [] }
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if let file = markers.first(where: { $0.hasPrefix("file ") }) {
                let set = markers.first { $0.hasPrefix("set ") }.map { String($0.dropFirst(4)) } ?? ""
                files.append(File(path: String(file.dropFirst(5)), text: body.joined(separator: "\n") + "\n", set: set))
            } else {
                examples += commands(in: body, startingAt: index + 2, page: page, markers: markers)
            }
            markers = []
            index = end + 1
        }
        return (examples, files)
    }

    /// The `$ catalog …` lines of a block with the lines after each (a block with none is not an example).
    private static func commands(in body: [String], startingAt first: Int, page: String, markers: [String]) -> [DocExample] {
        var examples = [DocExample]()
        var position = 0
        while position < body.count {
            guard body[position].hasPrefix("$ ") else { position += 1; continue }
            var next = position + 1
            while next < body.count, !body[next].hasPrefix("$ ") { next += 1 }
            var example = DocExample(page: page, line: first + position, command: String(body[position].dropFirst(2)),
                                     expected: Array(body[(position + 1)..<next]))
            for marker in markers {
                if marker.hasPrefix("skip:") { example.skip = marker.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                if marker.hasPrefix("needs ") { example.needs.append(String(marker.dropFirst(6))) }
                if marker.hasPrefix("files from ") { example.filesFrom = String(marker.dropFirst(11)) }
                if marker.hasPrefix("set ") { example.fileSet = String(marker.dropFirst(4)) }
            }
            if example.command.hasPrefix("catalog ") || example.command == "catalog" || example.skip != nil { examples.append(example) }
            position = next
        }
        return examples
    }

    /// True when `actual` is what `expected` shows: line by line, `[..]` any text within a
    /// line, a line `...` any lines.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            return (0...actual.count).contains { matches(Array(expected.dropFirst()), Array(actual.dropFirst($0))) }
        }
        guard let line = actual.first, lineMatches(first, line) else { return false }
        return matches(Array(expected.dropFirst()), Array(actual.dropFirst()))
    }

    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let parts = pattern.components(separatedBy: "[..]")
        guard parts.count > 1 else { return pattern == line }
        guard line.hasPrefix(parts[0]) else { return false }
        var rest = line.dropFirst(parts[0].count)
        for (offset, part) in parts.dropFirst().enumerated() {
            if offset == parts.count - 2 { return rest.hasSuffix(part) && rest.count >= part.count }
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
