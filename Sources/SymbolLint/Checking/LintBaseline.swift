import CatalogSystem
import CatalogFormats
import SymbolCatalog

/// Findings accepted as they are, for adopting the lint in an existing app: a JSON file of
/// `{file, rule, name, count}` entries. Lines are not recorded, so edits elsewhere in a file
/// do not bring a finding back; a new use of the same name in the same file does once the
/// count is exceeded.
public struct LintBaseline: Sendable, Equatable {
    struct Key: Hashable, Comparable {
        var file: String
        var rule: String
        var name: String
        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.file, lhs.rule, lhs.name) < (rhs.file, rhs.rule, rhs.name) }
    }

    var counts: [Key: Int]

    /// The baseline that accepts `findings`: each file, rule and name as often as it occurs.
    public init(_ findings: [LintFinding]) {
        counts = [:]
        for finding in findings { counts[Key(finding), default: 0] += 1 }
    }

    /// Reads the baseline file at `path`.
    public init(contentsOf path: String, limit: FileSizeLimit = .standard) throws(LintError) {
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(path).bytes } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        try self.init(bytes: bytes, path: path)
    }

    /// Reads a baseline written by ``rendered()``.
    public init(bytes: [UInt8], path: String) throws(LintError) {
        let json: JSONValue
        do { json = try JSONReader.parse(bytes) } catch { throw .invalidBaseline(path: path, reason: error.description) }
        guard case .object(let members) = json, let entries = members.first(where: { $0.0 == "findings" })?.1,
              case .array(let items) = entries else {
            throw .invalidBaseline(path: path, reason: "no \"findings\" list")
        }
        counts = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let fields) = item,
                  case .string(let file)? = fields.first(where: { $0.0 == "file" })?.1,
                  case .string(let rule)? = fields.first(where: { $0.0 == "rule" })?.1,
                  case .string(let name)? = fields.first(where: { $0.0 == "name" })?.1,
                  case .number(let countText)? = fields.first(where: { $0.0 == "count" })?.1,
                  let count = Int(countText), count > 0 else {
                throw .invalidBaseline(path: path, reason: "entry \(index + 1) needs file, rule, name and a positive count")
            }
            counts[Key(file: file, rule: rule, name: name), default: 0] += count
        }
    }

    /// `findings` without those the baseline accounts for.
    public func filter(_ findings: [LintFinding]) -> [LintFinding] {
        var remaining = counts
        return findings.filter { finding in
            let key = Key(finding)
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    /// The number of findings recorded.
    public var count: Int { counts.values.reduce(0, +) }

    /// The baseline file: JSON, entries sorted, one per line.
    public func rendered() -> String {
        var output = "{\n  \"schemaVersion\": 1,\n  \"findings\": ["
        for (index, key) in counts.keys.sorted().enumerated() {
            output += index == 0 ? "\n    {\"file\": " : ",\n    {\"file\": "
            JSONString.write(key.file, to: &output)
            output += ", \"rule\": "
            JSONString.write(key.rule, to: &output)
            output += ", \"name\": "
            JSONString.write(key.name, to: &output)
            output += ", \"count\": \(counts[key] ?? 0)}"
        }
        output += counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }
}

extension LintBaseline.Key {
    init(_ finding: LintFinding) {
        self.init(file: finding.location.file, rule: finding.rule.rawValue, name: finding.name)
    }
}
