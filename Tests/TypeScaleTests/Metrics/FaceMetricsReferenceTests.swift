import Foundation
import CatalogTestSupport
import Testing
@testable import TypeScale

/// `catalog metrics`'s values against fontTools on every face of every fixture font and of
/// every font file of the Debian packages `.ci/run` installs, computed now by
/// `Scripts/font-metrics-reference.py` (fontTools alone): the tables path
/// (``FaceMetrics/facesFromTables(path:limit:)``, what `metrics` reads for TrueType, OpenType
/// and collections) and FreeType's (``FaceMetrics/init(face:)``, for the rest) each field by
/// field.
@Suite("FaceMetrics: both readings equal fontTools on every fixture and Debian font")
struct FaceMetricsReferenceTests {
    static let fixtures = WebMetricsReference.fixtureNames + ["CatalogSlant.ttf"]
    static let packages = ["fonts-dejavu-core", "fonts-liberation2", "fonts-noto-core"]

    /// The font files the packages installed (`dpkg -L`): the same list on every machine with
    /// these package versions, whatever else is installed.
    static let debianFonts: [String] = {
        guard let listing = try? FixtureRegenerationTests.runBlocking(["dpkg", "-L"] + packages), listing.status == 0 else { return [] }
        return listing.output.split(separator: "\n").map(String.init)
            .filter { path in [".ttf", ".otf", ".ttc"].contains { path.hasSuffix($0) } && FileManager.default.fileExists(atPath: path) }
    }()

    static var missingPackages: Comment {
        "needs the Debian packages \(packages.joined(separator: ", ")) (.ci/run installs them) and dpkg"
    }

    @Test("fixture fonts", .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: fixtures)
    func fixture(name: String) async throws {
        let path = try TestSupport.fixturePath(name)
        try compare(try await Self.reference([path]), tablesRequired: !name.hasSuffix(".woff"))
    }

    @Test("every font of the Debian packages .ci/run installs",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          .enabled(if: debianFonts.count > 250, missingPackages))
    func debian() async throws {
        try compare(try await Self.reference(Self.debianFonts), tablesRequired: true)
    }

    @Test("a variable font without an instance at its default: fvar's instances only, on both paths",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip))
    func noDefaultInstance() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("NoDefault.ttf").path
            let script = """
                import sys
                from fontTools.ttLib import TTFont
                font = TTFont(sys.argv[1])
                fvar = font["fvar"]
                default = {a.axisTag: a.defaultValue for a in fvar.axes}
                fvar.instances = [i for i in fvar.instances if i.coordinates != default]
                font.save(sys.argv[2])
                """
            let made = try await FixtureRegenerationTests.run(["python3", "-c", script, try TestSupport.fixturePath("CatalogVariable.ttf"), path])
            try #require(made.status == 0, "\(made.output)")
            let reference = try await Self.reference([path])
            #expect((reference.first?["namedInstances"] as? [Any])?.count == 5)
            try compare(reference, tablesRequired: true)
        }
    }

    /// Checks both readings of every face in `reference` (one object per face, as the script
    /// prints them); `tablesRequired`: the tables path must read the file (not WOFF).
    func compare(_ reference: [[String: Any]], tablesRequired: Bool) throws {
        let byFile = Dictionary(grouping: reference) { $0["file"] as? String ?? "" }
        var compared = 0
        for (path, faces) in byFile.sorted(by: { $0.key < $1.key }) {
            let fromTables = tablesRequired ? try FaceMetrics.facesFromTables(path: path, limit: .standard) : nil
            let chosen = try FaceMetrics.faces(inFile: path)
            #expect(chosen.count == faces.count, "\(path): \(chosen.count) faces, fontTools \(faces.count)")
            for expected in faces {
                let index = try #require(expected["faceIndex"] as? Int)
                let label = "\(path)#\(index)"
                if let fromTables { Self.check(fromTables[index], expected, label + " (tables)") }
                Self.check(chosen[index], expected, label)
                Self.check(try FontFace(path: path, faceIndex: index).metrics(), expected, label + " (FreeType)")
                compared += 1
            }
        }
        #expect(compared == reference.count)
    }

    /// Checks every field of `metrics` against `e`, one face as a reference script prints it.
    static func check(_ metrics: FaceMetrics, _ e: [String: Any], _ at: String) {
        func line(_ value: LineMetrics?) -> [String: Int]? {
            value.map { ["ascender": $0.ascender, "descender": $0.descender, "lineGap": $0.lineGap] }
        }
        func height(_ value: HeightMeasurement) -> String { "\(value.value.map(String.init) ?? "null") \(value.source.rawValue)" }
        func expectedHeight(_ key: String) -> String {
            let object = e[key] as? [String: Any]
            return "\((object?["value"] as? Int).map(String.init) ?? "null") \(object?["source"] as? String ?? "?")"
        }
        #expect(metrics.faceIndex == e["faceIndex"] as? Int, "\(at) faceIndex")
        #expect(metrics.familyName == e["family"] as? String, "\(at) family")
        #expect(metrics.styleName == e["style"] as? String, "\(at) style")
        #expect(metrics.postScriptName == e["postscriptName"] as? String, "\(at) postscriptName")
        #expect(metrics.format == (e["format"] as? String).map { $0 == "CFF2" ? "CFF" : $0 }, "\(at) format")
        #expect(metrics.glyphCount == e["glyphCount"] as? Int, "\(at) glyphCount")
        #expect(metrics.unitsPerEm == e["unitsPerEm"] as? Int, "\(at) unitsPerEm")
        #expect(line(metrics.horizontalHeader) == e["hhea"] as? [String: Int], "\(at) hhea")
        #expect(line(metrics.typographic) == e["typo"] as? [String: Int], "\(at) typo")
        #expect(metrics.windows.map { ["ascent": $0.ascent, "descent": $0.descent] } == e["win"] as? [String: Int], "\(at) win")
        #expect(metrics.os2Version == e["os2Version"] as? Int, "\(at) os2Version")
        #expect(metrics.useTypoMetrics == e["useTypoMetrics"] as? Bool, "\(at) useTypoMetrics")
        #expect(metrics.freeTypeLineMetricsSource.rawValue == e["freeTypeSource"] as? String, "\(at) freeTypeSource")
        #expect(height(metrics.capHeight) == expectedHeight("capHeight"), "\(at) capHeight")
        #expect(height(metrics.xHeight) == expectedHeight("xHeight"), "\(at) xHeight")
        #expect(metrics.weightClass == e["weightClass"] as? Int, "\(at) weightClass")
        #expect(metrics.widthClass == e["widthClass"] as? Int, "\(at) widthClass")
        #expect(metrics.italicAngle == (e["italicAngle"] as? NSNumber)?.doubleValue, "\(at) italicAngle")
        let axes = (e["axes"] as? [[String: Any]]) ?? []
        #expect(metrics.axes.count == axes.count, "\(at) axes")
        for (axis, expected) in zip(metrics.axes, axes) {
            #expect(axis.tag == expected["tag"] as? String && axis.name == expected["name"] as? String, "\(at) axis \(axis.tag)")
            #expect([axis.minimum, axis.defaultValue, axis.maximum] == ["min", "default", "max"].map { (expected[$0] as? NSNumber)?.doubleValue },
                    "\(at) axis \(axis.tag) range")
        }
        let instances = (e["namedInstances"] as? [[String: Any]]) ?? []
        #expect(metrics.namedInstances.count == instances.count, "\(at) named instances")
        for (instance, expected) in zip(metrics.namedInstances, instances) {
            #expect(instance.name == expected["name"] as? String, "\(at) instance name")
            let coordinates = (expected["coordinates"] as? [String: NSNumber]) ?? [:]
            #expect(Dictionary(uniqueKeysWithValues: instance.coordinates.map { ($0.tag, $0.value) }) == coordinates.mapValues(\.doubleValue),
                    "\(at) instance \(instance.name ?? "-") coordinates")
        }
    }

    /// fontTools' values for every face of `paths`, from one run of the reference script
    /// `script` (in `Scripts/`).
    static func reference(_ paths: [String], script name: String = "font-metrics-reference.py") async throws -> [[String: Any]] {
        let script = FixtureRegenerationTests.repository.appendingPathComponent("Scripts/" + name).path
        // fontTools' warnings go to standard error, apart from the JSON.
        let outcome = try await ReferenceCache.python(script, paths, inputs: paths)
        try #require(outcome.status == 0, "\(name): \(String(decoding: outcome.standardErrorData.suffix(2000), as: UTF8.self))")
        return try outcome.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
        }
    }
}
