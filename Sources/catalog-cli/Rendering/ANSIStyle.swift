/// ANSI styling for text output; a no-op when colour is off. Styles are ``StyleMarks``
/// tokens until the document is written.
struct ANSIStyle {
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func accent(_ text: String) -> String { wrap(text, "36") }
    func warning(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? StyleMarks.token(code) + text + StyleMarks.token("0") : text
    }
}
