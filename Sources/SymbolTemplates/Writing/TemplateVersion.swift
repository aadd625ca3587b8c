/// The template versions the writer writes, and what each needs.
public enum TemplateVersion: String, CaseIterable, Sendable, Hashable {
    /// The first with the interpolation sources Ultralight-S, Regular-S and Black-S and a
    /// margin pair per variant; Xcode 13, iOS 15 and later. The default: nothing written
    /// needs more.
    case v3 = "3.0"
    /// Adds variable colour, which the writer does not use; Xcode 14, iOS 16 and later.
    case v4 = "4.0"

    /// What `template export` writes without `--template-version`: 3.0, the oldest version
    /// with everything the writer draws.
    public static let standard = TemplateVersion.v3

    /// Reads `3`, `3.0`, `v3` or `4`.
    /// - Throws: ``TemplateError/unsupportedVersion(_:supported:)``.
    public static func parse(_ text: String) throws(TemplateError) -> TemplateVersion {
        let bare = text.hasPrefix("v") ? String(text.dropFirst()) : text
        let normal = bare.contains(".") ? bare : bare + ".0"
        guard let version = TemplateVersion(rawValue: normal) else {
            throw .unsupportedVersion(text, supported: allCases.map(\.rawValue))
        }
        return version
    }

    /// The oldest Xcode that reads the version, as the Notes' "Requires Xcode N" says.
    var xcode: Int { self == .v3 ? 13 : 14 }
}
