/// The SARIF 2.1.0 envelope `lint` and `check` share: one run of the `catalog` tool with its
/// rules described, and results pointing at files.
package enum SARIFLog {
    package struct Rule {
        package let id: String
        package let summary: String
        /// `error`, `warning` or `note`.
        package let level: String

        package init(id: String, summary: String, level: String) {
            (self.id, self.summary, self.level) = (id, summary, level)
        }
    }

    /// A result of rule `rules[ruleIndex]` at `uri` (a relative URI reference; `region`:
    /// line and column), with `properties` when not empty.
    package static func result(rule: Rule, ruleIndex: Int, level: String, message: String, uri: String, uriBaseID: String? = nil,
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
    package static func document(rules: [Rule], results: [JSONOutput], runMembers: [(String, JSONOutput)] = []) -> JSONOutput {
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

    /// A relative path as a URI reference: each segment percent-encoded where needed.
    package static func uri(_ path: String) -> String {
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
