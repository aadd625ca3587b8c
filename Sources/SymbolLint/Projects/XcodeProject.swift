import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// The targets of an Xcode `project.pbxproj` (an OpenStep property list) with what lint
/// needs: the files each builds (``XcodeProject+Membership.swift``), the platforms it builds
/// for and its deployment targets.
///
/// A target's build settings per configuration follow Xcode's order, each level over the one
/// before: the project's `.xcconfig` (`baseConfigurationReference`), the project's settings,
/// the target's `.xcconfig`, the target's settings; `$(NAME)` references are expanded. The
/// platforms are `SUPPORTED_PLATFORMS` (`iphoneos iphonesimulator xros xrsimulator`), else the
/// `SDKROOT`'s. A target that builds for Mac Catalyst (`SUPPORTS_MACCATALYST = YES`) runs its
/// iOS build on the Mac: the iOS deployment target rules there, and `MACOSX_DEPLOYMENT_TARGET`
/// counts only when `macosx` itself is supported. A target whose platforms cannot be told (an
/// `SDKROOT` of `auto` without `SUPPORTED_PLATFORMS`) counts every setting.
struct XcodeProject {
    struct Target {
        let name: String
        /// Build settings per configuration, inheritance applied and references expanded.
        let configurations: [[String: String]]
        /// The absolute paths of the files in its build phases, and its `INFOPLIST_FILE`s.
        var files: Set<String> = []
        /// Xcode 16 synchronized folders: every file under `folder` but the `excluded` paths
        /// (and everything under an excluded folder).
        var synchronizedFolders: [(folder: String, excluded: Set<String>)] = []

        /// True when the target builds the file at `path` (absolute, normalized).
        func builds(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return synchronizedFolders.contains { folder, excluded in
                guard path.hasPrefix(folder + "/") else { return false }
                var current = path
                while current.count > folder.count {
                    if excluded.contains(current) { return false }
                    current = Paths.parent(of: current)
                }
                return true
            }
        }

        /// The lowest deployment target of each platform it builds for, over its configurations.
        func deploymentTargets(file: String) -> [DeploymentTarget] {
            var result = [DeploymentTarget]()
            for settings in configurations {
                let platforms = XcodeProject.platforms(settings)
                for (key, platform) in XcodeProject.deploymentSettings where platforms?.contains(platform) ?? true {
                    guard let text = settings[key], let version = OSVersion(text) else { continue }
                    result.append(DeploymentTarget(platform: platform, version: version, source: .xcodeProject, file: file, target: name))
                }
            }
            return DeploymentTarget.lowest(result)
        }
    }

    /// `*_DEPLOYMENT_TARGET` settings and their platforms.
    static let deploymentSettings: [(key: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// SDK names (`SUPPORTED_PLATFORMS` words, `SDKROOT` values) and their platforms.
    static let sdkPlatforms: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    let targets: [Target]

    /// Nil when `text` is not a property list with a project object. `folder` is the folder
    /// holding the `.xcodeproj` (absolute); `read` reads an `.xcconfig` file (nil: unreadable).
    init?(_ text: String, folder: String, read: (String) -> String? = { _ in nil }) {
        guard let (root, _) = try? PropertyListReader.read(Array(text.utf8)),
              case .dictionary(let top) = root, case .dictionary(let objectPairs)? = top["objects"],
              case .string(let rootID)? = top["rootObject"] else { return nil }
        let objects = ProjectObjects(objectPairs.makeIndex())
        guard let project = objects[rootID] else { return nil }
        let paths = ProjectPaths(objects: objects, project: project, folder: folder)
        // The build settings of each configuration of `owner` by name, each over `base`.
        func configurations(of owner: [String: PropertyListValue], over base: [String: [String: String]])
            -> [(name: String, settings: [String: String])] {
            objects.list(objects.object(owner["buildConfigurationList"])?["buildConfigurations"]).compactMap { configuration in
                guard let name = ProjectObjects.string(configuration["name"]) else { return nil }
                var settings = base[name] ?? [:]
                if let config = paths.path(configuration["baseConfigurationReference"]) {
                    settings.merge(XcodeConfigFile.settings(config, read: read)) { _, own in own }
                }
                if case .dictionary(let own)? = configuration["buildSettings"] {
                    for (key, value) in zip(own.keys, own.values) {
                        let text = switch value {
                        case .string(let text): text
                        case .array(let words): words.compactMap(ProjectObjects.string).joined(separator: " ")
                        default: ""
                        }
                        settings[key] = XcodeSettings.replacingInherited(text, with: settings[key])
                    }
                }
                return (name, settings)
            }
        }
        let projectSettings = Dictionary(configurations(of: project, over: [:]).map { ($0.name, $0.settings) }) { first, _ in first }
        targets = ProjectObjects.ids(project["targets"]).compactMap { id in
            guard let target = objects[id] else { return nil }
            let name = ProjectObjects.string(target["name"]) ?? "?"
            let builtIn = ["TARGET_NAME": name, "PRODUCT_NAME": name, "SRCROOT": paths.base, "PROJECT_DIR": paths.base, "SOURCE_ROOT": paths.base]
            let settings = configurations(of: target, over: projectSettings).map { configuration in
                let raw = builtIn.merging(configuration.settings) { _, own in own }
                return raw.mapValues { XcodeSettings.expand($0, raw) }
            }
            var result = Target(name: name, configurations: settings)
            paths.addMembers(of: target, id: id, to: &result)
            return result
        }
    }

    /// The platforms a configuration builds for, or nil when its settings do not tell.
    static func platforms(_ settings: [String: String]) -> Set<Platform>? {
        guard let words = settings["SUPPORTED_PLATFORMS"] ?? settings["SDKROOT"] else { return nil }
        let platforms = Set(words.split(separator: " ").compactMap { sdkPlatforms[$0.lowercased()] })
        return platforms.isEmpty ? nil : platforms
    }
}
