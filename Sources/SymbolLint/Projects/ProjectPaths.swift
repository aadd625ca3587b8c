import CatalogFormats
import CatalogSystem

/// Where the files and groups of a `project.pbxproj` are on disk, and which files a target
/// builds.
///
/// A path is relative to its `sourceTree`: `<group>` is the enclosing group's folder (the
/// main group's is the project's folder, with `projectDirPath`), `SOURCE_ROOT` the project's
/// folder, `<absolute>` the root; build products and SDK files (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, …) are not sources and have no path here. Each group is placed once, from its
/// parent's path (never the whole path again), and a path longer than the limit
/// (``ProjectReading/Limits/pathBytes``) names no file, so nothing under it is placed: the
/// walk is linear in the groups, however deep they nest.
struct ProjectPaths {
    let objects: ProjectObjects
    /// The folder the main group's paths start from (absolute).
    let base: String
    /// The absolute path of every group and file of the group tree, by id.
    private var paths = [String: String]()
    /// The longest path placed.
    private let pathLimit: Int

    init(objects: ProjectObjects, project: [String: PropertyListValue], folder: String, reading: inout ProjectReading) throws(LintError) {
        self.objects = objects
        pathLimit = reading.limits.pathBytes
        let dirPath = ProjectObjects.string(project["projectDirPath"]) ?? ""
        base = Paths.absolute(dirPath.isEmpty ? folder : dirPath.hasPrefix("/") ? dirPath : Paths.join(folder, dirPath))
        // Walk the group tree from the main group, each child placed in its group's folder.
        guard let main = ProjectObjects.string(project["mainGroup"]), let group = objects[main] else { return }
        paths[main] = place(group, in: base)
        var pending = [main]
        while let id = pending.popLast() {
            guard let folder = paths[id] else { continue }
            for child in ProjectObjects.ids(objects[id]?["children"]) where paths[child] == nil {
                try reading.visit()
                guard let object = objects[child], let path = place(object, in: folder).flatMap({ reading.placed($0) }) else { continue }
                paths[child] = path
                pending.append(child)
            }
        }
    }

    /// The absolute path of the object `reference` names (a file, a group, an `.xcconfig`), or nil.
    func path(_ reference: PropertyListValue?) -> String? {
        guard let id = ProjectObjects.string(reference) else { return nil }
        if let known = paths[id] { return known }
        // Outside the group tree: only paths that do not depend on a group.
        return objects[id].flatMap { place($0, in: base) }
    }

    /// Xcode 16's `baseConfigurationReferenceAnchor` (a folder or group) and
    /// `baseConfigurationReferenceRelativePath` of a configuration: the `.xcconfig` they name, or nil.
    func anchored(_ configuration: [String: PropertyListValue]) -> String? {
        guard let folder = path(configuration["baseConfigurationReferenceAnchor"]),
              let relative = ProjectObjects.string(configuration["baseConfigurationReferenceRelativePath"]), !relative.isEmpty else { return nil }
        let path = Paths.resolve(relative, against: folder)
        return path.utf8.count <= pathLimit ? path : nil
    }

    /// The target's files: each build phase's files (a variant group's localized files
    /// too), its `INFOPLIST_FILE`s, and its synchronized folders with their exceptions.
    func addMembers(of target: [String: PropertyListValue], id targetID: String, to result: inout XcodeProject.Target,
                    reading: inout ProjectReading) throws(LintError) {
        for phase in objects.list(target["buildPhases"]) {
            try reading.visit()
            for buildFile in objects.list(phase["files"]) {
                try reading.visit()
                guard let id = ProjectObjects.string(buildFile["fileRef"]) else { continue }
                // A variant group (a localized storyboard) stands for its children.
                let children = ProjectObjects.ids(objects[id]?["children"])
                try reading.visit(children.count)
                for member in children.isEmpty ? [id] : children {
                    if let path = path(.string(member)) { result.files.insert(path) }
                }
            }
        }
        for settings in result.configurations {
            if let plist = settings["INFOPLIST_FILE"], !plist.isEmpty {
                result.files.insert(Paths.absolute(plist.hasPrefix("/") ? plist : Paths.join(base, plist)))
            }
        }
        for id in ProjectObjects.ids(target["fileSystemSynchronizedGroups"]) {
            try reading.visit()
            guard let folder = path(.string(id)) else { continue }
            var excluded = Set<String>()
            for exception in objects.list(objects[id]?["exceptions"]) {
                try reading.visit()
                guard ProjectObjects.string(exception["isa"]) == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      ProjectObjects.string(exception["target"]) == targetID else { continue }
                let relatives = ProjectObjects.ids(exception["membershipExceptions"])
                try reading.visit(relatives.count)
                for relative in relatives {
                    excluded.insert(Paths.absolute(Paths.join(folder, relative)))
                }
            }
            result.synchronizedFolders.append((folder, excluded))
        }
    }

    /// Where `object` is when its group's folder is `folder` (absolute), or nil when it is not
    /// a source or its path is over the limit.
    private func place(_ object: [String: PropertyListValue], in folder: String) -> String? {
        let start: String
        switch ProjectObjects.string(object["sourceTree"]) ?? "<group>" {
        case "<group>": start = folder
        case "SOURCE_ROOT": start = base
        case "<absolute>": start = "/"
        default: return nil
        }
        guard let own = ProjectObjects.string(object["path"]), !own.isEmpty else { return start }
        let path = Paths.resolve(own, against: start)
        return path.utf8.count <= pathLimit ? path : nil
    }
}
