/// Finds the image names of asset lookups in Swift tokens: the first argument of SwiftUI's
/// `Image("name")` (and `Image(decorative:)`), `UIImage(named:)`, `NSImage(named:)` and
/// `UIImage(imageLiteralResourceName:)`, each a plain literal that ends its argument (`,` or
/// `)` follows). `Image(uiImage: UIImage(named: "x"))` is the inner call's. Anything else — a
/// variable, an interpolation, `Image(systemName:)` — is no image name here (symbol names
/// are ``SwiftSourceScanner``'s). Fed every token of a file in order by the scanner.
struct SwiftImageNames {
    private enum State {
        case idle
        /// After a callee word: `Image` (SwiftUI) or `UIImage`/`NSImage` (the platform's).
        case callee(swiftUI: Bool)
        /// After the call's `(`.
        case open(swiftUI: Bool)
        /// After an image-name label, before its `:`.
        case label
        /// After the label's `:`.
        case value
        /// After a plain literal, before the `,` or `)` that ends it.
        case literal(Range<Int>)
    }

    private var state = State.idle
    /// The names found: each literal's content.
    private(set) var names: [Range<Int>] = []

    /// Takes the next token (comments are never given).
    mutating func take(_ token: SwiftLexer.Token, in bytes: UnsafeBufferPointer<UInt8>) {
        let previous = state
        state = .idle
        switch (previous, token.kind) {
        case (.callee(let swiftUI), .punctuation) where token.isPunctuation(UInt8(ascii: "("), in: bytes):
            state = .open(swiftUI: swiftUI)
        case (.open(true), .string), (.value, .string):
            if let content = token.plain { state = .literal(content) }
        case (.open(let swiftUI), .word):
            let isLabel = swiftUI ? token.is("decorative", in: bytes)
                : token.is("named", in: bytes) || token.is("imageLiteralResourceName", in: bytes)
            if isLabel { state = .label }
        case (.label, .punctuation) where token.isPunctuation(UInt8(ascii: ":"), in: bytes):
            state = .value
        case (.literal(let content), .punctuation)
            where token.isPunctuation(UInt8(ascii: ","), in: bytes) || token.isPunctuation(UInt8(ascii: ")"), in: bytes):
            names.append(content)
        default:
            break
        }
        if token.kind == .word {
            if token.is("Image", in: bytes) {
                state = .callee(swiftUI: true)
            } else if token.is("UIImage", in: bytes) || token.is("NSImage", in: bytes) {
                state = .callee(swiftUI: false)
            }
        }
    }
}
