/// A release of a data set as its files name it: a "year" such as `2019`, `2019.1`, `2024.4`
/// in SF Symbols, or a version such as `6.2.0` in our own data sets.
///
/// Ordered numerically by dot components (`2019` < `2019.1` < `2020`, `2021.3` < `2022`),
/// never lexically. A component that is not a number sorts after numeric ones, by its text.
public struct ReleaseID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id exactly as written in the file.
    public let rawValue: String
    private let components: [Component]

    private enum Component: Hashable, Comparable {
        case number(Int)
        case text(String)
    }

    /// The release written `rawValue` (any text: the order rules above apply to every id).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        // Cut at each "." byte (splitting by Characters cost 11,000 instructions an id).
        var components = [Component]()
        let utf8 = rawValue.utf8
        var start = utf8.startIndex
        while true {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
            let part = rawValue[start..<end]
            if let number = Int(part), !part.hasPrefix("+"), !part.hasPrefix("-") {
                components.append(.number(number))
            } else {
                components.append(.text(String(part)))
            }
            guard end < utf8.endIndex else { break }
            start = utf8.index(after: end)
        }
        self.components = components
    }

    /// True when every component is a non-negative integer, as in Apple's files.
    public var isNumeric: Bool {
        components.allSatisfy { if case .number = $0 { true } else { false } }
    }

    /// The id as written.
    public var description: String { rawValue }

    /// Numerically by dot components, as described above.
    public static func < (lhs: ReleaseID, rhs: ReleaseID) -> Bool {
        for (left, right) in zip(lhs.components, rhs.components) where left != right {
            return left < right
        }
        if lhs.components.count != rhs.components.count {
            return lhs.components.count < rhs.components.count
        }
        return lhs.rawValue < rhs.rawValue  // `2019.01` vs `2019.1`: keep a total order
    }

    /// The same text: `2019.1` and `2019.01` are different ids (ordered next to each other).
    public static func == (lhs: ReleaseID, rhs: ReleaseID) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the text, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
