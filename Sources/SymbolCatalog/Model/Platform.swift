/// An operating system (or, in our own data sets, a product) that a release maps to a version.
///
/// Apple's files name `iOS`, `macOS`, `tvOS`, `watchOS` and, from the SF 5 era on, `visionOS`.
/// Other names are kept as written; they sort after Apple's, by name.
public struct Platform: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let iOS = Platform(rawValue: "iOS")
    public static let macOS = Platform(rawValue: "macOS")
    public static let tvOS = Platform(rawValue: "tvOS")
    public static let watchOS = Platform(rawValue: "watchOS")
    public static let visionOS = Platform(rawValue: "visionOS")

    /// Apple's platforms in the order we print them.
    public static let apple: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    public var description: String { rawValue }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        let left = apple.firstIndex(of: lhs) ?? apple.count
        let right = apple.firstIndex(of: rhs) ?? apple.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}
