import CatalogFormats
import CatalogSystem
import SymbolCatalog
import SymbolLint

/// `catalog lint` output: compiler-style text, the JSON contract, GitHub Actions
/// annotations (SARIF is in `LintRenderer+SARIF.swift`).
enum LintRenderer {
    /// `path:line:column: severity: message [rule]` per finding (what Xcode and editors
    /// read), fixes, names not checked, then the targets and a count.
    static func text(_ report: LintReport, style: ANSIStyle) -> String {
        var output = ""
        for finding in report.findings {
            let severity = switch finding.severity {
            case .error: style.bold("error:")
            case .warning: style.warning("warning:")
            case .note: style.accent("note:")
            }
            output += "\(finding.location): \(severity) \(finding.message) [\(finding.rule.rawValue)]\n"
        }
        for fix in report.fixes {
            output += fixLine(fix) + "\n"
        }
        if !report.unchecked.isEmpty {
            output += style.dim("not checked (not a plain string literal):") + "\n"
            for reference in report.unchecked { output += "  \(reference.location): \(reference.expression)\n" }
        }
        output += governanceLine(report) + "\n"
        output += summary(report) + "\n"
        return output
    }

    /// Which targets governed which files: `targets: App (iOS 18.5) — 12 files; package Core
    /// (iOS 16.0, macOS 13.0) — 9 files; not in any target — 2 files, checked against …`;
    /// with `--deployment-target` (or nothing found) `deployment targets: …` as ``targetSummary(_:)``.
    static func governanceLine(_ report: LintReport) -> String {
        guard report.governance.contains(where: { $0.target.kind == .xcodeTarget || $0.target.kind == .package }) else {
            return "deployment targets: " + targetSummary(report)
        }
        return "targets: " + report.governance.map { target, files in
            let count = "\(files.count) \(files.count == 1 ? "file" : "files")"
            guard target.kind == .none else { return "\(target.label) — \(count)" }
            let lowest = target.targets.isEmpty ? "availability not checked"
                : "checked against the lowest found: " + target.targets.map(\.ownedLabel).joined(separator: ", ")
            return "\(target.title) — \(count), \(lowest)"
        }.joined(separator: "; ")
    }

    /// `iOS 15.0 (project.pbxproj: App.xcodeproj/project.pbxproj, target App), macOS 12.0 (flag)`.
    static func targetSummary(_ report: LintReport) -> String {
        guard !report.targets.isEmpty else {
            return "none found (pass --deployment-target PLATFORM VERSION); availability not checked"
        }
        return report.targets.map { target in
            "\(target.label) (\(target.source.rawValue)\(target.file.map { ": \($0)" } ?? "")\(target.target.map { ", target \($0)" } ?? ""))"
        }.joined(separator: ", ")
    }

    /// `1 error, 2 warnings, 0 notes in 11 Swift files and 1 manifest (40 names); 2 not checked, 1 suppressed`;
    /// with asset catalogs, `… (40 names) and 2 asset catalogs (130 assets, 4 symbol sets, 12 image names)`.
    static func summary(_ report: LintReport) -> String {
        var text = [Numbers.counted(report.count(.error), "error"), Numbers.counted(report.count(.warning), "warning"),
                    Numbers.counted(report.count(.note), "note")].joined(separator: ", ")
        text += " in \(files(report)) (\(Numbers.counted(report.referenceCount, "name")))"
        if !report.assetCatalogs.isEmpty {
            text += " and \(Numbers.counted(report.assetCatalogs.count, "asset catalog")) (\(Numbers.counted(report.assetCount, "asset")), "
                + "\(Numbers.counted(report.symbolSetCount, "symbol set")), \(Numbers.counted(report.imageNameCount, "image name")))"
        }
        var extras = [String]()
        if !report.unchecked.isEmpty { extras.append("\(report.unchecked.count) not checked") }
        if report.suppressedCount > 0 { extras.append("\(report.suppressedCount) suppressed") }
        if report.baselinedCount > 0 { extras.append("\(report.baselinedCount) in the baseline") }
        if !report.fixes.isEmpty { extras.append("\(report.fixes.count) fixed") }
        return extras.isEmpty ? text : text + "; " + extras.joined(separator: ", ")
    }

    /// `3 Swift files, 1 manifest and 1 storyboard`, by kind in a fixed order; `0 files`.
    static func files(_ report: LintReport) -> String {
        let parts = LintFileKind.allCases.compactMap { kind in report.fileCounts[kind].map(kind.counted) }
        return parts.isEmpty ? "0 files" : Wording.list(parts, conjunction: "and")
    }

    /// `FILE:LINE:COLUMN: fixed: 'old' → 'new' [renamed-symbol]`.
    static func fixLine(_ fix: LintFix) -> String {
        "\(fix.location): fixed: '\(fix.name)' → '\(fix.replacement)' [\(fix.rule.rawValue)]"
    }

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`
    /// (notes are `::notice`), then the summary as a plain log line.
    static func github(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let location = finding.location
            output += "::\(command) file=\(WorkflowCommandText.property(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(WorkflowCommandText.property(finding.rule.rawValue))::\(WorkflowCommandText.data(finding.message))\n"
        }
        output += summary(report) + "\n"
        return output
    }
}
