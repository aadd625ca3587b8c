import SymbolCatalog

/// What builds a file, with the deployment targets it builds for: an Xcode target, a Swift
/// package, the `--deployment-target` flags, or nothing found (``Kind/none``).
public struct BuildTarget: Hashable, Sendable {
    /// What kind of thing builds the files.
    public enum Kind: String, Hashable, Sendable {
        /// A target of an Xcode project (`project.pbxproj`).
        case xcodeTarget = "xcode"
        /// A Swift package (`Package.swift` and its `platforms:`).
        case package
        /// `--deployment-target` flags, which govern every file.
        case flags = "flag"
        /// No target or package builds the files; they are checked against the lowest
        /// deployment target per platform of every project found.
        case none
    }

    /// What kind it is.
    public let kind: Kind
    /// The Xcode target's or the package's name (empty for flags and none).
    public let name: String
    /// The `project.pbxproj` or `Package.swift` it was read from, as shown (nil for flags and none).
    public let file: String?
    /// Its deployment targets, one per platform, in platform order.
    public let targets: [DeploymentTarget]

    /// A build target of `kind` named `name`, read from `file`, with `targets`.
    public init(kind: Kind, name: String, file: String?, targets: [DeploymentTarget]) {
        self.kind = kind
        self.name = name
        self.file = file
        self.targets = targets
    }

    /// `App`, `package Core`, `--deployment-target`, `not in any target`.
    public var title: String {
        switch kind {
        case .xcodeTarget: name
        case .package: "package \(name)"
        case .flags: "--deployment-target"
        case .none: "not in any target"
        }
    }

    /// `App (iOS 18.5)`, `package Core (iOS 16.0, macOS 13.0)`, `package Tools (no deployment target)`.
    public var label: String {
        let versions = targets.isEmpty ? "no deployment target" : targets.map(\.label).joined(separator: ", ")
        return "\(title) (\(versions))"
    }
}
