import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// The targets of an Xcode `project.pbxproj` (an OpenStep property list) with what lint
/// needs: the files each builds (``ProjectPaths``), the platforms it builds for and its
/// deployment targets, read within the project's limits (``ProjectReading``).
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
        /// The settings lint reads (``readSettings``) per configuration, inheritance applied
        /// and references expanded.
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

        /// The lowest deployment target of each platform it builds for, over its configurations
        /// (each over the project's settings). A platform it builds for where none is set takes
        /// the `newest` version known there, marked assumed, as Xcode takes its SDK's.
        func deploymentTargets(file: String, newest: [Platform: OSVersion] = [:]) -> [DeploymentTarget] {
            var result = [DeploymentTarget]()
            var built = Set<Platform>()
            for settings in configurations {
                let platforms = XcodeProject.platforms(settings)
                built.formUnion(platforms ?? [])
                for (key, platform) in XcodeProject.deploymentSettings where platforms?.contains(platform) ?? true {
                    guard let text = settings[key], let version = OSVersion(text) else { continue }
                    result.append(DeploymentTarget(platform: platform, version: version, source: .xcodeProject, file: file, target: name))
                }
            }
            let set = Set(result.map(\.platform))
            for platform in built.subtracting(set) {
                guard let version = newest[platform] else { continue }
                result.append(DeploymentTarget(platform: platform, version: version, source: .xcodeProject, file: file, target: name, assumed: true))
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

    /// The settings lint reads, in the order expanded; no other is.
    static let readSettings = deploymentSettings.map(\.key) + ["SUPPORTED_PLATFORMS", "SDKROOT", "INFOPLIST_FILE"]

    let targets: [Target]

    /// Nil when `text` is not a property list with a project object. `file` is the
    /// `project.pbxproj` (absolute), `folder` the folder holding the `.xcodeproj`; `reading`
    /// reads `.xcconfig` files and counts the work against the project's limits.
    init?(_ text: String, file: String, folder: String, reading: inout ProjectReading) throws(LintError) {
        guard let (root, _) = try? PropertyListReader.read(Array(text.utf8)),
              case .dictionary(let top) = root, case .dictionary(let objectPairs)? = top["objects"],
              case .string(let rootID)? = top["rootObject"] else { return nil }
        let objects = ProjectObjects(objectPairs.makeIndex())
        guard let project = objects[rootID] else { return nil }
        reading.begin(project: file)
        let paths = try ProjectPaths(objects: objects, project: project, folder: folder, reading: &reading)
        let projectSettings = Dictionary(try Self.configurations(of: project, over: [:], objects: objects, paths: paths, reading: &reading)
            .map { ($0.name, $0.settings) }) { first, _ in first }
        var targets = [Target](), seen = Set<String>()
        for id in ProjectObjects.ids(project["targets"]) where seen.insert(id).inserted {
            try reading.visit()
            guard let target = objects[id] else { continue }
            let name = ProjectObjects.string(target["name"]) ?? "?"
            let builtIn = ["TARGET_NAME": name, "PRODUCT_NAME": name, "SRCROOT": paths.base, "PROJECT_DIR": paths.base, "SOURCE_ROOT": paths.base]
            var configurations = [[String: String]]()
            for configuration in try Self.configurations(of: target, over: projectSettings, objects: objects, paths: paths, reading: &reading) {
                var settings = [String: String]()
                for key in Self.readSettings {
                    let lookup = { (name: String) in configuration.settings[name] ?? builtIn[name] }
                    settings[key] = try XcodeSettings.expanded(key, lookup: lookup, reading: &reading)
                }
                configurations.append(settings)
            }
            var result = Target(name: name, configurations: configurations)
            try paths.addMembers(of: target, id: id, to: &result, reading: &reading)
            targets.append(result)
        }
        self.targets = targets
    }

    /// The project `text` of the folder `folder`, within the standard limits, reading no `.xcconfig`.
    init?(_ text: String, folder: String) throws(LintError) {
        var reading = ProjectReading(read: { _ in nil })
        try self.init(text, file: Paths.join(folder, "project.pbxproj"), folder: folder, reading: &reading)
    }

    /// The platforms a configuration builds for, or nil when its settings do not tell.
    static func platforms(_ settings: [String: String]) -> Set<Platform>? {
        guard let words = settings["SUPPORTED_PLATFORMS"] ?? settings["SDKROOT"] else { return nil }
        let platforms = Set(words.split(separator: " ").compactMap { sdkPlatforms[$0.lowercased()] })
        return platforms.isEmpty ? nil : platforms
    }
}
