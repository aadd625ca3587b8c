import CatalogSystem
import SymbolCatalog

/// Finds what builds each file by looking upward from it, beyond the folder linted: every
/// Xcode target (of a `*.xcodeproj` in the file's folder or any folder above) whose sources
/// hold the file, and the nearest `Package.swift` with `platforms:`. The package governs the
/// file unless an Xcode project at its level or nearer builds it (a repository's root
/// `Package.swift` does not govern the app beside it). A `project.pbxproj` that is not a
/// property list tells no membership and governs nothing. Folders are read once, and Xcode
/// projects within their limits (``ProjectReading``).
struct ProjectIndex {
    /// A project file read: a package, or the targets of an Xcode project.
    private struct Level {
        var package: BuildTarget?
        /// Each project's targets with their build targets (made once), and for a project
        /// that is not a property list, its settings as one build target.
        var projects: [(targets: [(target: XcodeProject.Target, build: BuildTarget)], fallback: BuildTarget?)] = []
    }

    private let reader: FileReader
    private let display: PathDisplay
    /// The newest OS version known per platform: an Xcode target's where it sets none.
    private let newest: [Platform: OSVersion]
    private var levels = [String: Level]()
    /// Every build target read, in the order first read.
    private(set) var all = [BuildTarget]()
    private var known = Set<BuildTarget>()
    /// `*.xcodeproj` folders whose names are not UTF-8 (absolute, escaped): not read.
    private(set) var notUTF8 = [String]()

    /// Reads `.xcconfig` files once each and counts each project's work.
    private var reading: ProjectReading

    init(reader: FileReader, display: PathDisplay, newest: [Platform: OSVersion] = [:], limits: ProjectReading.Limits = ProjectReading.Limits()) {
        self.reader = reader
        self.display = display
        self.newest = newest
        reading = ProjectReading(limits: limits, read: { Self.text($0, reader: reader) }, show: display.path)
    }

    /// The work done reading projects so far.
    var counts: ProjectReading.Counts { reading.counts }

    /// The build targets of the file at `path` (absolute), nearest first; empty when nothing builds it.
    mutating func governing(_ path: String) throws(LintError) -> [BuildTarget] {
        var xcode = [BuildTarget]()
        var nearestXcode: Int?
        var package: (target: BuildTarget, level: Int)?
        var folder = Paths.parent(of: path)
        var level = 0
        while true {
            let found = try read(folder)
            for project in found.projects {
                let building = project.targets.filter { $0.target.builds(path) }.map(\.build)
                // A project that is not a property list tells no membership: it only counts
                // for files nothing builds (``include(_:)``).
                if !building.isEmpty { nearestXcode = nearestXcode ?? level }
                xcode += building.filter { !xcode.contains($0) }
            }
            if package == nil, let manifest = found.package { package = (manifest, level) }
            if folder == "/" || folder == "." { break }
            folder = Paths.parent(of: folder)
            level += 1
        }
        var result = xcode
        if let package, package.level < (nearestXcode ?? .max) { result.insert(package.target, at: 0) }
        for target in result where known.insert(target).inserted { all.append(target) }
        return result
    }

    /// Reads the projects of the folder at `path` (absolute) so that their targets count in
    /// ``all`` even when no file linted is theirs.
    mutating func include(_ folder: String) throws(LintError) {
        let found = try read(folder)
        var targets = found.package.map { [$0] } ?? []
        for project in found.projects {
            targets += project.targets.map(\.build)
            if let fallback = project.fallback { targets.append(fallback) }
        }
        for target in targets where known.insert(target).inserted { all.append(target) }
    }

    private mutating func read(_ folder: String) throws(LintError) -> Level {
        if let known = levels[folder] { return known }
        var level = Level()
        let entries = (try? Folders.entries(folder)) ?? []
        let names = entries.compactMap(\.name)
        for entry in entries where entry.name == nil && entry.bytes.reversed().starts(with: ".xcodeproj".utf8.reversed()) {
            notUTF8.append(Paths.join(folder, entry.shown))
        }
        if names.contains("Package.swift"), let text = text(Paths.join(folder, "Package.swift")) {
            let file = display.path(Paths.join(folder, "Package.swift"))
            let manifest: PackageManifest
            do { manifest = try PackageManifest(text) } catch { throw .unreadableManifest(path: file, line: error.line, reason: error.reason) }
            let name = manifest.name ?? Paths.lastComponent(of: folder)
            let targets = DeploymentTarget.lowest((manifest.platforms ?? []).map {
                DeploymentTarget(platform: $0.platform, version: $0.version, source: .packageManifest, file: file, target: "package " + name)
            })
            // A package without `platforms:` builds at SwiftPM's oldest defaults, which it
            // does not write down: it governs nothing, and the search goes on upward.
            if !targets.isEmpty { level.package = BuildTarget(kind: .package, name: name, file: file, targets: targets) }
        }
        for name in names where name.hasSuffix(".xcodeproj") {
            let path = Paths.join(Paths.join(folder, name), "project.pbxproj")
            guard let text = text(path) else { continue }
            let file = display.path(path)
            if let project = try XcodeProject(text, file: path, folder: folder, reading: &reading) {
                level.projects.append((project.targets.map { target in
                    (target, BuildTarget(kind: .xcodeTarget, name: target.name, file: file, targets: target.deploymentTargets(file: file, newest: newest)))
                }, nil))
            } else {
                let targets = DeploymentTarget.lowest(DeploymentTargetReader.xcodeProjectLines(text, file: file))
                let fallback = BuildTarget(kind: .xcodeTarget, name: Paths.withoutExtension(name), file: file, targets: targets)
                level.projects.append(([], fallback))
            }
        }
        levels[folder] = level
        return level
    }

    private func text(_ path: String) -> String? { Self.text(path, reader: reader) }

    private static func text(_ path: String, reader: FileReader) -> String? {
        guard let contents = try? reader.read(path) else { return nil }
        return String(decoding: contents.bytes, as: UTF8.self)
    }
}
