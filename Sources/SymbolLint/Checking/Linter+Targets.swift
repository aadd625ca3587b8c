import CatalogSystem
import SymbolCatalog

extension Linter {
    /// What builds each file, and each build target with the files it builds.
    struct Governing {
        /// Per file of the tree (same order): what builds it, never empty.
        var perFile: [[BuildTarget]] = []
        /// Each build target and the indices of its files, in the order first met; files
        /// nothing builds last.
        var summary: [(target: BuildTarget, files: [Int])] = []
        /// Projects found above the files whose names are not UTF-8 (absolute paths, escaped).
        var notUTF8: [String] = []
    }

    /// With `--deployment-target`, the flags govern every file. Otherwise each file is
    /// governed by what builds it (``ProjectIndex``, looking upward from the file); a file
    /// nothing builds is checked against the lowest target per platform of every project
    /// found (the tree's and those above the files), as a ``BuildTarget/Kind/none`` target.
    /// An Xcode target that sets no deployment target on a platform it builds for (nor does
    /// its project) takes `newest` there, assumed.
    static func governance(
        _ tree: SourceTree, _ options: LintOptions, _ display: PathDisplay, _ reader: FileReader, newest: [Platform: OSVersion]
    ) throws(LintError) -> Governing {
        var result = Governing()
        guard options.targets.isEmpty else {
            let flags = BuildTarget(kind: .flags, name: "", file: nil, targets: DeploymentTarget.lowest(options.targets))
            result.perFile = Array(repeating: [flags], count: tree.files.count)
            result.summary = [(flags, Array(tree.files.indices))]
            return result
        }
        let absolute = options.absolute
        var index = ProjectIndex(reader: reader, display: display, newest: newest)
        var nothing = [Int]()
        var order = [BuildTarget: Int]()
        for (position, file) in tree.files.enumerated() {
            let governing = try index.governing(absolute(file.path))
            result.perFile.append(governing)
            if governing.isEmpty { nothing.append(position) }
            for target in governing {
                if let slot = order[target] {
                    result.summary[slot].files.append(position)
                } else {
                    order[target] = result.summary.count
                    result.summary.append((target, [position]))
                }
            }
        }
        guard !nothing.isEmpty else {
            result.notUTF8 = index.notUTF8
            return result
        }
        // Projects in the tree that build none of its files still set the fallback.
        for path in tree.manifests { try index.include(Paths.parent(of: absolute(path))) }
        for path in tree.projects { try index.include(Paths.parent(of: Paths.parent(of: absolute(path)))) }
        let fallback = BuildTarget(kind: .none, name: "", file: nil, targets: DeploymentTarget.lowest(index.all.flatMap(\.targets)))
        for position in nothing { result.perFile[position] = [fallback] }
        result.summary.append((fallback, nothing))
        result.notUTF8 = index.notUTF8
        return result
    }

    /// Per file, per name: the file's targets as the guards around the name raise them
    /// (``Availability``); the names of an extension inherit what its type's declaration
    /// proves, from any file of the module (``ModuleTypes``: the files the same targets build).
    /// Each distinct set of targets once, and per file, per name, the number of its set.
    static func guardedTargets(_ scanned: [ScannedFile], _ governing: Governing, _ fileTargets: [[DeploymentTarget]])
        -> (targets: [[DeploymentTarget]], checkers: [[Int]]) {
        let modules = Dictionary(grouping: scanned.indices) { governing.perFile[$0] }.mapValues { files in
            ModuleTypes(files.lazy.flatMap { scanned[$0].types })
        }
        var sets = [[DeploymentTarget]](), numbers = [[DeploymentTarget]: Int]()
        func number(_ targets: [DeploymentTarget]) -> Int {
            if let known = numbers[targets] { return known }
            sets.append(targets)
            numbers[targets] = sets.count - 1
            return sets.count - 1
        }
        // Each extended type's lift, once per module.
        var lifts = [[BuildTarget]: [String: Availability]]()
        let checkers = scanned.indices.map { index in
            let module = governing.perFile[index]
            let own = number(fileTargets[index])
            return scanned[index].names.map { name in
                var availability = name.availability
                if let extended = name.extended, let types = modules[module] {
                    let lift = lifts[module, default: [:]][extended] ?? types.lift(extended)
                    lifts[module, default: [:]][extended] = lift
                    availability = availability.merged(with: lift)
                }
                return availability.isEmpty ? own : number(availability.applied(to: fileTargets[index]))
            }
        }
        return (sets, checkers)
    }
}
