import Foundation
import Testing
import CatalogTestSupport

/// The reference tables in `../shared/reference/dynamic-type` (beside the checkout), read with a
/// tiny CSV reader so the tests compare the Swift tables against the CSVs cell by cell.
enum DynamicTypeReference {
    /// The package root.
    static let packageRoot: URL = TestPaths.packageRoot

    /// `../shared/reference/dynamic-type`, or nil when absent.
    static let folder: URL? = {
        let url = packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/reference/dynamic-type")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? url : nil
    }()

    static var isAvailable: Bool { folder != nil }

    static let absentMessage: Comment =
        "../shared/reference/dynamic-type is absent: reference-table tests skipped"

    /// The rows of `file`, or an empty list when the folder or file is absent or unreadable
    /// (each suite also checks its row counts, so an unreadable file fails loudly there).
    static func rows(_ file: String) -> [ReferenceRow] {
        (try? load(file)) ?? []
    }

    /// The rows of `file`; throws when it cannot be read.
    static func load(_ file: String) throws -> [ReferenceRow] {
        guard let folder else { throw CSVError(message: "reference folder absent") }
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return try ReferenceCSV.parse(text, file: file)
    }
}

/// One data row of a reference CSV: its fields by column name.
struct ReferenceRow: Sendable, CustomTestStringConvertible {
    let file: String
    /// 1-based line number in the file (the header is line 1).
    let line: Int
    let fields: [String: String]

    /// The field in `column`, or "" (and a recorded issue) when the column does not exist.
    subscript(column: String) -> String {
        guard let value = fields[column] else {
            Issue.record("\(file):\(line): no column '\(column)'")
            return ""
        }
        return value
    }

    /// The field in `column` as a number.
    func number(_ column: String) throws -> Double {
        try #require(Double(self[column]), "\(file):\(line): \(column) '\(self[column])' is not a number")
    }

    /// The row's fields in file order.
    let values: [String]

    /// `file:line` and the row's first fields, e.g. `tracking_new_york.csv:2 6,40,0.23`.
    var testDescription: String {
        "\(file):\(line) " + values.prefix(4).joined(separator: ",")
    }
}

struct CSVError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A tiny RFC 4180 reader: comma-separated fields, optionally in double quotes (with `""` for
/// a quote inside), records separated by LF or CRLF; the first record is the header.
enum ReferenceCSV {
    static func records(_ text: String) throws -> [[String]] {
        var records = [[String]]()
        var record = [String]()
        var field = ""
        var inQuotes = false
        var fieldWasQuoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let character = pending { pending = nil; return character }
            return characters.next()
        }
        while let character = next() {
            if inQuotes {
                if character == "\"" {
                    if let following = next() {
                        if following == "\"" {
                            field.append("\"")
                        } else {
                            inQuotes = false
                            pending = following
                        }
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                guard field.isEmpty, !fieldWasQuoted else {
                    throw CSVError(message: "quote inside an unquoted field: \(field)")
                }
                inQuotes = true
                fieldWasQuoted = true
            case ",":
                record.append(field)
                field = ""
                fieldWasQuoted = false
            case "\n", "\r\n", "\r":
                record.append(field)
                records.append(record)
                record = []
                field = ""
                fieldWasQuoted = false
            default:
                field.append(character)
            }
        }
        if inQuotes { throw CSVError(message: "unterminated quoted field") }
        if !field.isEmpty || fieldWasQuoted || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }

    /// The data rows of `text` keyed by the header's column names; blank lines are skipped and
    /// a row with the wrong number of fields is an error.
    static func parse(_ text: String, file: String) throws -> [ReferenceRow] {
        let all = try records(text)
        guard let header = all.first else { throw CSVError(message: "\(file): empty") }
        var rows = [ReferenceRow]()
        for (offset, record) in all.dropFirst().enumerated() {
            if record == [""] { continue }
            guard record.count == header.count else {
                throw CSVError(
                    message: "\(file):\(offset + 2): \(record.count) fields, header has \(header.count)")
            }
            rows.append(ReferenceRow(
                file: file, line: offset + 2,
                fields: Dictionary(uniqueKeysWithValues: zip(header, record)), values: record))
        }
        return rows
    }
}
