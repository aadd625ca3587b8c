/// An OS version such as `15.4` or `10.15`, compared numerically by components with missing
/// components as zero (`15` == `15.0`, `15.10` > `15.9`).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The numbers, trailing zeros dropped (`15.0` → `[15]`).
    public let components: [Int]
    /// The version as written.
    public let description: String

    /// Nil unless `text` is dot-separated non-negative integers.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers = [Int]()
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        guard !numbers.isEmpty else { return nil }
        while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
        components = numbers
        description = text
    }

    /// Equal by value: `15` == `15.0`, whatever the spelling.
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.components == rhs.components }
    /// Hashes the value, so that equal versions spelled differently hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// Component by component, a missing one as zero: `10.15` < `11`, `15.9` < `15.10`.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
