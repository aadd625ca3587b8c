import CatalogFormats
import CatalogSystem
import SymbolTemplates

/// `catalog template check` output: each template's summary, then lint's finding lines.
enum TemplateRenderer {
    /// `FILE: template v.3.0, 3300×2200, scales S, weights Ultralight Regular Black, 3 variants, margins: Regular-S 1404.51–1495.18`,
    /// then `FILE:LINE:1: severity: message [rule]` per finding and a count (`1 error, 0
    /// warnings, 0 notes in 2 templates`).
    static func text(_ templates: [SymbolTemplate], _ findings: [TemplateFinding], style: ANSIStyle) -> String {
        var output = ""
        for template in templates { output += "\(template.file): \(summary(template))\n" }
        for finding in findings {
            let severity = switch finding.severity {
            case .error: style.bold("error:")
            case .warning: style.warning("warning:")
            case .note: style.accent("note:")
            }
            output += "\(finding.file):\(finding.line):1: \(severity) \(finding.message) [\(finding.rule.rawValue)]\n"
        }
        return output + count(templates, findings) + "\n"
    }

    static func summary(_ template: SymbolTemplate) -> String {
        let version = template.version.map { "template v.\($0)" } ?? "no template version"
        let canvas = template.canvas.map { "\(number($0.width))×\(number($0.height))" } ?? "no canvas size"
        let margins = template.margins.map { margin in
            "\(margin.variant?.description ?? "all") \(number(margin.left))–\(number(margin.right))"
        }
        return "\(version), \(canvas), scales \(template.scales.map(\.rawValue).joined(separator: " ")), "
            + "weights \(template.weights.map(\.rawValue).joined(separator: " ")), \(Numbers.counted(template.variants.count, "variant"))"
            + (margins.isEmpty ? "" : ", margins " + margins.joined(separator: ", "))
    }

    static func count(_ templates: [SymbolTemplate], _ findings: [TemplateFinding]) -> String {
        let errors = findings.count { $0.severity == .error }, warnings = findings.count { $0.severity == .warning }
        let notes = findings.count { $0.severity == .note }
        return [Numbers.counted(errors, "error"), Numbers.counted(warnings, "warning"), Numbers.counted(notes, "note")].joined(separator: ", ")
            + " in " + Numbers.counted(templates.count, "template")
    }

    /// GitHub Actions workflow commands, as lint writes them.
    static func github(_ templates: [SymbolTemplate], _ findings: [TemplateFinding]) -> String {
        var output = ""
        for finding in findings {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            output += "::\(command) file=\(WorkflowCommandText.property(finding.file)),line=\(finding.line),"
                + "title=\(WorkflowCommandText.property(finding.rule.rawValue))::\(WorkflowCommandText.data(finding.message))\n"
        }
        return output + count(templates, findings) + "\n"
    }

    static func number(_ value: Double) -> String { value.isFinite ? SVGNumber.format(value, decimals: 3) : "none" }
}
