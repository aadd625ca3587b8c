import CatalogFormats
/// The SARIF 2.1.0 envelope `lint` and `check` share: one run of the `catalog` tool with its
/// rules described, and results pointing at files.
enum SARIFLog {
    struct Rule {
        let id: String
        let summary: String
        /// `error`, `warning` or `note`.
        let level: String
    }

    /// A result of rule `rules[ruleIndex]` at `uri` (a relative URI reference; `region`:
    /// line and column), with `properties` when not empty.
    static func result(rule: Rule, ruleIndex: Int, level: String, message: String, uri: String, uriBaseID: String? = nil,
                       region: (line: Int, column: Int)? = nil, properties: [(String, JSONOutput)] = []) -> JSONOutput {
        var artifact: [(String, JSONOutput)] = [("uri", .string(uri))]
        if let uriBaseID { artifact.append(("uriBaseId", .string(uriBaseID))) }
        var physical: [(String, JSONOutput)] = [("artifactLocation", .object(artifact))]
        if let region { physical.append(("region", .object([("startLine", .int(region.line)), ("startColumn", .int(region.column))]))) }
        var members: [(String, JSONOutput)] = [
            ("ruleId", .string(rule.id)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// The whole log: `runMembers` go between the tool and the results.
    static func document(rules: [Rule], results: [JSONOutput], runMembers: [(String, JSONOutput)] = []) -> JSONOutput {
        let driver: JSONOutput = .object([
            ("name", .string("catalog")),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(rule.level))])),
                ])
            })),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)]))] + runMembers + [("results", .array(results))])])),
        ])
    }
}
