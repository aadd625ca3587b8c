/// Swift source as tokens, for reading a `Package.swift` as Swift reads it: the tokens of
/// ``SwiftLexer`` without comments and without the code of interpolations, each string
/// literal one token, so that nothing in a comment or a string is taken for code.
enum SwiftTokens {
    enum Kind: Equatable { case word, punctuation, string }

    struct Token: Equatable {
        let kind: Kind
        /// The word, the punctuation character, or the string's value; nil for a string that
        /// is not plain text (escapes, interpolations, several lines).
        let text: String?
        /// The line it starts on, from 1.
        let line: Int

        /// True for the punctuation character `character`.
        func isPunctuation(_ character: Character) -> Bool { kind == .punctuation && text == String(character) }
    }

    /// The tokens of `text`; a comment or literal that does not end throws (Swift would not
    /// read the file either).
    static func read(_ text: String) throws(SwiftLexer.Unterminated) -> [Token] {
        let result: Result<[Token], SwiftLexer.Unterminated> = Array(text.utf8).withUnsafeBufferPointer { bytes in
            var lexer = SwiftLexer(bytes)
            var tokens = [Token]()
            while let token = lexer.next() {
                if let unterminated = lexer.unterminated { return .failure(unterminated) }
                guard !token.interpolated else { continue }
                switch token.kind {
                case .comment: continue
                case .word: tokens.append(Token(kind: .word, text: Bytes.string(bytes, token.range), line: token.line))
                case .punctuation: tokens.append(Token(kind: .punctuation, text: Bytes.string(bytes, token.range), line: token.line))
                case .string: tokens.append(Token(kind: .string, text: token.plain.map { Bytes.string(bytes, $0) }, line: token.line))
                }
            }
            return lexer.unterminated.map { .failure($0) } ?? .success(tokens)
        }
        return try result.get()
    }
}
