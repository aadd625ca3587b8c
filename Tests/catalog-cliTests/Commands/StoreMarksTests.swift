import Foundation
import Testing
@testable import catalog_cli

@Suite("search and show mark favorites and collections")
struct StoreMarksTests {
    static func fixture() -> StoreFixture {
        let fixture = StoreFixture(label: "marks")
        _ = fixture.run(["favorites", "add", "doc.on.doc", "heart"], dataSet: fixture.sf5)
        _ = fixture.run(["collection", "new", "Docs"])
        _ = fixture.run(["collection", "new", "Red"])
        _ = fixture.run(["collection", "add", "Docs", "document.on.document"])
        _ = fixture.run(["collection", "add", "Red", "doc.on.doc", "heart"])
        return fixture
    }

    @Test("search: ★ in text, a favorite flag in TSV, favorite and collections in JSON")
    func search() {
        let fixture = Self.fixture()
        defer { fixture.remove() }
        #expect(fixture.run(["search", "doc"]).standardOutput == "document.on.document ★  2021\n")
        #expect(fixture.run(["search", "heart", "--format", "tsv"]).standardOutput == "heart\t2019\t\tlocalized,favorite\nheart.fill\t2019\t\t\n")
        let json = fixture.run(["search", "heart", "--json"]).standardOutput
        #expect(json.contains("\"flags\": [\n        \"localized\",\n        \"favorite\"\n      ],\n      \"favorite\": true,\n      \"collections\": [\n        \"Red\"\n      ]\n    },"))
        #expect(json.contains("\"flags\": [],\n      \"favorite\": false,\n      \"collections\": []\n    }\n  ],\n  \"suggestions\": []\n}\n"))
        #expect(fixture.run(["search", "doc"], dataSet: fixture.sf5).standardOutput == "doc.on.doc ★  2019\n")
    }

    @Test("show: ★ and a Collections line in text; rows in TSV; keys in JSON")
    func show() {
        let fixture = Self.fixture()
        defer { fixture.remove() }
        #expect(fixture.run(["show", "doc.on.doc"]).standardOutput == """
            document.on.document ★
            'doc.on.doc' is an old name of 'document.on.document'
              Introduced     2021 (iOS 15.0, macOS 12.0)
              Old names      doc.on.doc
              Older OS       before iOS 15.0 use doc.on.doc (iOS 13.0)
                             before macOS 12.0 use doc.on.doc (macOS 10.15)
              Collections    Docs, Red

            """)
        #expect(fixture.run(["show", "trash"]).standardOutput == "trash\n  Introduced     2019 (iOS 13.0, macOS 10.15)\n")
        let tsv = fixture.run(["show", "heart", "--format", "tsv"]).standardOutput
        #expect(tsv.contains("heart\tstyles\t\nheart\tfavorite\ttrue\nheart\tcollections\tRed\n"))
        #expect(fixture.run(["show", "trash", "--format", "tsv"]).standardOutput.contains("trash\tfavorite\tfalse\ntrash\tcollections\t\n"))
        #expect(fixture.run(["show", "doc.on.doc", "--json"]).standardOutput.hasSuffix("""
                ]
              },
              "favorite": true,
              "collections": [
                "Docs",
                "Red"
              ]
            }

            """))
        let colored = CLI.run(["show", "heart", "--data-set", fixture.sf6, "--color", "always"], environment: fixture.environment)
        #expect(colored.standardOutput.hasPrefix("\u{1B}[1mheart\u{1B}[0m \u{1B}[36m★\u{1B}[0m\n"))
    }
}
