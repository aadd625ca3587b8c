/// An OS version of a platform: `iOS 15.0`.
public struct PlatformVersion: Hashable, Sendable, CustomStringConvertible {
    /// The platform, as the data set's release table names it.
    public var platform: Platform
    /// Its OS version.
    public var version: OSVersion

    /// `version` of `platform`.
    public init(_ platform: Platform, _ version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    /// `iOS 15.0`.
    public var description: String { "\(platform) \(version)" }
}
