import CatalogFormats

/// `catalog template check --json`.
package enum TemplateReport {
    /// `{schemaVersion, templates: [{file, version, canvas, scales, weights, guides, margins, variants: [{name, box}]}], findings}`.
    package static func json(_ templates: [SymbolTemplate], _ findings: [TemplateFinding]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("templates", .array(templates.map { template in
                .object([
                    ("file", .string(template.file)), ("version", .optional(template.version)),
                    ("canvas", template.canvas.map { .object([("width", .double($0.width)), ("height", .double($0.height))]) } ?? .null),
                    ("scales", .array(template.scales.map { .string($0.rawValue) })),
                    ("weights", .array(template.weights.map { .string($0.rawValue) })),
                    ("guides", .array(template.guides.map { .object([("id", .string($0.id)), ("y", .double($0.y))]) })),
                    ("margins", .array(template.margins.map { margin in
                        .object([("variant", .optional(margin.variant?.description)), ("left", .double(margin.left)), ("right", .double(margin.right))])
                    })),
                    ("variants", .array(template.variants.map { variant in
                        .object([("name", .string(variant.name.description)),
                                 ("box", variant.box.map { .object([("xMin", .double($0.xMin)), ("yMin", .double($0.yMin)),
                                                                   ("xMax", .double($0.xMax)), ("yMax", .double($0.yMax))]) } ?? .null)])
                    })),
                ])
            })),
            ("findings", .array(findings.map { finding in
                .object([("file", .string(finding.file)), ("line", .int(finding.line)), ("severity", .string(finding.severity.rawValue)),
                         ("rule", .string(finding.rule.rawValue)), ("message", .string(finding.message))])
            })),
        ])
    }
}
