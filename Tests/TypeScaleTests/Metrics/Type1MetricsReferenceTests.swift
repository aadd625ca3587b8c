import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// Type 1 fonts, which `catalog metrics` reads through FreeType, against fontTools
/// (`Scripts/type1-metrics-reference.py`: t1Lib's dictionaries, the H and x tops drawn by its
/// charstring interpreter into a `ControlBoundsPen`, FreeType's naming rules applied to what
/// t1Lib reads): the three fixtures, the URW base 35 fonts `.ci/run` installs (both their
/// `.t1` and `.pfb` copies; a sample in `swift test`), and issue 28's crafted charstrings,
/// which must give FreeType's value or its error, never a partial reader's.
@Suite("Type 1 metrics through FreeType equal fontTools' t1Lib")
struct Type1MetricsReferenceTests {
    static let fixtures = ["CatalogType1-Regular.pfb", "CatalogType1-Scaled.pfb", "CatalogType1-Accented.pfb"]
    static let script = "type1-metrics-reference.py"

    /// The Type 1 files of `fonts-urw-base35` (`dpkg -L`): the same list on every machine with
    /// the package, whatever else is installed.
    static let urwFonts: [String] = {
        guard let listing = try? FixtureRegenerationTests.runBlocking(["dpkg", "-L", "fonts-urw-base35"]), listing.status == 0 else { return [] }
        return listing.output.split(separator: "\n").map(String.init)
            .filter { path in [".t1", ".pfb"].contains { path.hasSuffix($0) } && FileManager.default.fileExists(atPath: path) }
    }()

    @Test("fixture fonts", .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: fixtures)
    func fixture(name: String) async throws {
        try compare(await FaceMetricsReferenceTests.reference([try TestSupport.fixturePath(name)], script: Self.script))
    }

    /// All of them in a campaign (`Scripts/campaign.sh`), 6 chosen by a seed in `swift test`.
    static let urwChosen = Campaign.subset(urwFonts, sample: 6, seed: 0x0035)

    @Test("the URW base 35 fonts (.ci/run installs fonts-urw-base35)",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          .enabled(if: urwFonts.count >= 70, "needs the Debian package fonts-urw-base35 (.ci/run installs it) and dpkg"))
    func urw() async throws {
        let reference = try await FaceMetricsReferenceTests.reference(Self.urwChosen, script: Self.script)
        #expect(reference.count == Self.urwChosen.count)
        try compare(reference)
    }

    /// Charstrings the deleted Type 1 reader got wrong with exit 0: FreeType's values, which
    /// fontTools' t1Lib gives too.
    @Test("crafted charstrings: FreeType's cap height, as fontTools reads it",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: [
              ("CraftedType1-LinePairs.pfb", 929),    // rlineto with two pairs (the reader: 200)
              ("CraftedType1-VLines.pfb", 700),       // vlineto twice in a row
              ("CraftedType1-TwiceHsbw.pfb", 650),    // hsbw twice
              ("CraftedType1-DivOverflow.pfb", 17500),  // 35000 2 div (the reader: -15268)
          ])
    func crafted(name: String, capHeight: Int) async throws {
        try await Self.withCraftedFonts { folder in
            let path = folder.appendingPathComponent(name).path
            let reference = try await FaceMetricsReferenceTests.reference([path], script: Self.script)
            #expect((reference.first?["capHeight"] as? [String: Any])?["value"] as? Int == capHeight)
            try compare(reference)
        }
    }

    /// Over the Type 1 format's limits (Adobe's Type 1 Font Format, appendix B: an operand
    /// stack of 24, subroutines nested 10 deep), which FreeType enforces: the file is
    /// refused, not measured (the deep one would take 4^15 subroutine calls).
    @Test("a subroutine chain 15 deep and 49 operands are FreeType's errors",
          .enabled(if: pythonAvailable, "needs python3 to write the crafted fonts"),
          arguments: ["CraftedType1-DeepSubrs.pfb", "CraftedType1-Operands.pfb"])
    func overLimits(name: String) async throws {
        try await Self.withCraftedFonts { folder in
            let path = folder.appendingPathComponent(name).path
            let error = #expect(throws: FreeTypeError.self) { try FaceMetrics.faces(inFile: path) }
            #expect(error?.path == path)
            #expect(error?.freeTypeCode != nil, "\(error.map(String.init(describing:)) ?? "")")
        }
    }

    /// Checks `FaceMetrics.faces(inFile:)` (what `metrics` reads: FreeType, the tables
    /// refusing a Type 1 file) and `FontFace.metrics()` against each face of `reference`.
    func compare(_ reference: [[String: Any]]) throws {
        for expected in reference {
            let path = try #require(expected["file"] as? String)
            let chosen = try FaceMetrics.faces(inFile: path)
            #expect(chosen.count == 1, "\(path): \(chosen.count) faces")
            #expect(throws: FontTableError.self) { try FaceMetrics.facesFromTables(path: path, limit: .standard) }
            if let face = chosen.first { FaceMetricsReferenceTests.check(face, expected, path) }
            FaceMetricsReferenceTests.check(try FontFace(path: path).metrics(), expected, path + " (FontFace)")
        }
    }

    /// Whether `python3` runs (the crafted fonts' generator needs nothing else).
    static let pythonAvailable = (try? FixtureRegenerationTests.runBlocking(["python3", "-c", "pass"]))?.status == 0

    /// Runs `body` with a folder holding the crafted fonts `Scripts/make-type1-fonts.py
    /// --crafted` writes (pure Python).
    static func withCraftedFonts(_ body: (URL) async throws -> Void) async throws {
        try await TestSupport.withTemporaryDirectory { folder in
            let script = FixtureRegenerationTests.repository.appendingPathComponent("Scripts/make-type1-fonts.py").path
            let made = try await FixtureRegenerationTests.run(["python3", script, "--crafted", folder.path])
            try #require(made.status == 0, "make-type1-fonts.py --crafted: \(made.output)")
            try await body(folder)
        }
    }
}
