import SymbolCatalog

/// The oldest OS version an app supports on one platform, and where that came from.
public struct DeploymentTarget: Hashable, Sendable {
    /// Where a deployment target was read.
    public enum Source: String, Hashable, Sendable {
        /// `--deployment-target PLATFORM VERSION`.
        case flag
        /// `platforms:` in a `Package.swift`.
        case packageManifest = "Package.swift"
        /// `*_DEPLOYMENT_TARGET` in an Xcode `project.pbxproj`.
        case xcodeProject = "project.pbxproj"
        /// A guard in the code around a name (`if #available`, `@available`): a name's
        /// target, never a file's.
        case guarded = "availability guard"
    }

    /// The platform.
    public let platform: Platform
    /// The oldest OS version supported there.
    public let version: OSVersion
    /// Where it was read.
    public let source: Source
    /// The file it was read from (nil for a flag).
    public let file: String?
    /// What set it: the Xcode target whose build settings did, or `package NAME` for a
    /// `Package.swift` (nil for a flag or a project read line by line).
    public let target: String?
    /// True for an Xcode target that sets none on a platform it builds for (nor does its
    /// project): the newest OS version the data set knows there, as Xcode takes its SDK's.
    public let assumed: Bool

    /// `version` of `platform`, read from `source` (`file` and the Xcode `target` or
    /// `package NAME` where known), or `assumed` where nothing sets it.
    public init(platform: Platform, version: OSVersion, source: Source, file: String? = nil, target: String? = nil,
                assumed: Bool = false) {
        self.platform = platform
        self.version = version
        self.source = source
        self.file = file
        self.target = target
        self.assumed = assumed
    }

    /// `iOS 15.0`, `iOS 18.0 assumed`.
    public var label: String { "\(platform) \(version)" + (assumed ? " assumed" : "") }

    /// `iOS 15.0 (Widget)`: the label and what set it, where known.
    public var ownedLabel: String { target.map { "\(label) (\($0))" } ?? label }

    /// The lowest version per platform (the first seen on a tie), in platform order.
    public static func lowest(_ targets: [DeploymentTarget]) -> [DeploymentTarget] {
        var best = [Platform: DeploymentTarget]()
        for target in targets {
            if let current = best[target.platform], current.version <= target.version { continue }
            best[target.platform] = target
        }
        return best.values.sorted { $0.platform < $1.platform }
    }
}

/// Reads deployment targets from project files.
public enum DeploymentTargetReader {
    /// Every `*_DEPLOYMENT_TARGET` line of a `project.pbxproj` that is not a property list
    /// (``XcodeProject`` reads one that is), every setting counting.
    public static func xcodeProjectLines(_ text: String, file: String) -> [DeploymentTarget] {
        var targets = [DeploymentTarget]()
        for line in text.split(separator: "\n") {
            guard line.contains("_DEPLOYMENT_TARGET"), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingSpaces
            guard let platform = XcodeProject.deploymentSettings.first(where: { $0.key == key })?.platform else { continue }
            var value = line[line.index(after: equals)...].trimmingSpaces
            if value.hasSuffix(";") { value = value.dropLast() }
            value = Substring(value.filter { $0 != "\"" })
            if let version = OSVersion(String(value)) {
                targets.append(DeploymentTarget(platform: platform, version: version, source: .xcodeProject, file: file))
            }
        }
        return targets
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return self[first...last]
    }
}
