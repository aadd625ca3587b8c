
/// ANSI styling for text output; a no-op when colour is off. Styles are ``StyleMarks``
/// tokens until the document is written.
package struct ANSIStyle {
    package let enabled: Bool

    package init(enabled: Bool) { self.enabled = enabled }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func accent(_ text: String) -> String { wrap(text, "36") }
    package func warning(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? StyleMarks.token(code) + text + StyleMarks.token("0") : text
    }
}
