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
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        var text = [counted(report.count(.error), "error"), counted(report.count(.warning), "warning"),
                    counted(report.count(.note), "note")].joined(separator: ", ")
        text += " in \(files(report)) (\(counted(report.referenceCount, "name")))"
        if !report.assetCatalogs.isEmpty {
            text += " and \(counted(report.assetCatalogs.count, "asset catalog")) (\(counted(report.assetCount, "asset")), "
                + "\(counted(report.symbolSetCount, "symbol set")), \(counted(report.imageNameCount, "image name")))"
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
        guard let last = parts.last else { return "0 files" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `FILE:LINE:COLUMN: fixed: 'old' → 'new' [renamed-symbol]`.
    static func fixLine(_ fix: LintFix) -> String {
        "\(fix.location): fixed: '\(fix.name)' → '\(fix.replacement)' [\(fix.rule.rawValue)]"
    }

    /// The JSON contract: `schemaVersion`, `targets`, `governance`, `findings`, `unchecked` (and
    /// `assets` where the tree has asset catalogs, `fixes` after `--fix` changed something).
    static func json(_ report: LintReport) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("schemaVersion", .int(1)),
            ("targets", .array(report.targets.map { target in
                .object([("platform", .string(target.platform.rawValue)), ("version", .string(target.version.description)),
                         ("source", .string(target.source.rawValue)), ("file", .optional(target.file)),
                         ("target", .optional(target.target)), ("assumed", .bool(target.assumed))])
            })),
            ("governance", .array(report.governance.map { target, files in
                .object([("kind", .string(target.kind.rawValue)), ("name", .string(target.name)), ("file", .optional(target.file)),
                         ("targets", .array(target.targets.map { deployment in
                             .object([("platform", .string(deployment.platform.rawValue)), ("version", .string(deployment.version.description)),
                                      ("assumed", .bool(deployment.assumed))])
                         })),
                         ("files", .array(files.map { .string($0) }))])
            })),
            ("findings", .array(report.findings.map { finding in
                .object([
                    ("file", .string(finding.location.file)), ("line", .int(finding.location.line)),
                    ("column", .int(finding.location.column)), ("severity", .string(finding.severity.rawValue)),
                    ("rule", .string(finding.rule.rawValue)), ("name", .string(finding.name)),
                    ("message", .string(finding.message)), ("replacement", .optional(finding.replacement)),
                ])
            })),
            ("unchecked", .array(report.unchecked.map { reference in
                .object([("file", .string(reference.location.file)), ("line", .int(reference.location.line)),
                         ("column", .int(reference.location.column)), ("expression", .string(reference.expression))])
            })),
        ]
        if !report.assetCatalogs.isEmpty {
            members.append(("assets", .object([
                ("catalogs", .array(report.assetCatalogs.map { .string($0) })), ("assets", .int(report.assetCount)),
                ("symbolSets", .int(report.symbolSetCount)), ("imageNames", .int(report.imageNameCount)),
            ])))
        }
        if !report.fixes.isEmpty {
            members.append(("fixes", .array(report.fixes.map { fix in
                .object([("file", .string(fix.location.file)), ("line", .int(fix.location.line)),
                         ("column", .int(fix.location.column)), ("name", .string(fix.name)),
                         ("replacement", .string(fix.replacement))])
            })))
        }
        return .object(members)
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
            output += "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(property(finding.rule.rawValue))::\(data(finding.message))\n"
        }
        output += summary(report) + "\n"
        return output
    }

    /// Escapes a workflow command's message.
    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// Escapes a workflow command's property value.
    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
