/// What to lint and how.
public struct LintOptions: Sendable {
    /// Files and folders to lint.
    public var paths: [String]
    /// Deployment targets given on the command line; when empty they are read from the
    /// project (`Package.swift`, `project.pbxproj`) under ``paths``.
    public var targets: [DeploymentTarget] = []
    /// Findings to leave out (from `--baseline`).
    public var baseline: LintBaseline?
    /// Rewrite old names to their new names (`--fix`).
    public var fix = false
    /// The current folder: paths under it are shown relative to it.
    public var currentDirectory: String?

    public init(paths: [String]) { self.paths = paths }
}

/// The outcome of a lint.
public struct LintReport: Sendable {
    /// The deployment targets checked against, lowest per platform.
    public var targets: [DeploymentTarget] = []
    /// Targets on platforms the data set has no versions for (not checked).
    public var ignoredTargets: [DeploymentTarget] = []
    /// Findings in file, line, column order (suppressed, baselined and fixed ones left out).
    public var findings: [LintFinding] = []
    /// Findings before the baseline was applied (what `--write-baseline` records).
    public var findingsBeforeBaseline: [LintFinding] = []
    public var unchecked: [UncheckedReference] = []
    public var fixes: [LintFix] = []
    public var fileCount = 0
    /// Names checked (literal references).
    public var referenceCount = 0
    public var suppressedCount = 0
    public var baselinedCount = 0

    public func count(_ severity: LintSeverity) -> Int { findings.count { $0.severity == severity } }
}

/// Lints a project's symbol names against a data set (see ``SymbolChecker`` for the
/// rules, ``SwiftSourceScanner`` and ``MarkupScanner`` for what is found).
public enum Linter {
    /// Runs the lint. `progress` is called with files done and the total.
    public static func run(
        _ options: LintOptions, dataSet: DataSet, progress: (Int, Int) -> Void = { _, _ in }
    ) throws(LintError) -> LintReport {
        guard dataSet.platforms.contains(where: Platform.apple.contains) else {
            throw .noApplePlatforms(dataSet: dataSet.name)
        }
        let tree = try SourceTree(paths: options.paths)
        var report = LintReport()
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        var targets = options.targets
        if targets.isEmpty { targets = try projectTargets(tree, display) }
        let known = Set(dataSet.platforms)
        for target in DeploymentTarget.lowest(targets) {
            if known.contains(target.platform) { report.targets.append(target) } else { report.ignoredTargets.append(target) }
        }
        var checker = SymbolChecker(dataSet: dataSet, targets: report.targets)
        report.fileCount = tree.files.count
        for (number, file) in tree.files.enumerated() {
            progress(number, tree.files.count)
            let bytes = try read(file.path)
            let shown = display.path(file.path)
            var edits = [(range: Range<Int>, fix: LintFix)]()
            bytes.withUnsafeBufferPointer { buffer in
                let scan = switch file.kind {
                case .swift: SwiftSourceScanner.scan(buffer)
                case .interfaceBuilder: MarkupScanner.scanInterfaceBuilder(buffer)
                case .infoPlist: MarkupScanner.scanInfoPlist(buffer)
                }
                guard !scan.names.isEmpty || !scan.expressions.isEmpty else { return }
                var lines = LineIndex(buffer)
                let ignores = scan.ignores.map { (lines.position(of: $0.offset).line, $0.rules) }
                for name in scan.names {
                    let (line, column) = lines.position(of: name.range.lowerBound)
                    let location = SourceLocation(file: shown, line: line, column: column)
                    let text = Bytes.string(buffer, name.range)
                    report.referenceCount += 1
                    for diagnosis in checker.check(text) {
                        if ignores.contains(where: { ($0.0 == line || $0.0 == line - 1) && ($0.1.isEmpty || $0.1.contains(diagnosis.rule.rawValue)) }) {
                            report.suppressedCount += 1
                            continue
                        }
                        let finding = LintFinding(location: location, rule: diagnosis.rule, name: text,
                                                  message: diagnosis.message, replacement: diagnosis.replacement)
                        report.findingsBeforeBaseline.append(finding)
                        if options.fix, diagnosis.rule == .renamedSymbol, let replacement = diagnosis.replacement {
                            edits.append((name.range, LintFix(location: location, name: text, replacement: replacement)))
                        }
                    }
                }
                for expression in scan.expressions {
                    let (line, column) = lines.position(of: expression.offset)
                    report.unchecked.append(UncheckedReference(
                        location: SourceLocation(file: shown, line: line, column: column), expression: expression.text))
                }
            }
            if !edits.isEmpty {
                try LintFixer.apply(edits.map { ($0.range, $0.fix.replacement) }, to: bytes, path: file.path)
                report.fixes += edits.map(\.fix)
            }
        }
        progress(tree.files.count, tree.files.count)
        let fixed = Set(report.fixes.map(\.location))
        report.findingsBeforeBaseline.removeAll { $0.rule == .renamedSymbol && fixed.contains($0.location) }
        report.findings = report.findingsBeforeBaseline
        if let baseline = options.baseline {
            let before = report.findings.count
            report.findings = baseline.filter(report.findings)
            report.baselinedCount = before - report.findings.count
        }
        return report
    }

    private static func read(_ path: String) throws(LintError) -> [UInt8] {
        do {
            return try FileReading.readAll(path)
        } catch {
            throw .unreadable(path: path, reason: error.unreadableReason ?? "\(error)")
        }
    }

    /// Targets from every `Package.swift` and `project.pbxproj` in the tree.
    private static func projectTargets(_ tree: SourceTree, _ display: PathDisplay) throws(LintError) -> [DeploymentTarget] {
        var targets = [DeploymentTarget]()
        for path in tree.manifests {
            targets += DeploymentTargetReader.packageManifest(String(decoding: try read(path), as: UTF8.self), file: display.path(path))
        }
        for path in tree.projects {
            targets += DeploymentTargetReader.xcodeProject(String(decoding: try read(path), as: UTF8.self), file: display.path(path))
        }
        return targets
    }
}

extension DataSetError {
    /// The system's reason for an ``unreadable(file:reason:)`` error.
    var unreadableReason: String? {
        if case .unreadable(_, let reason) = self { return reason }
        return nil
    }
}
