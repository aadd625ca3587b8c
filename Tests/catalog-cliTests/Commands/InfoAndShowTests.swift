import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog info and show")
struct InfoAndShowTests {
    @Test("info --json is the contract, schemaVersion first")
    func infoJSON() {
        let result = CLI.run(["info", "--json", "--data-set", CLI.fixture])
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            {
              "schemaVersion": 1,
              "name": "mini",
              "version": "1.0",
              "license": null,
              "symbolCount": 5,
              "variantCount": 1,
              "renameCount": 2,
              "legacyAliasCount": 1,
              "restrictedCount": 1,
              "deprecatedCount": 0,
              "categoryCount": 2,
              "releases": [
                {
                  "id": "2019",
                  "platforms": {
                    "iOS": "13.0",
                    "macOS": "10.15",
                    "tvOS": "13.0",
                    "watchOS": "6.0"
                  },
                  "inferred": false
                },
                {
                  "id": "2020",
                  "platforms": {
                    "iOS": "14.0",
                    "macOS": "11.0",
                    "tvOS": "14.0",
                    "watchOS": "7.0"
                  },
                  "inferred": false
                },
                {
                  "id": "2021",
                  "platforms": {
                    "iOS": "15.0",
                    "macOS": "12.0",
                    "tvOS": "15.0",
                    "watchOS": "8.0"
                  },
                  "inferred": false
                }
              ],
              "drawSymbolCount": 0,
              "missingFiles": []
            }

            """)
    }

    @Test("info --format tsv: no header, key first")
    func infoTSV() {
        let result = CLI.run(["info", "--format", "tsv"], environment: ["CATALOG_DATA_SET": CLI.fixture])
        #expect(result.standardOutput == """
            name\tmini
            version\t1.0
            symbolCount\t5
            variantCount\t1
            renameCount\t2
            legacyAliasCount\t1
            restrictedCount\t1
            categoryCount\t2
            release\t2019\tiOS=13.0\tmacOS=10.15\ttvOS=13.0\twatchOS=6.0
            release\t2020\tiOS=14.0\tmacOS=11.0\ttvOS=14.0\twatchOS=7.0
            release\t2021\tiOS=15.0\tmacOS=12.0\ttvOS=15.0\twatchOS=8.0
            drawSymbolCount\t0

            """)
    }

    @Test("info text names the counts and files, without colour off a TTY")
    func infoText() {
        let result = CLI.run(["info", "--data-set", CLI.fixture])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("mini  (version 1.0)\n"))
        #expect(result.standardOutput.contains("Symbols:         5\n"))
        #expect(result.standardOutput.contains("name_aliases.strings (strings text)"))
        #expect(result.standardOutput.contains("symbol_search.plist (binary plist)"))
        #expect(!result.standardOutput.contains("\u{1B}["))
    }

    @Test("colour only on a TTY without NO_COLOR, unless --color always")
    func colour() {
        #expect(CLI.run(["show", "heart", "--data-set", CLI.fixture], terminal: true).standardOutput.contains("\u{1B}[1mheart"))
        #expect(!CLI.run(["show", "heart", "--data-set", CLI.fixture], environment: ["NO_COLOR": "1"], terminal: true)
            .standardOutput.contains("\u{1B}["))
        #expect(CLI.run(["show", "heart", "--data-set", CLI.fixture, "--color", "always"]).standardOutput.contains("\u{1B}[1m"))
        #expect(!CLI.run(["show", "heart", "--data-set", CLI.fixture, "--color", "never"], terminal: true)
            .standardOutput.contains("\u{1B}["))
    }

    @Test("show --json for an old name resolves and says so")
    func showRenamed() {
        let result = CLI.run(["show", "doc", "--json", "--data-set", CLI.fixture])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            {
              "schemaVersion": 1,
              "name": "document",
              "resolvedFrom": "doc",
              "introduced": {
                "release": "2021",
                "platforms": {
                  "iOS": "15.0",
                  "macOS": "12.0",
                  "tvOS": "15.0",
                  "watchOS": "8.0"
                }
              },
              "categories": [],
              "keywords": [],
              "oldNames": [
                "doc"
              ],
              "restriction": null,
              "deprecation": null,
              "localizations": [],
              "layersets": {
                "hierarchical": "2020"
              },
              "layersetNames": {
                "hierarchical": "doc"
              },
              "unicode": null,
              "styles": [],
              "namesByPlatform": {
                "iOS": [
                  {
                    "name": "doc",
                    "from": "13.0",
                    "release": "2019"
                  },
                  {
                    "name": "document",
                    "from": "15.0",
                    "release": "2021"
                  }
                ],
                "macOS": [
                  {
                    "name": "doc",
                    "from": "10.15",
                    "release": "2019"
                  },
                  {
                    "name": "document",
                    "from": "12.0",
                    "release": "2021"
                  }
                ],
                "tvOS": [
                  {
                    "name": "doc",
                    "from": "13.0",
                    "release": "2019"
                  },
                  {
                    "name": "document",
                    "from": "15.0",
                    "release": "2021"
                  }
                ],
                "watchOS": [
                  {
                    "name": "doc",
                    "from": "6.0",
                    "release": "2019"
                  },
                  {
                    "name": "document",
                    "from": "8.0",
                    "release": "2021"
                  }
                ]
              },
              "favorite": false,
              "collections": []
            }

            """)
    }

    @Test("show text for a symbol with everything")
    func showText() {
        let result = CLI.run(["show", "heart", "--data-set", CLI.fixture])
        #expect(result.standardOutput == """
            heart
              Introduced     2019 (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0)
              Categories     Health
              Keywords       love, like
              Hierarchical   2021 (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
              Multicolor     2020 (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0)
              Localizations
                ar  Arabic  2021

            """)
        let legacy = CLI.run(["show", "apple", "--data-set", CLI.fixture])
        #expect(legacy.standardOutput.hasPrefix("apple.logo\n'apple' is a legacy (pre-2019) name of 'apple.logo'\n"))
        #expect(legacy.standardOutput.contains("  Restriction    This symbol may not be modified"))
    }

    @Test("show --format tsv")
    func showTSV() {
        let result = CLI.run(["show", "heart", "--format=tsv", "--data-set", CLI.fixture])
        #expect(result.standardOutput == """
            heart\tresolvedFrom\t
            heart\tintroduced\t2019\tiOS=13.0\tmacOS=10.15\ttvOS=13.0\twatchOS=6.0
            heart\tcategories\thealth
            heart\tkeywords\tlove,like
            heart\toldNames\t
            heart\trestriction\t
            heart\tdeprecation\t
            heart\tunicode\t
            heart\tstyles\t
            heart\tfavorite\tfalse
            heart\tcollections\t
            heart\tlayerset\thierarchical\t2021
            heart\tlayerset\tmulticolor\t2020
            heart\tnameFrom\tiOS\t13.0\theart
            heart\tnameFrom\tmacOS\t10.15\theart
            heart\tnameFrom\ttvOS\t13.0\theart
            heart\tnameFrom\twatchOS\t6.0\theart
            heart\tlocalization\tar\tArabic\t2021

            """)
    }

    @Test("--output writes the file and nothing to stdout")
    func outputFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-out-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLI.run(["show", "heart", "--json", "--output", path, "--data-set", CLI.fixture])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"name\": \"heart\",\n"))
    }
}
