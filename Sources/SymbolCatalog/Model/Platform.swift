/// An operating system (or, in our own data sets, a product) that a release maps to a version.
///
/// Apple's files name `iOS`, `macOS`, `tvOS`, `watchOS` and, from the SF 5 era on, `visionOS`.
/// Other names are kept as written; they sort after Apple's, by name.
public struct Platform: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name as the file writes it (`iOS`).
    public let rawValue: String
    /// The platform the file calls `rawValue` (any name is kept as written).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// iOS.
    public static let iOS = Platform(rawValue: "iOS")
    /// macOS.
    public static let macOS = Platform(rawValue: "macOS")
    /// tvOS.
    public static let tvOS = Platform(rawValue: "tvOS")
    /// watchOS.
    public static let watchOS = Platform(rawValue: "watchOS")
    /// visionOS.
    public static let visionOS = Platform(rawValue: "visionOS")

    /// Apple's platforms in the order we print them.
    public static let apple: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The name as written.
    public var description: String { rawValue }

    /// Apple's platforms first, in ``apple`` order, then the others by name.
    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        let left = apple.firstIndex(of: lhs) ?? apple.count
        let right = apple.firstIndex(of: rhs) ?? apple.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }
}
