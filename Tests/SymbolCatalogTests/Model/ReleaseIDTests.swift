import Testing
@testable import SymbolCatalog

@Suite("Release ids sort by dot components")
struct ReleaseIDTests {
    @Test func numericOrder() {
        let ids = ["2020", "2019.1", "2022", "2021.3", "2019", "2021.10", "2021.2"].map(ReleaseID.init)
        #expect(ids.sorted().map(\.rawValue) == ["2019", "2019.1", "2020", "2021.2", "2021.3", "2021.10", "2022"])
    }

    @Test func versionsAndText() {
        #expect(ReleaseID("6.2.0") < ReleaseID("6.10.0"))
        #expect(ReleaseID("6.2") < ReleaseID("6.2.0"))
        #expect(ReleaseID("6.2.0") < ReleaseID("6.2.beta"))
        #expect(ReleaseID("2019").isNumeric)
        #expect(!ReleaseID("6.0.0-beta1").isNumeric)
        #expect(ReleaseID("2019.01") != ReleaseID("2019.1"))
        #expect(ReleaseID("2019.01") < ReleaseID("2019.1"))
    }

    @Test("variant suffixes need an existing base, except .rtl")
    func suffixes() {
        let names: Set<Substring> = ["character", "textformat.subscript", "figure.strengthtraining"]
        func split(_ name: String) -> String? {
            LocalizationSuffix.split(name, exists: names.contains).map { "\($0.base)|\($0.suffix.rawValue)" }
        }
        #expect(split("character.ar") == "character|ar")
        #expect(split("textformat.subscript.zh.traditional") == "textformat.subscript|zh.traditional")
        #expect(split("figure.strengthtraining.traditional") == nil)
        #expect(split("square.3.layers.3d.down.forward.slash.rtl") == "square.3.layers.3d.down.forward.slash|rtl")
        #expect(split("missing.ar") == nil)
        #expect(split("ar") == nil)
        #expect(split("character.sat") == "character|sat")
    }
}
