import SymbolCatalog

/// A `#if` condition, per Apple platform: where it may be true and where it may be false.
/// `os(iOS)` is true on iOS only; `canImport(UIKit)` false on macOS (Mac Catalyst is checked
/// as iOS), `canImport(AppKit)` true on macOS only, `targetEnvironment(macCatalyst)` false
/// off iOS; `!`, `&&`, `||` and parentheses combine them. Anything else (`DEBUG`,
/// `swift(>=6)`, `canImport(SwiftData)`, …) may be either, everywhere.
struct CompilationCondition: Equatable {
    var mayBeTrue: Set<Platform>
    var mayBeFalse: Set<Platform>

    static let unknown = CompilationCondition(mayBeTrue: Set(Platform.apple), mayBeFalse: Set(Platform.apple))
    static let never = CompilationCondition(mayBeTrue: [], mayBeFalse: Set(Platform.apple))

    /// True on `platforms`, false elsewhere; `maybe` may be either.
    static func on(_ platforms: Set<Platform>, maybe: Set<Platform> = []) -> CompilationCondition {
        CompilationCondition(mayBeTrue: platforms.union(maybe), mayBeFalse: Set(Platform.apple).subtracting(platforms))
    }

    var negated: CompilationCondition { CompilationCondition(mayBeTrue: mayBeFalse, mayBeFalse: mayBeTrue) }

    func and(_ other: CompilationCondition) -> CompilationCondition {
        CompilationCondition(mayBeTrue: mayBeTrue.intersection(other.mayBeTrue), mayBeFalse: mayBeFalse.union(other.mayBeFalse))
    }

    func or(_ other: CompilationCondition) -> CompilationCondition {
        CompilationCondition(mayBeTrue: mayBeTrue.union(other.mayBeTrue), mayBeFalse: mayBeFalse.intersection(other.mayBeFalse))
    }

    /// The platforms where code under it is never built.
    var excluded: Set<Platform> { Set(Platform.apple).subtracting(mayBeTrue) }

    static let operatingSystems: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "OSX": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS, "xrOS": .visionOS,
    ]

    /// The condition written as `tokens` (the rest of a `#if` or `#elseif` line).
    init(_ tokens: [SwiftLexer.Token], _ bytes: UnsafeBufferPointer<UInt8>) {
        var parser = Parser(tokens: tokens, bytes: bytes)
        let result = parser.or(depth: 0)
        self = parser.index == tokens.count ? result : .unknown
    }

    init(mayBeTrue: Set<Platform>, mayBeFalse: Set<Platform>) {
        self.mayBeTrue = mayBeTrue
        self.mayBeFalse = mayBeFalse
    }

    /// Recursive descent over `||`, `&&`, `!`, `( )` and `name(argument)`; nesting past 32
    /// levels is unknown.
    private struct Parser {
        let tokens: [SwiftLexer.Token]
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        private func punctuation(_ byte: UInt8, at offset: Int = 0) -> Bool {
            index + offset < tokens.count && tokens[index + offset].isPunctuation(byte, in: bytes)
        }

        mutating func or(depth: Int) -> CompilationCondition {
            chain(UInt8(ascii: "|"), depth: depth, operand: { $0.and(depth: $1) }, combine: { $0.or($1) })
        }

        private mutating func and(depth: Int) -> CompilationCondition {
            chain(UInt8(ascii: "&"), depth: depth, operand: { $0.unary(depth: $1) }, combine: { $0.and($1) })
        }

        /// `operand`s joined by `byte` doubled (`||`, `&&`), left to right.
        private mutating func chain(_ byte: UInt8, depth: Int, operand: (inout Parser, Int) -> CompilationCondition,
                                    combine: (CompilationCondition, CompilationCondition) -> CompilationCondition) -> CompilationCondition {
            var result = operand(&self, depth)
            while punctuation(byte), punctuation(byte, at: 1) {
                index += 2
                result = combine(result, operand(&self, depth))
            }
            return result
        }

        private mutating func unary(depth: Int) -> CompilationCondition {
            guard depth < 32, index < tokens.count else { index = tokens.count; return .unknown }
            if punctuation(UInt8(ascii: "!")) {
                index += 1
                return unary(depth: depth + 1).negated
            }
            if punctuation(UInt8(ascii: "(")) {
                index += 1
                let inner = or(depth: depth + 1)
                guard punctuation(UInt8(ascii: ")")) else { index = tokens.count; return .unknown }
                index += 1
                return inner
            }
            let name = Bytes.string(bytes, tokens[index].range)
            index += 1
            guard punctuation(UInt8(ascii: "(")) else { return .unknown }
            // The argument: everything to the closing parenthesis.
            let start = index + 1
            var end = start
            while end < tokens.count, !tokens[end].isPunctuation(UInt8(ascii: ")"), in: bytes) { end += 1 }
            guard end < tokens.count else { index = tokens.count; return .unknown }
            index = end + 1
            let argument = end == start + 1 ? Bytes.string(bytes, tokens[start].range) : ""
            switch name {
            case "os": return operatingSystems[argument].map { .on([$0]) } ?? .never
            case "canImport" where argument == "UIKit": return .on([.iOS, .tvOS, .visionOS], maybe: [.watchOS])
            case "canImport" where argument == "AppKit": return .on([.macOS])
            case "targetEnvironment" where argument == "macCatalyst": return .on([], maybe: [.iOS])
            default: return .unknown
            }
        }
    }
}
