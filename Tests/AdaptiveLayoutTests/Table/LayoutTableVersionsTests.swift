import AdaptiveLayout
import Testing

@Suite("The table's OS versions as people read them")
struct LayoutTableVersionsTests {
    @Test("three or more consecutive versions as a range, the others one by one", arguments: [
        ([11, 12, 13, 14, 15, 16, 17, 18, 26, 27], "11 to 18, 26 or 27"),
        ([17, 18], "17 or 18"),
        ([16, 17, 18, 20], "16 to 18 or 20"),
        ([26], "26"),
        ([], ""),
    ])
    func ranges(versions: [Int], expected: String) {
        #expect(LayoutTable.versionRanges(versions) == expected)
    }

    @Test("Data/layout's releases: iOS 11 to 18, then 26 and 27")
    func table() {
        #expect(LayoutTable.versionRanges == "11 to 18, 26 or 27")
    }
}
