import SymbolCatalog

extension LintRenderer {
    /// SARIF 2.1.0: one run of the `catalog` tool with every rule described, one result per
    /// finding (level error/warning/note), file paths relative to the source root
    /// (`%SRCROOT%`), columns counted in Unicode code points.
    static func sarif(_ report: LintReport, dataSet: DataSet) -> JSONValue {
        let rules = LintRule.allCases
        let results: [JSONValue] = report.findings.map { finding in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .int(rules.firstIndex(of: finding.rule) ?? 0)),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(finding.location.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                    ("region", .object([("startLine", .int(finding.location.line)), ("startColumn", .int(finding.location.column))])),
                ]))])])),
            ]
            if let replacement = finding.replacement {
                members.append(("properties", .object([("replacement", .string(replacement))])))
            }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("catalog")),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.rawValue)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
                ])
            })),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("properties", .object([
                ("dataSet", .string(dataSet.name)),
                ("deploymentTargets", .array(report.targets.map { .string($0.label) })),
            ])),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// A relative path as a URI reference: each segment percent-encoded where needed.
    static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }
}
