import SymbolCatalog

/// The arguments of `#available(…)`, `#unavailable(…)` and `@available(…)`, read from their
/// tokens: platforms as Swift spells them (`iOS`, `macOS`/`OSX`, `tvOS`, `watchOS`,
/// `visionOS`/`xrOS`), versions such as `17`, `17.0` or `17.4.1`. The other platforms Swift
/// knows (`macCatalyst`, `iOSApplicationExtension`, …) and `*` prove nothing about a data
/// set's platform: an extension's platform holds only in app extensions, and lint does not
/// tell an extension's files from its app's; Mac Catalyst runs the iOS build, checked as iOS.
enum AvailabilitySpec {
    static let platforms: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "OSX": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS, "xrOS": .visionOS,
    ]

    /// `#available(iOS 17, macOS 14, *)` or `#unavailable(iOS 17)`: the versions listed.
    static func condition(_ tokens: ArraySlice<SwiftLexer.Token>, _ bytes: UnsafeBufferPointer<UInt8>, by: String) -> Availability {
        var result = Availability()
        for item in items(tokens, bytes) {
            guard let first = item.first, let platform = platforms[Bytes.string(bytes, first.range)],
                  let version = version(item.dropFirst(), bytes) else { continue }
            result.raise(platform, to: .init(version: version, by: by))
        }
        return result
    }

    /// `@available(iOS 17, *)`, `@available(iOS, introduced: 17.0, …)`,
    /// `@available(iOS, unavailable)`, `@available(*, unavailable)`; `deprecated`, `obsoleted`,
    /// `renamed` and `message` prove nothing.
    static func attribute(_ tokens: ArraySlice<SwiftLexer.Token>, _ bytes: UnsafeBufferPointer<UInt8>, by: String) -> Availability {
        let list = items(tokens, bytes)
        guard let head = list.first, head.count == 1, let word = head.first else {
            return condition(tokens, bytes, by: by)  // the short form
        }
        let name = Bytes.string(bytes, word.range)
        let platform = platforms[name]
        var result = Availability()
        for item in list.dropFirst() {
            guard let label = item.first else { continue }
            if item.count == 1, label.is("unavailable", in: bytes) {
                if name == "*" { result.excluded.formUnion(Platform.apple) } else if let platform { result.excluded.insert(platform) }
            } else if label.is("introduced", in: bytes), let platform, item.count > 2,
                      item[item.startIndex + 1].isPunctuation(UInt8(ascii: ":"), in: bytes),
                      let version = version(item.dropFirst(2), bytes) {
                result.raise(platform, to: .init(version: version, by: by))
            }
        }
        return result
    }

    /// The tokens between top-level commas.
    private static func items(_ tokens: ArraySlice<SwiftLexer.Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> [ArraySlice<SwiftLexer.Token>] {
        var result = [ArraySlice<SwiftLexer.Token>]()
        var start = tokens.startIndex, depth = 0
        for index in tokens.indices where tokens[index].kind == .punctuation {
            switch bytes[tokens[index].range.lowerBound] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                result.append(tokens[start..<index])
                start = index + 1
            default: break
            }
        }
        result.append(tokens[start..<tokens.endIndex])
        return result
    }

    /// `17`, `17.0` or `17.4.1` written as the tokens `tokens` (`17` is read as `17.0`).
    static func version(_ tokens: ArraySlice<SwiftLexer.Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> OSVersion? {
        guard let first = tokens.first, let last = tokens.last, first.kind == .word,
              tokens.allSatisfy({ $0.kind == .word || $0.isPunctuation(UInt8(ascii: "."), in: bytes) }) else { return nil }
        let text = Bytes.string(bytes, first.range.lowerBound..<last.range.upperBound)
        return OSVersion(text.contains(".") ? text : text + ".0")
    }
}
