import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog metrics")
struct MetricsCommandTests {
    // Expected values: fontTools 4.68.0 via `python3 Scripts/font-metrics-reference.py FILE`
    // (see Tests/TypeScaleTests/Metrics/FaceMetricsTests.swift); the CLI must print them unchanged.
    @Test("--json is the contract: keys in order, all lengths in font units")
    func json() {
        let result = CLI.run(["metrics", "--json", FontFixtures.metrics])
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            {
              "schemaVersion": 1,
              "faces": [
                {
                  "file": "\(FontFixtures.metrics)",
                  "faceIndex": 0,
                  "family": "Catalog Metrics",
                  "style": "Regular",
                  "postscriptName": "CatalogMetrics-Regular",
                  "format": "TrueType",
                  "glyphCount": 4,
                  "unitsPerEm": 1000,
                  "hhea": {
                    "ascender": 950,
                    "descender": -250,
                    "lineGap": 20
                  },
                  "typo": {
                    "ascender": 800,
                    "descender": -200,
                    "lineGap": 200
                  },
                  "win": {
                    "ascent": 1000,
                    "descent": 300
                  },
                  "useTypoMetrics": true,
                  "capHeight": {
                    "value": 700,
                    "source": "os2"
                  },
                  "xHeight": {
                    "value": 500,
                    "source": "os2"
                  },
                  "weightClass": 400,
                  "widthClass": 5,
                  "italicAngle": 0,
                  "axes": [],
                  "namedInstances": []
                }
              ]
            }

            """)
    }

    @Test("a collection gives every face, in order")
    func collection() throws {
        let faces = try FontFixtures.faces([FontFixtures.collection])
        #expect(faces.count == 2)
        #expect(faces.map { $0["faceIndex"] as? Int } == [0, 1])
        #expect(faces.map { $0["family"] as? String } == ["Catalog Test", "Catalog Test 2048"])
        #expect(faces.map { $0["unitsPerEm"] as? Int } == [1000, 2048])
        #expect(faces.allSatisfy { $0["file"] as? String == FontFixtures.collection })
    }

    @Test("several fonts: faces in argument order")
    func severalFonts() throws {
        let faces = try FontFixtures.faces([FontFixtures.variable, FontFixtures.collection, FontFixtures.metrics])
        #expect(faces.map { $0["family"] as? String } == ["Catalog Variable", "Catalog Test", "Catalog Test 2048", "Catalog Metrics"])
    }

    @Test("a variable font: axes and named instances")
    func variable() {
        let output = CLI.run(["metrics", "--json", FontFixtures.variable]).standardOutput
        #expect(output.contains("""
                  "axes": [
                    {
                      "tag": "wght",
                      "name": "Weight",
                      "min": 100,
                      "default": 400,
                      "max": 900
                    },
                    {
                      "tag": "wdth",
                      "name": "Width",
                      "min": 75,
                      "default": 100,
                      "max": 125
                    }
                  ],
                  "namedInstances": [
                    {
                      "name": "Thin",
                      "coordinates": {
                        "wght": 100,
                        "wdth": 100
                      }
                    },
            """))
        #expect(output.contains("""
                    {
                      "name": "Expanded Bold",
                      "coordinates": {
                        "wght": 700,
                        "wdth": 125
                      }
                    }
                  ]
                }
              ]
            }
            """))
    }

    @Test("text: one aligned block per face")
    func text() {
        let result = CLI.run(["metrics", FontFixtures.metrics, FontFixtures.collection])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            \(FontFixtures.metrics)
              Family           Catalog Metrics
              Style            Regular
              PostScript name  CatalogMetrics-Regular
              Format           TrueType, 4 glyphs, 1000 units per em
                               ascender  descender  line gap
              hhea             950       -250       20
              OS/2 typo        800       -200       200
              OS/2 win         ascent 1000, descent 300 (stored positive)
              OS/2 version     4
              FreeType uses    OS/2 typo (USE_TYPO_METRICS is set)
              Cap height       700 (OS/2)
              x-height         500 (OS/2)
              Weight class     400
              Width class      5
              Italic angle     0°

            \(FontFixtures.collection)  (face 0 of 2)
              Family           Catalog Test
              Style            Regular
              PostScript name  CatalogTest-Regular
              Format           TrueType, 3 glyphs, 1000 units per em
                               ascender  descender  line gap
              hhea             800       -200       0
              OS/2 typo        800       -200       0
              OS/2 win         ascent 800, descent 200 (stored positive)
              OS/2 version     3
              FreeType uses    hhea
              Cap height       700 (OS/2)
              x-height         500 (OS/2)
              Weight class     400
              Width class      5
              Italic angle     0°

            \(FontFixtures.collection)  (face 1 of 2)
              Family           Catalog Test 2048
              Style            Regular
              PostScript name  CatalogTest2048-Regular
              Format           TrueType, 3 glyphs, 2048 units per em
                               ascender  descender  line gap
              hhea             1638      -410       0
              OS/2 typo        1638      -410       0
              OS/2 win         ascent 1638, descent 410 (stored positive)
              OS/2 version     3
              FreeType uses    hhea
              Cap height       1434 (OS/2)
              x-height         1024 (OS/2)
              Weight class     400
              Width class      5
              Italic angle     0°

            """)
    }

    @Test("text for a variable font lists axes, the instance and named instances")
    func variableText() {
        let output = CLI.run(["metrics", FontFixtures.variable]).standardOutput
        #expect(output.hasSuffix("""
              Italic angle     0°
              Axes             wght  Weight  100 to 900, default 400
                               wdth  Width   75 to 125, default 100
              Instance         default (wght 400, wdth 100)
              Named instances  Thin           wght 100, wdth 100
                               Regular        wght 400, wdth 100
                               Bold           wght 700, wdth 100
                               Black          wght 900, wdth 100
                               Condensed      wght 400, wdth 75
                               Expanded Bold  wght 700, wdth 125

            """))
    }

    @Test("colour only on request")
    func colour() {
        #expect(CLI.run(["metrics", FontFixtures.metrics, "--color", "always"]).standardOutput.hasPrefix("\u{1B}[1m"))
        #expect(!CLI.run(["metrics", FontFixtures.metrics]).standardOutput.contains("\u{1B}["))
    }

    @Test("--format tsv: one row per face, file first, no header")
    func tsv() {
        let result = CLI.run(["metrics", "--format", "tsv", FontFixtures.metrics, FontFixtures.collection, FontFixtures.variable])
        #expect(result.exitCode == 0)
        let rows = [
            [FontFixtures.metrics, "0", "Catalog Metrics", "Regular", "CatalogMetrics-Regular", "TrueType", "4", "1000",
             "950", "-250", "20", "800", "-200", "200", "1000", "300", "true", "700", "os2", "500", "os2", "400", "5", "0", "", ""],
            [FontFixtures.collection, "0", "Catalog Test", "Regular", "CatalogTest-Regular", "TrueType", "3", "1000",
             "800", "-200", "0", "800", "-200", "0", "800", "200", "false", "700", "os2", "500", "os2", "400", "5", "0", "", ""],
            [FontFixtures.collection, "1", "Catalog Test 2048", "Regular", "CatalogTest2048-Regular", "TrueType", "3", "2048",
             "1638", "-410", "0", "1638", "-410", "0", "1638", "410", "false", "1434", "os2", "1024", "os2", "400", "5", "0", "", ""],
            [FontFixtures.variable, "0", "Catalog Variable", "Regular", "CatalogVariable-Regular", "TrueType", "4", "1000",
             "900", "-250", "0", "800", "-200", "100", "950", "250", "true", "700", "os2", "500", "os2", "400", "5", "0",
             "wght=100:400:900,wdth=75:100:125",
             "Thin@wght=100,wdth=100;Regular@wght=400,wdth=100;Bold@wght=700,wdth=100;Black@wght=900,wdth=100;"
                + "Condensed@wght=400,wdth=75;Expanded Bold@wght=700,wdth=125"],
        ]
        #expect(result.standardOutput == rows.map { $0.joined(separator: "\t") + "\n" }.joined())
    }

    @Test("--output writes the file and nothing to stdout")
    func output() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-metrics-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = CLI.run(["metrics", "--json", "-o", path, FontFixtures.metrics])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == CLI.run(["metrics", "--json", FontFixtures.metrics]).standardOutput)
    }
}
