import CatalogFormats
import SymbolCatalog

/// The targets of an Xcode `project.pbxproj` (an OpenStep property list) with the build
/// settings lint needs: which platforms each builds for and its deployment targets.
///
/// A target's setting is its build configuration's, else the project's configuration of the
/// same name (Xcode's inheritance, without `.xcconfig` files). The platforms are
/// `SUPPORTED_PLATFORMS` (`iphoneos iphonesimulator xros xrsimulator`), else the `SDKROOT`'s.
/// A target that builds for Mac Catalyst (`SUPPORTS_MACCATALYST = YES`) runs its iOS build on
/// the Mac: the iOS deployment target rules there, and `MACOSX_DEPLOYMENT_TARGET` counts only
/// when `macosx` itself is supported. A target whose platforms cannot be told (an `SDKROOT`
/// of `auto` or a build setting reference without `SUPPORTED_PLATFORMS`) counts every setting.
struct XcodeProject {
    struct Target {
        let name: String
        /// Build settings per configuration, inheritance applied.
        let configurations: [[String: PropertyListValue]]
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

    /// Nil when `text` is not a property list with a project object.
    init?(_ text: String) {
        guard let (root, _) = try? PropertyListReader.read(Array(text.utf8)),
              case .dictionary(let top) = root, case .dictionary(let objectPairs)? = top["objects"],
              case .string(let rootID)? = top["rootObject"] else { return nil }
        let objects = objectPairs.makeIndex()
        func object(_ id: PropertyListValue?) -> PropertyListValue.OrderedPairs? {
            guard case .string(let key)? = id, case .dictionary(let pairs)? = objects[key] else { return nil }
            return pairs
        }
        func configurations(of owner: PropertyListValue.OrderedPairs) -> [(name: String, settings: [String: PropertyListValue])] {
            guard let list = object(owner["buildConfigurationList"]),
                  case .array(let ids)? = list["buildConfigurations"] else { return [] }
            return ids.compactMap { id in
                guard let configuration = object(id), case .string(let name)? = configuration["name"] else { return nil }
                guard case .dictionary(let settings)? = configuration["buildSettings"] else { return (name, [:]) }
                return (name, settings.makeIndex())
            }
        }
        guard let project = object(.string(rootID)) else { return nil }
        let projectSettings = Dictionary(configurations(of: project).map { ($0.name, $0.settings) }) { first, _ in first }
        guard case .array(let targetIDs)? = project["targets"] else { targets = []; return }
        targets = targetIDs.compactMap { id in
            guard let target = object(id) else { return nil }
            let name = if case .string(let text)? = target["name"] { text } else { "?" }
            return Target(name: name, configurations: configurations(of: target).map { configuration in
                (projectSettings[configuration.name] ?? [:]).merging(configuration.settings) { _, own in own }
            })
        }
    }

    /// The deployment target of each platform each target builds for, as set in each of its
    /// configurations (the lowest per platform is chosen later).
    func deploymentTargets(file: String) -> [DeploymentTarget] {
        var result = [DeploymentTarget]()
        for target in targets {
            for settings in target.configurations {
                let platforms = Self.platforms(settings)
                for (key, platform) in Self.deploymentSettings where platforms?.contains(platform) ?? true {
                    guard case .string(let text)? = settings[key], let version = OSVersion(text) else { continue }
                    result.append(DeploymentTarget(platform: platform, version: version, source: .xcodeProject,
                                                   file: file, target: target.name))
                }
            }
        }
        return result
    }

    /// The platforms a configuration builds for, or nil when its settings do not tell.
    static func platforms(_ settings: [String: PropertyListValue]) -> Set<Platform>? {
        let words: [String]
        switch settings["SUPPORTED_PLATFORMS"] {
        case .string(let text)?: words = text.split(separator: " ").map(String.init)
        case .array(let values)?: words = values.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default:
            guard case .string(let sdk)? = settings["SDKROOT"] else { return nil }
            words = [sdk]
        }
        let platforms = Set(words.compactMap { sdkPlatforms[$0.lowercased()] })
        return platforms.isEmpty ? nil : platforms
    }
}
