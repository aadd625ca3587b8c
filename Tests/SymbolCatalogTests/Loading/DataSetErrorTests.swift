import Foundation
import Testing
@testable import SymbolCatalog

/// One broken folder per case, and the exact error it must give.
struct BrokenDataSet: CustomTestStringConvertible, Sendable {
    let label: String
    /// Writes files into the folder; returns the path to load (usually the folder).
    let prepare: @Sendable (FixtureWriter) throws -> String
    /// The expected error, given the folder's path.
    let expected: @Sendable (String) -> DataSetError

    var testDescription: String { label }
}

nonisolated(unsafe) private let validNames: [String: Any] = ["symbols": ["heart": "2019"], "year_to_release": ["2019": ["iOS": "13.0"]]]

private let brokenDataSets: [BrokenDataSet] = [
    BrokenDataSet(label: "missing folder",
                  prepare: { $0.path + "/nope" },
                  expected: { .notFound(path: $0 + "/nope") }),
    BrokenDataSet(label: "a file, not a folder",
                  prepare: { try $0.writeText("file.txt", "x"); return $0.path + "/file.txt" },
                  expected: { .notADirectory(path: $0 + "/file.txt") }),
    BrokenDataSet(label: "folder without name_availability.plist",
                  prepare: { try $0.writeText("categories.plist", "()"); return $0.path },
                  expected: { .missingNameAvailability(folder: $0) }),
    BrokenDataSet(label: "empty name_availability.plist",
                  prepare: { try $0.writeBytes("name_availability.plist", []); return $0.path },
                  expected: { .invalidFile(file: $0 + "/name_availability.plist", .empty) }),
    BrokenDataSet(label: "whitespace-only name_availability.plist",
                  prepare: { try $0.writeText("name_availability.plist", " \n\n"); return $0.path },
                  expected: { .invalidFile(file: $0 + "/name_availability.plist", .empty) }),
    BrokenDataSet(label: "a 42-byte binary plist whose trailer claims 2^40 objects",
                  prepare: {
                      let trailer: [UInt8] = [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1 << 40) + bigEndian(0) + bigEndian(9)
                      try $0.writeBytes("name_availability.plist", Array("bplist00".utf8) + [0x50, 0] + trailer)
                      return $0.path
                  },
                  expected: { .invalidFile(file: $0 + "/name_availability.plist", .corruptBinary(
                      "trailer says 1099511627776 objects but the offset table would need 1099511627776 bytes past offset 9 in a 42-byte file")) }),
    BrokenDataSet(label: "wrong root type",
                  prepare: { try $0.write("name_availability.plist", ["heart"], as: .xml); return $0.path },
                  expected: { .wrongType(file: $0 + "/name_availability.plist", keyPath: "root", expected: "a dictionary", found: "an array") }),
    BrokenDataSet(label: "missing symbols key",
                  prepare: { try $0.write("name_availability.plist", ["year_to_release": [:] as [String: Any]], as: .binary); return $0.path },
                  expected: { .invalidValue(file: $0 + "/name_availability.plist", keyPath: "symbols", reason: "missing") }),
    BrokenDataSet(label: "a release that is a number",
                  prepare: { try $0.write("name_availability.plist", ["symbols": ["heart": 2019]], as: .binary); return $0.path },
                  expected: { .wrongType(file: $0 + "/name_availability.plist", keyPath: "symbols[\"heart\"]", expected: "a string", found: "an integer") }),
    BrokenDataSet(label: "a release table entry that is a string",
                  prepare: { try $0.write("name_availability.plist", ["symbols": ["heart": "2019"], "year_to_release": ["2019": "13.0"]], as: .xml); return $0.path },
                  expected: { .wrongType(file: $0 + "/name_availability.plist", keyPath: "year_to_release[\"2019\"]", expected: "a dictionary", found: "a string") }),
    BrokenDataSet(label: ".strings syntax error with its line",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.writeText("name_aliases.strings", "// header\n\"a\" = \"character\";\n\"b\" = \"c\"\n\"d\" = \"e\";\n")
                      return $0.path
                  },
                  expected: { .invalidFile(file: $0 + "/name_aliases.strings", .stringsSyntax(line: 4, reason: "expected ';' after the value of \"b\" (line 3), found '\"'")) }),
    BrokenDataSet(label: "unterminated string in legacy aliases",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.writeText("legacy_aliases_strings.txt", "\"a\" = \"b\";\n\"dot.circle = \"x\";\n")
                      return $0.path
                  },
                  expected: { .invalidFile(file: $0 + "/legacy_aliases_strings.txt", .stringsSyntax(line: 2, reason: "expected '=' after key \"dot.circle = \", found 'x'")) }),
    BrokenDataSet(label: "invalid UTF-8 in a .strings file",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.writeBytes("name_aliases.strings", Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8))
                      return $0.path
                  },
                  expected: { .invalidFile(file: $0 + "/name_aliases.strings", .invalidEncoding("invalid UTF-8 near byte 7")) }),
    BrokenDataSet(label: "aliases that are an array",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.write("name_aliases.strings", ["a", "b"], as: .binary)
                      return $0.path
                  },
                  expected: { .wrongType(file: $0 + "/name_aliases.strings", keyPath: "root", expected: "a dictionary", found: "an array") }),
    BrokenDataSet(label: "keywords that are not an array",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.write("symbol_search.plist", ["heart": "love"], as: .xml)
                      return $0.path
                  },
                  expected: { .wrongType(file: $0 + "/symbol_search.plist", keyPath: "heart", expected: "an array", found: "a string") }),
    BrokenDataSet(label: "category without a key",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.write("categories.plist", [["key": "all", "label": "All"], ["label": "Health"]], as: .xml)
                      return $0.path
                  },
                  expected: { .invalidValue(file: $0 + "/categories.plist", keyPath: "1[\"key\"]", reason: "missing") }),
    BrokenDataSet(label: "restriction key without a sentence",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.write("symbol_restrictions.plist", ["heart": "love"], as: .binary)
                      try $0.write("restrictions.plist", ["airplay": "…"], as: .binary)
                      return $0.path
                  },
                  expected: { .invalidValue(file: $0 + "/symbol_restrictions.plist", keyPath: "heart", reason: "restriction key 'love' is not in restrictions.plist") }),
    BrokenDataSet(label: "restriction keys without restrictions.plist",
                  prepare: {
                      try $0.write("name_availability.plist", validNames, as: .xml)
                      try $0.write("symbol_restrictions.plist", ["heart": "love"], as: .binary)
                      return $0.path
                  },
                  expected: { .invalidValue(file: $0 + "/symbol_restrictions.plist", keyPath: "root", reason: "restriction keys need restrictions.plist beside them, which is missing") }),
    BrokenDataSet(label: "name_availability.plist that is a folder",
                  prepare: {
                      try FileManager.default.createDirectory(at: $0.url("name_availability.plist"), withIntermediateDirectories: true)
                      return $0.path
                  },
                  expected: { .unreadable(file: $0 + "/name_availability.plist", reason: "is a folder") }),
]

private func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
}

@Suite("Bad input gives one exact error naming the file")
struct DataSetErrorTests {
    @Test(arguments: brokenDataSets)
    func brokenFolder(_ broken: BrokenDataSet) throws {
        let writer = FixtureWriter()
        defer { writer.remove() }
        let path = try broken.prepare(writer)
        #expect(throws: broken.expected(writer.path)) {
            try DataSetLoader.load(path: path)
        }
    }

    @Test("error descriptions are one line and name the file")
    func descriptions() {
        let cases: [(DataSetError, String)] = [
            (.notFound(path: "/x"), "/x: no such file or folder"),
            (.missingNameAvailability(folder: "/x"), "/x: not a data set: name_availability.plist is missing"),
            (.invalidFile(file: "/x/a.strings", .stringsSyntax(line: 3, reason: "expected ';'")), "/x/a.strings: line 3: .strings syntax error: expected ';'"),
            (.wrongType(file: "/x/n.plist", keyPath: "symbols[\"heart\"]", expected: "a string", found: "an integer"),
             "/x/n.plist: symbols[\"heart\"]: expected a string, found an integer"),
            (.unknownSymbol(name: "hart", dataSet: "sf6", suggestions: ["heart", "cart"]), "unknown symbol 'hart' in sf6; did you mean 'heart' or 'cart'?"),
        ]
        for (error, text) in cases {
            #expect(error.description == text)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("a truncated binary name_availability.plist is refused, never trusted")
    func truncatedBinary() throws {
        let writer = FixtureWriter()
        defer { writer.remove() }
        let full = try PropertyListSerialization.data(fromPropertyList: validNames, format: .binary, options: 0)
        for length in [9, 20, 40, full.count / 2, full.count - 1] {
            try writer.writeBytes("name_availability.plist", Array(full.prefix(length)))
            do {
                _ = try DataSetLoader.load(path: writer.path)
                Issue.record("length \(length) loaded")
            } catch {
                guard case .invalidFile(let file, .corruptBinary) = error else {
                    Issue.record("length \(length): \(error)")
                    continue
                }
                #expect(file == writer.path + "/name_availability.plist")
            }
        }
    }
}
