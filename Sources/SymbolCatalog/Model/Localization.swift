/// A localized or right-to-left variant of a symbol, with its own release.
///
/// Variant releases are independent of their base: `19.circle.ar` is 2023.2 while
/// `19.circle` is 2019.
public struct Localization: Hashable, Sendable {
    /// The variant's full name, e.g. `character.ar`.
    public let name: String
    /// The suffix that marks the variant, e.g. `ar`.
    public let suffix: LocalizationSuffix
    /// The release in which the variant's name became available.
    public let release: ReleaseID

    /// The variant `name`, marked by `suffix`, available from `release`.
    public init(name: String, suffix: LocalizationSuffix, release: ReleaseID) {
        self.name = name
        self.suffix = suffix
        self.release = release
    }

    /// The script name, e.g. `Arabic`.
    public var script: String { suffix.script }
}
