import CatalogSystem

/// Reads the small subset of YAML that Font Awesome's `categories.yml` uses: block mappings
/// and block sequences by indentation, plain and quoted scalars, `#` comments.
///
/// Anything else (flow collections, anchors, multi-line scalars, tabs for indentation) is an
/// error with its line, never a guess. Values come back as ``PropertyListValue`` strings,
/// arrays and dictionaries.
public enum YAMLSubsetReader {
    /// Why a YAML file could not be read, with its 1-based line.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public let line: Int
        /// What is wrong there, as a phrase.
        public let reason: String
        /// `line N: REASON`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses `text` (a leading byte-order mark ignored): a mapping as
    /// ``PropertyListValue/dictionary(_:)``, a sequence as ``PropertyListValue/array(_:)``,
    /// a scalar as ``PropertyListValue/string(_:)``; a document with no content as an empty
    /// dictionary.
    public static func read(_ text: String) throws(SyntaxError) -> PropertyListValue {
        var lines = [Line]()
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            var content = Substring(raw)
            if content.hasSuffix("\r") { content = content.dropLast() }
            if number == 1, content.hasPrefix("\u{FEFF}") { content = content.dropFirst() }
            let indent = content.prefix { $0 == " " }.count
            let body = stripComment(content.dropFirst(indent))
            if body.isEmpty || body == "---" { continue }
            if content.dropFirst(indent).first == "\t" {
                throw SyntaxError(line: number, reason: "tabs are not allowed for indentation")
            }
            lines.append(Line(number: number, indent: indent, body: body))
        }
        var parser = Parser(lines: lines)
        guard !lines.isEmpty else { return .dictionary(.init()) }
        let value = try parser.parseBlock(indent: lines[0].indent)
        if parser.position < lines.count {
            throw SyntaxError(line: lines[parser.position].number, reason: "unexpected indentation")
        }
        return value
    }

    struct Line {
        let number: Int
        let indent: Int
        let body: Substring
    }

    /// Drops a `#` comment that starts the line or follows a space, outside quotes.
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                if previous == " " || previous == "-" || previous == ":" { quote = character }
            } else if character == "#" && previous == " " {
                return trimTrailing(text[..<index])
            }
            previous = character
        }
        return trimTrailing(text)
    }

    static func trimTrailing(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[..<end]
    }

    struct Parser {
        let lines: [Line]
        var position = 0

        /// A mapping or a sequence whose lines start at `indent`.
        mutating func parseBlock(indent: Int) throws(SyntaxError) -> PropertyListValue {
            let first = lines[position]
            if first.body == "-" || first.body.hasPrefix("- ") {
                return .array(try parseSequence(indent: indent))
            }
            return .dictionary(try parseMapping(indent: indent))
        }

        mutating func parseSequence(indent: Int) throws(SyntaxError) -> [PropertyListValue] {
            var items = [PropertyListValue]()
            while position < lines.count, lines[position].indent == indent {
                let line = lines[position]
                guard line.body == "-" || line.body.hasPrefix("- ") else {
                    throw SyntaxError(line: line.number, reason: "expected '- ' to continue the list")
                }
                position += 1
                let rest = line.body.dropFirst(1).drop { $0 == " " }
                if rest.isEmpty {
                    guard position < lines.count, lines[position].indent > indent else {
                        items.append(.string(""))
                        continue
                    }
                    items.append(try parseBlock(indent: lines[position].indent))
                } else if splitKey(rest) != nil {
                    throw SyntaxError(line: line.number, reason: "mappings inside list items are not supported")
                } else {
                    items.append(.string(try scalar(rest, line: line.number)))
                }
            }
            return items
        }

        mutating func parseMapping(indent: Int) throws(SyntaxError) -> PropertyListValue.OrderedPairs {
            var pairs = PropertyListValue.OrderedPairs()
            while position < lines.count, lines[position].indent == indent {
                let line = lines[position]
                guard let (rawKey, rest) = splitKey(line.body) else {
                    throw SyntaxError(line: line.number, reason: "expected 'key:' in a mapping")
                }
                let key = try scalar(rawKey, line: line.number)
                if pairs[key] != nil {
                    throw SyntaxError(line: line.number, reason: "duplicate key '\(key)'")
                }
                position += 1
                if !rest.isEmpty {
                    pairs.append(key, .string(try scalar(rest, line: line.number)))
                } else if position < lines.count, lines[position].indent > indent
                            || (lines[position].indent == indent && lines[position].body.hasPrefix("- ")) {
                    pairs.append(key, try parseBlock(indent: lines[position].indent))
                } else {
                    pairs.append(key, .string(""))
                }
            }
            if position < lines.count, lines[position].indent > indent {
                throw SyntaxError(line: lines[position].number, reason: "unexpected indentation")
            }
            return pairs
        }

        /// `key: value` or `key:` → (key, value), outside quotes; nil when there is no `: `.
        func splitKey(_ text: Substring) -> (Substring, Substring)? {
            var quote: Character?
            for index in text.indices {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                    continue
                }
                if index == text.startIndex, character == "'" || character == "\"" { quote = character; continue }
                if character == ":" {
                    let next = text.index(after: index)
                    if next == text.endIndex || text[next] == " " {
                        return (text[..<index], text[next...].drop { $0 == " " })
                    }
                }
            }
            return nil
        }

        /// A plain, 'single-quoted' ('' is a quote) or "double-quoted" scalar.
        func scalar(_ text: Substring, line: Int) throws(SyntaxError) -> String {
            guard let first = text.first else { return "" }
            if first == "'" {
                guard text.count >= 2, text.last == "'" else { throw SyntaxError(line: line, reason: "unterminated quoted string") }
                return String(text.dropFirst().dropLast()).replacingEvery("''", with: "'")
            }
            if first == "\"" {
                guard text.count >= 2, text.last == "\"" else { throw SyntaxError(line: line, reason: "unterminated quoted string") }
                return try unescape(text.dropFirst().dropLast(), line: line)
            }
            if "[{&*!|>%@`".contains(first) {
                throw SyntaxError(line: line, reason: "unsupported YAML syntax '\(first)'")
            }
            return String(text)
        }

        func unescape(_ text: Substring, line: Int) throws(SyntaxError) -> String {
            var result = ""
            var escaping = false
            for character in text {
                if escaping {
                    switch character {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "\"", "\\", "/": result.append(character)
                    default: throw SyntaxError(line: line, reason: "unsupported escape '\\\(character)'")
                    }
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}
