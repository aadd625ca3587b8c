import CatalogSystem
import SymbolCatalog

/// What to lint and how.
public struct LintOptions: Sendable {
    /// Files and folders to lint.
    public var paths: [String]
    /// Deployment targets given on the command line, for every file; when empty each file's
    /// come from what builds it (see ``ProjectIndex``: `Package.swift`, `project.pbxproj`).
    public var targets: [DeploymentTarget] = []
    /// Findings to leave out (from `--baseline`).
    public var baseline: LintBaseline?
    /// Rewrite old names to their new names (`--fix`).
    public var fix = false
    /// The current folder: paths under it are shown relative to it.
    public var currentDirectory: String?
    /// The largest file read, in bytes (64 MB unless set).
    public var limit = FileSizeLimit.standard

    /// Options to lint `paths`, everything else as by default.
    public init(paths: [String]) { self.paths = paths }
}

/// The outcome of a lint.
public struct LintReport: Sendable {
    /// The deployment targets checked against, lowest per platform over every file.
    public var targets: [DeploymentTarget] = []
    /// What governed which files: each build target (Xcode target, package, the flags, or
    /// ``BuildTarget/Kind/none`` for files nothing builds) with the files it governed, as
    /// shown, in the order first met. A file built by several targets is in each.
    public var governance: [(target: BuildTarget, files: [String])] = []
    /// Targets on platforms the data set has no versions for (not checked).
    public var ignoredTargets: [DeploymentTarget] = []
    /// Findings in file, line, column order (suppressed, baselined and fixed ones left out).
    public var findings: [LintFinding] = []
    /// Findings before the baseline was applied (what `--write-baseline` records).
    public var findingsBeforeBaseline: [LintFinding] = []
    /// Symbol-name arguments that are not plain literals, file by file in the order found.
    public var unchecked: [UncheckedReference] = []
    /// Names `--fix` rewrote, file by file in the order found.
    public var fixes: [LintFix] = []
    /// Files `--fix` left alone, with why (`changed while being linted; not fixed`).
    public var notFixed: [(path: String, reason: String)] = []
    /// Files and folders skipped because their names are not UTF-8, shown with the bytes that
    /// are not as `\xHH` (`Sources/r\xE9sum\xE9.swift`), in the order found.
    public var skippedNames: [String] = []
    /// Files scanned.
    public var fileCount = 0
    /// Files scanned by kind (Swift files apart from manifests, storyboards, …); kinds not
    /// read are left out.
    public var fileCounts: [LintFileKind: Int] = [:]
    /// Names checked (literal references).
    public var referenceCount = 0
    /// The asset catalogs read, as shown; empty when the tree has none (image names are then
    /// not checked).
    public var assetCatalogs: [String] = []
    /// Assets in those catalogs, of every kind.
    public var assetCount = 0
    /// Symbol sets among them, each template checked.
    public var symbolSetCount = 0
    /// Image names of asset lookups checked against them (`Image("logo")`).
    public var imageNameCount = 0
    /// Findings left out by a `catalog:ignore` comment.
    public var suppressedCount = 0
    /// Findings left out by the baseline.
    public var baselinedCount = 0

    /// The number of ``findings`` of `severity`.
    public func count(_ severity: LintSeverity) -> Int { findings.count { $0.severity == severity } }
}

/// Lints a project's symbol names against a data set (see ``SymbolChecker`` for the
/// rules, ``SwiftSourceScanner`` and ``MarkupScanner`` for what is found); where the tree has
/// asset catalogs, their symbol sets' templates (SymbolTemplates' checks) and the image names
/// code looks up in them (``SwiftImageNames``, ``AppAssets``).
public enum Linter {
    /// Runs the lint. `progress` is called with files done and the total.
    public static func run(
        _ options: LintOptions, dataSet: DataSet, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(LintError) -> LintReport {
        guard dataSet.platforms.contains(where: Platform.apple.contains) else {
            throw .noApplePlatforms(dataSet: dataSet.name)
        }
        let tree = try SourceTree(paths: options.paths)
        let reader = FileReader(limit: options.limit)
        var report = LintReport()
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        let governing = try governance(tree, options, display, reader, newest: dataSet.newestVersions)
        let known = Set(dataSet.platforms)
        report.fileCount = tree.files.count
        for file in tree.files { report.fileCounts[LintFileKind(name: Paths.lastComponent(of: file.path)), default: 0] += 1 }
        report.skippedNames = skippedNames(tree.notUTF8, governing.notUTF8, options, display)
        let (assets, symbolSetFindings) = try Self.assets(tree, display: display, reader: reader)
        if let assets {
            report.assetCatalogs = assets.catalogs.map { display.path($0.path) }
            report.assetCount = assets.assetCount
            report.symbolSetCount = assets.catalogs.reduce(0) { $0 + $1.symbolSets.count }
        }
        progress(0, tree.files.count)
        let scanned = scanAll(tree.files, display: display, reader: reader, images: assets != nil,
                              alongside: { dataSet.prepareLookups() }) { done in
            progress(done, tree.files.count)
        }
        // A file that cannot be read stops the lint before anything is fixed.
        if let failure = scanned.lazy.compactMap(\.failure).first { throw failure }
        // Each file is checked against the lowest target per platform of what builds it, and
        // each name against those as the guards around it raise them; one checker per
        // distinct set of targets.
        var fileTargets = [[DeploymentTarget]]()
        var ignored = [DeploymentTarget]()
        for index in scanned.indices {
            let all = DeploymentTarget.lowest(governing.perFile[index].flatMap(\.targets))
            ignored += all.filter { !known.contains($0.platform) }
            fileTargets.append(all.filter { known.contains($0.platform) })
        }
        let guarded = guardedTargets(scanned, governing, fileTargets)
        var checkers = guarded.targets.map { SymbolChecker(dataSet: dataSet, targets: $0) }
        var names = [[String]](repeating: [], count: checkers.count)
        for (file, ids) in zip(scanned, guarded.checkers) {
            for (name, id) in zip(file.names, ids) { names[id].append(name.text) }
        }
        for id in checkers.indices { checkers[id].prepare(names[id]) }
        report.targets = DeploymentTarget.lowest(fileTargets.flatMap { $0 })
        report.ignoredTargets = DeploymentTarget.lowest(ignored)
        report.governance = governing.summary.map { ($0.target, $0.files.map { display.path(tree.files[$0].path) }) }
        for (fileIndex, file) in scanned.enumerated() {
            let findingsBefore = report.findingsBeforeBaseline.count
            var edits = [(range: Range<Int>, fix: LintFix)]()
            // A storyboard's resource entry for a name an element uses is that element's
            // reference again: not a second finding, but fixed with it.
            let elementNames = Set(file.names.lazy.filter { !$0.isResource }.map(\.text))
            let companions = Dictionary(grouping: file.names.filter { $0.isResource && elementNames.contains($0.text) }, by: \.text)
            for (nameIndex, name) in file.names.enumerated() where !(name.isResource && elementNames.contains(name.text)) {
                let location = SourceLocation(file: file.shown, line: name.line, column: name.column)
                report.referenceCount += 1
                for diagnosis in checkers[guarded.checkers[fileIndex][nameIndex]].check(name.text) {
                    if file.isSuppressed(diagnosis.rule, at: name.line) {
                        report.suppressedCount += 1
                        continue
                    }
                    report.findingsBeforeBaseline.append(LintFinding(
                        location: location, rule: diagnosis.rule, name: name.text,
                        message: diagnosis.message, replacement: diagnosis.replacement))
                    if options.fix, diagnosis.rule == .renamedSymbol || diagnosis.rule == .unavailableSymbol,
                       let replacement = diagnosis.replacement {
                        edits.append((name.range, LintFix(location: location, name: name.text, replacement: replacement, rule: diagnosis.rule)))
                    }
                }
            }
            if let assets {
                let (missing, suppressed) = missingAssets(in: file, assets)
                report.imageNameCount += file.images.count
                report.suppressedCount += suppressed
                report.findingsBeforeBaseline.mergeInPlace(missing, after: findingsBefore)
            }
            report.unchecked += file.unchecked
            if !edits.isEmpty, let contents = file.contents {
                let outcome: LintFixer.Outcome
                do {
                    // Each resource entry takes its element's replacement (one name, one replacement).
                    let replacements = Dictionary(edits.map { ($0.fix.name, $0.fix.replacement) }) { first, _ in first }
                    let companionEdits = companions.flatMap { name, entries in
                        replacements[name].map { replacement in entries.map { ($0.range, replacement) } } ?? []
                    }
                    outcome = try LintFixer.apply(edits.map { ($0.range, $0.fix.replacement) } + companionEdits, to: contents.bytes,
                                                  status: contents.status, path: file.path, reader: reader)
                } catch {
                    throw .stopped(error, fixed: report.fixes)
                }
                switch outcome {
                case .fixed: report.fixes += edits.map(\.fix)
                case .notFixed(let reason): report.notFixed.append((file.shown, reason))
                }
            }
        }
        let fixed = Set(report.fixes.map(\.location))
        report.findingsBeforeBaseline.removeAll {
            ($0.rule == .renamedSymbol || $0.rule == .unavailableSymbol) && $0.replacement != nil && fixed.contains($0.location)
        }
        report.findingsBeforeBaseline += symbolSetFindings
        report.findings = report.findingsBeforeBaseline
        if let baseline = options.baseline {
            let before = report.findings.count
            report.findings = baseline.filter(report.findings)
            report.baselinedCount = before - report.findings.count
        }
        return report
    }
}

extension Linter {
    /// The tree's names that are not UTF-8, then those of projects above it (absolute paths)
    /// not already said, as shown.
    static func skippedNames(_ tree: [String], _ projects: [String], _ options: LintOptions, _ display: PathDisplay) -> [String] {
        var seen = Set<String>()
        return (tree + projects).filter { seen.insert(options.absolute($0)).inserted }.map(display.path)
    }
}

extension LintOptions {
    /// `path` made absolute against ``currentDirectory`` (else the process's).
    func absolute(_ path: String) -> String {
        Paths.absolute(path.hasPrefix("/") ? path : Paths.join(currentDirectory ?? Paths.currentDirectory() ?? "/", path))
    }
}

extension DataSet {
    /// The newest OS version of any release, per platform.
    var newestVersions: [Platform: OSVersion] {
        var result = [Platform: OSVersion]()
        for release in releases {
            for platform in release.platforms.keys {
                guard let version = osVersion(of: release.id, on: platform) else { continue }
                if let known = result[platform], known >= version { continue }
                result[platform] = version
            }
        }
        return result
    }

    /// Makes the tables that lint looks names up in (they are built on first use when the
    /// data set comes from the cache index), so that this happens while files are read.
    func prepareLookups() {
        _ = symbols.count + renames.count + legacyAliases.count + variants.count + nameReleases.count + symbolNames.count
    }
}

