import SymbolCatalog

/// What lint reads of a `Package.swift`, read as Swift (``SwiftTokens``: comments and strings
/// are never code): the package's `name:` and its `platforms:` argument, a list of
/// `.iOS(.v18_2)`, `.macOS("13.5")`, `.visionOS(.v1)`. Mac Catalyst, DriverKit and custom
/// platforms have no symbol table of their own and are passed over. A `platforms:` that is
/// not such a list (a variable, a version that is not a literal) cannot be read, and says so:
/// the deployment targets are never guessed.
struct PackageManifest {
    /// Why the manifest's platforms cannot be read, and the line where.
    struct Unreadable: Error, Equatable {
        let line: Int
        let reason: String
    }

    /// The package's name (`Package(name: "Core"`), or nil.
    let name: String?
    /// The deployment targets of `platforms:`, in the order written; nil when the package has
    /// no `platforms:` argument.
    let platforms: [(platform: Platform, version: OSVersion)]?

    static let platformNames: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS]

    init(_ text: String) throws(Unreadable) {
        let tokens: [SwiftTokens.Token]
        do { tokens = try SwiftTokens.read(text) } catch { throw Unreadable(line: error.line, reason: "the \(error.what) does not end") }
        var name: String?, platforms: [(Platform, OSVersion)]?
        for index in tokens.indices where tokens[index].kind == .word && index + 2 < tokens.count && tokens[index + 1].isPunctuation(":") {
            // An argument label follows `(` or `,`; `let platforms: […]` declares a variable.
            guard index > 0, tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",") else { continue }
            if tokens[index].text == "name", name == nil, index >= 2, tokens[index - 2].text == "Package", tokens[index + 2].kind == .string {
                name = tokens[index + 2].text.flatMap { $0.isEmpty ? nil : $0 }
            } else if tokens[index].text == "platforms", platforms == nil {
                platforms = try Self.platforms(tokens, from: index + 2)
            }
        }
        self.name = name
        self.platforms = platforms
    }

    /// The list of platforms starting at `start` (its `[`).
    private static func platforms(_ tokens: [SwiftTokens.Token], from start: Int) throws(Unreadable) -> [(Platform, OSVersion)] {
        var index = start
        func token(_ offset: Int) -> SwiftTokens.Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
        guard let open = token(0), open.isPunctuation("[") else {
            throw Unreadable(line: tokens[start].line, reason: "'\(shown(tokens[start]))' is not a list of platforms")
        }
        index += 1
        var result = [(Platform, OSVersion)]()
        while let next = token(0), !next.isPunctuation("]") {
            guard next.isPunctuation("."), let word = token(1), word.kind == .word, let name = word.text, token(2)?.isPunctuation("(") == true else {
                throw Unreadable(line: next.line, reason: "'\(shown(next))' is not a platform such as .iOS(.v17)")
            }
            index += 3
            if let platform = platformNames[name] {
                guard let version = version(token(0), token(1)), let close = token(version.tokens), close.isPunctuation(")") else {
                    throw Unreadable(line: word.line, reason: "the version of .\(name) is not a literal such as .v17 or \"17.0\"")
                }
                result.append((platform, version.value))
                index += version.tokens + 1
            } else {
                // Another platform (.macCatalyst, .driverKit, .custom(…)): its arguments skipped.
                var depth = 1
                while depth > 0, let inside = token(0) {
                    if inside.isPunctuation("(") { depth += 1 } else if inside.isPunctuation(")") { depth -= 1 }
                    index += 1
                }
            }
            if token(0)?.isPunctuation(",") == true { index += 1 } else if token(0)?.isPunctuation("]") != true {
                throw Unreadable(line: word.line, reason: "the list of platforms does not end after .\(name)")
            }
        }
        guard let close = token(0) else { throw Unreadable(line: open.line, reason: "the list of platforms does not end") }
        // `[…] + more` is not only the list read here.
        if let after = token(1), !after.isPunctuation(","), !after.isPunctuation(")") {
            throw Unreadable(line: close.line, reason: "'\(shown(after))' follows the list of platforms")
        }
        return result
    }

    /// `.v18_2` (18.2), `.v16` (16.0) or `"18.2"`, and how many tokens it took; nil otherwise.
    private static func version(_ first: SwiftTokens.Token?, _ second: SwiftTokens.Token?) -> (value: OSVersion, tokens: Int)? {
        if let first, first.kind == .string, let text = first.text, let version = OSVersion(text) { return (version, 1) }
        guard let first, first.isPunctuation("."), let second, second.kind == .word, let word = second.text, word.hasPrefix("v") else { return nil }
        let dotted = String(word.dropFirst().map { $0 == "_" ? "." : $0 })
        return OSVersion(dotted.contains(".") ? dotted : dotted + ".0").map { ($0, 2) }
    }

    private static func shown(_ token: SwiftTokens.Token) -> String {
        token.kind == .string ? "\"\(token.text ?? "…")\"" : token.text ?? ""
    }
}
