// The `output` target's markup half: the same name through HTMLText (attribute values, text),
// MarkdownText (running text, code spans) and XMLText (content, attribute values). Traps when
// HTML or XML holds a raw `<`, `>`, quote (in a value) or carriage return, or an `&` that starts
// no escape of the escaper's; when XML holds a character XML 1.0 cannot hold, or refuses one
// it can; when Markdown holds a line break, a character CommonMark or GitHub reads as markup
// without its backslash, `://` or `www.`; or when any of them, read back by the format's rules
// (the harness's own readers), is not the name.
import CatalogFormats

func checkMarkup(_ name: String) {
    let scalars = Array(name.unicodeScalars)
    // HTML: U+0000 is read as U+FFFD.
    let htmlValue = scalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }
    let attribute = HTMLText.attributeValue(name)
    check(!attribute.unicodeScalars.contains { "<>\"'\r\0".unicodeScalars.contains($0) }, "raw markup in an HTML attribute: \(attribute.debugDescription)")
    check(readReferences(attribute, html: true) == htmlValue, "HTML attribute does not read back: \(attribute.debugDescription)")
    let text = HTMLText.text(name)
    check(!text.unicodeScalars.contains { "<>\r\0".unicodeScalars.contains($0) }, "raw markup in HTML text: \(text.debugDescription)")
    check(readReferences(text, html: true) == htmlValue, "HTML text does not read back: \(text.debugDescription)")

    let refused = scalars.first { !XMLText.isAllowed($0) }
    for attributeContext in [false, true] {
        do {
            let xml = attributeContext ? try XMLText.attributeValue(name) : try XMLText.content(name)
            check(refused == nil, "XML holds \(refused.map { String($0.value, radix: 16) } ?? ""): \(xml.debugDescription)")
            let raw = attributeContext ? "<>\"'\r\t\n" : "<>\r"
            check(!xml.unicodeScalars.contains { raw.unicodeScalars.contains($0) || !XMLText.isAllowed($0) }, "raw markup in XML: \(xml.debugDescription)")
            check(readReferences(xml, html: false) == scalars, "XML does not read back: \(xml.debugDescription)")
        } catch {
            check(error.character == refused && error.text == name, "XML refused \(error.codePoint), not the first it cannot hold")
        }
    }

    let markdown = MarkdownText.inline(name)
    checkMarkdown(markdown)
    check(readMarkdown(markdown) == scalars, "Markdown does not read back: \(markdown.debugDescription)")
    checkCodeSpan(name)
}

/// Text with the references the escapers write (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`,
/// `&#13;` and, in XML, `&#9;`, `&#10;`) read; nil at an `&` that starts none of them.
func readReferences(_ text: String, html: Bool) -> [Unicode.Scalar]? {
    let references: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'", "#13": "\r"]
        .merging(html ? [:] : ["#9": "\t", "#10": "\n"]) { first, _ in first }
    var value = [Unicode.Scalar](), index = text.unicodeScalars.startIndex
    let view = text.unicodeScalars
    while index < view.endIndex {
        let scalar = view[index]
        index = view.index(after: index)
        guard scalar == "&" else { value.append(scalar); continue }
        guard let end = view[index...].firstIndex(of: ";"), let decoded = references[String(view[index..<end])] else { return nil }
        value.append(decoded)
        index = view.index(after: end)
    }
    return value
}

/// Traps on a character CommonMark or GitHub reads as markup that has no backslash before it.
func checkMarkdown(_ markdown: String) {
    let scalars = Array(markdown.unicodeScalars)
    check(!scalars.contains("\n") && !scalars.contains("\r"), "line break in Markdown: \(markdown.debugDescription)")
    check(scalars.first != " " && scalars.first != "\t", "leading white space in Markdown: \(markdown.debugDescription)")
    var index = 0, escaped = Set<Int>()
    while index < scalars.count {
        if scalars[index] == "\\" && index + 1 < scalars.count {
            escaped.insert(index + 1)
            index += 2
            continue
        }
        let scalar = scalars[index]
        if scalar == "&" {
            // Only the escaper's references (compared by scalar: a combining mark may follow),
            // skipped whole (their `#` is no heading).
            let reference = ["&#10;", "&#13;", "&#32;", "&#9;"].first { scalars[index...].starts(with: $0.unicodeScalars) }
            check(reference != nil, "unescaped & in Markdown: \(markdown.debugDescription)")
            index += reference?.unicodeScalars.count ?? 1
            continue
        }
        check(!"\\`*[]<>|~$#".unicodeScalars.contains(scalar), "unescaped \(scalar) in Markdown: \(markdown.debugDescription)")
        index += 1
    }
    if let first = scalars.first { check(!"-+=".unicodeScalars.contains(first), "unescaped \(first) at the start: \(markdown.debugDescription)") }
    // By scalar, escaped ones hidden: `://` and `www.` (any case) must not be there.
    let unescaped: [Unicode.Scalar] = scalars.enumerated().map {
        escaped.contains($0.offset) ? "\u{1}" : ("A"..."Z").contains($0.element) ? Unicode.Scalar($0.element.value + 32)! : $0.element
    }
    for pattern in ["://", "www."].map({ Array($0.unicodeScalars) }) where unescaped.count >= pattern.count {
        check(!(0...(unescaped.count - pattern.count)).contains { unescaped[$0..<($0 + pattern.count)].elementsEqual(pattern) },
              "an autolink in Markdown: \(markdown.debugDescription)")
    }
}

/// Markdown running text read back: backslash escapes and the escaper's references undone.
func readMarkdown(_ markdown: String) -> [Unicode.Scalar]? {
    var value = [Unicode.Scalar](), index = 0
    let scalars = Array(markdown.unicodeScalars)
    let references: [String: Unicode.Scalar] = ["&#10;": "\n", "&#13;": "\r", "&#32;": " ", "&#9;": "\t"]
    let punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars
    while index < scalars.count {
        if scalars[index] == "\\", index + 1 < scalars.count, punctuation.contains(scalars[index + 1]) {
            value.append(scalars[index + 1])
            index += 2
        } else if scalars[index] == "&", let reference = references.first(where: { scalars[index...].starts(with: $0.key.unicodeScalars) }) {
            value.append(reference.value)
            index += reference.key.unicodeScalars.count
        } else {
            value.append(scalars[index])
            index += 1
        }
    }
    return value
}

/// A code span: one fence each side, no run of its length inside, no line break; its content,
/// with one space stripped from each end when both are spaces, is the name with its line
/// endings as spaces.
func checkCodeSpan(_ name: String) {
    let span = Array(MarkdownText.code(name).unicodeScalars)
    guard !name.isEmpty else { return check(span.isEmpty, "code span of nothing") }
    let fence = span.prefix { $0 == "`" }.count
    check(fence > 0 && span.count > 2 * fence && span.suffix(fence).allSatisfy { $0 == "`" }, "code span fences: \(span)")
    var content = Array(span.dropFirst(fence).dropLast(fence))
    check(!content.contains("\n") && !content.contains("\r"), "line break in a code span")
    var run = 0
    for scalar in content {
        run = scalar == "`" ? run + 1 : 0
        check(run < fence, "a backtick run as long as the fence inside a code span")
    }
    if content.first == " " && content.last == " " && content.contains(where: { $0 != " " }) { content = Array(content.dropFirst().dropLast()) }
    let expected = Array(name.replacingEvery("\r\n", with: " ").unicodeScalars.map { $0 == "\r" || $0 == "\n" ? " " : $0 })
    check(content == expected, "code span does not read back")
}
