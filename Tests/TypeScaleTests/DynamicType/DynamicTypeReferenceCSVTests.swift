import Testing

/// The tiny CSV reader the reference tests rely on.
@Suite("Dynamic Type: reference CSV reader")
struct DynamicTypeReferenceCSVTests {
    @Test("quoted fields, escaped quotes, CRLF, empty fields, blank lines")
    func parse() throws {
        let text = "a,b,c\r\n1,\"x, y\",\r\n\n2,\"say \"\"hi\"\"\",z\n3,,\"\""
        let rows = try ReferenceCSV.parse(text, file: "t.csv")
        #expect(rows.map(\.values) == [["1", "x, y", ""], ["2", "say \"hi\"", "z"], ["3", "", ""]])
        #expect(rows[0]["b"] == "x, y")
        #expect(rows.map(\.line) == [2, 4, 5])
        #expect(rows[1].testDescription == "t.csv:4 2,say \"hi\",z")
    }

    @Test("malformed input is an error")
    func malformed() {
        #expect(throws: CSVError.self) { try ReferenceCSV.parse("a,b\n1,2,3\n", file: "t.csv") }
        #expect(throws: CSVError.self) { try ReferenceCSV.parse("a\n\"open\n", file: "t.csv") }
        #expect(throws: CSVError.self) { try ReferenceCSV.parse("a\nx\"y\n", file: "t.csv") }
        #expect(throws: CSVError.self) { try ReferenceCSV.parse("", file: "t.csv") }
    }
}
