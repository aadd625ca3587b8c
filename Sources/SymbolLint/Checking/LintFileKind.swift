/// The kinds of file lint reads, as its summary counts them.
public enum LintFileKind: String, CaseIterable, Hashable, Sendable {
    /// A `.swift` file that is not a manifest.
    case swift
    /// A `Package.swift` (or `Package@swift-6.0.swift`).
    case manifest
    /// A `.storyboard`.
    case storyboard
    /// A `.xib`.
    case xib
    /// An `Info.plist` (or `*-Info.plist`, or a `.plist` named on the command line).
    case infoPlist

    /// The kind of the file named `name` (its last path component).
    public init(name: some StringProtocol) {
        if name == "Package.swift" || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            self = .manifest
        } else if name.hasSuffix(".swift") {
            self = .swift
        } else if name.hasSuffix(".storyboard") {
            self = .storyboard
        } else if name.hasSuffix(".xib") {
            self = .xib
        } else {
            self = .infoPlist
        }
    }

    /// `1 Swift file`, `2 manifests`, `1 Info.plist`.
    public func counted(_ count: Int) -> String {
        let noun = switch self {
        case .swift: count == 1 ? "Swift file" : "Swift files"
        case .manifest: count == 1 ? "manifest" : "manifests"
        case .storyboard: count == 1 ? "storyboard" : "storyboards"
        case .xib: count == 1 ? "xib" : "xibs"
        case .infoPlist: count == 1 ? "Info.plist" : "Info.plists"
        }
        return "\(count) \(noun)"
    }
}
