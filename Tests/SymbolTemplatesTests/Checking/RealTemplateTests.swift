import Testing
import SymbolTemplates

/// Templates exported by the SF Symbols app and shipped in public apps: each read with its
/// version, scales and weights, and found sound; each changed one way gives that finding alone.
@Suite("Real templates")
struct RealTemplateTests {
    @Test(arguments: TemplateFixtures.all)
    func readsVersionScalesAndWeights(_ fixture: TemplateFixtures.Fixture) throws {
        let template = try TemplateReader.read(path: fixture.path)
        #expect(template.version == fixture.version)
        #expect(template.canvas?.width == 3300 && template.canvas?.height == 2200)
        #expect(template.scales == fixture.scales)
        #expect(template.weights == fixture.weights)
        #expect(template.variants.count == fixture.variantCount)
        #expect(template.guides.count == 6)
        #expect(template.referenceGlyphCount == 3)
        #expect(!template.margins.isEmpty)
        #expect(TemplateChecker.check(template) == [])
    }

    /// SwiftDraw's layout (Home Assistant ships it; Xcode builds it): its guides measured
    /// against each other, so nothing moved; the canvas is noted, and the three open dots of
    /// each variant are the only warnings.
    @Test func swiftDrawLayoutHasNoMovedGuide() throws {
        let fixture = TemplateFixtures.swiftDrawLayout
        let template = try TemplateReader.read(path: fixture.path)
        #expect(template.version == fixture.version && template.scales == fixture.scales && template.weights == fixture.weights)
        #expect(template.canvas?.width == 800 && template.canvas?.height == 600)
        #expect(!template.hasAppCanvas)
        #expect(template.capHeight == 70)
        #expect(template.guides.map(\.y).sorted() == [76, 146, 276, 346, 476, 546])
        let findings = TemplateChecker.check(template)
        #expect(findings.map(\.rule) == [.canvasSize, .openPath, .openPath, .openPath])
        #expect(findings.map(\.line) == [1, 37, 40, 43])
        #expect(findings.first?.severity == .note)
    }

    /// In SwiftDraw's layout a guide moved is found against the other scales: a capline
    /// nearer its baseline, or a scale above the one before.
    @Test(arguments: [
        (#"<path id="Capline-M" d="M18,276 l800,0" />"#, #"<path id="Capline-M" d="M18,280 l800,0" />"#,
         "Capline-M is 66 above Baseline-M, not 70 as the other scales' caplines"),
        (#"<path id="Baseline-S" d="M18,146 l800,0" />"#, #"<path id="Baseline-S" d="M18,150 l800,0" />"#,
         "Capline-S is 74 above Baseline-S, not 70 as the other scales' caplines"),
        (#"<path id="Capline-L" d="M18,476 l800,0" />"#, #"<path id="Capline-L" d="M18,470 l800,0" />"#,
         "Capline-L is 76 above Baseline-L, not 70 as the other scales' caplines"),
    ])
    func swiftDrawLayoutGuideMoved(old: String, new: String, message: String) throws {
        let original = try TemplateFixtures.text(TemplateFixtures.swiftDrawLayout)
        try #require(original.contains(old))
        let template = try TemplateReader.read(Array(original.replacing(old, with: new).utf8), file: "changed.svg")
        let moved = TemplateChecker.check(template).filter { $0.rule == .guideMoved }
        #expect(moved.map(\.message) == [message])
    }

    @Test func swiftDrawLayoutScalesOutOfOrder() throws {
        let original = try TemplateFixtures.text(TemplateFixtures.swiftDrawLayout)
        // Medium's pair moved up above Small's baseline: the same height, the wrong place.
        let text = original.replacing(#"id="Capline-M" d="M18,276"#, with: #"id="Capline-M" d="M18,106"#)
            .replacing(#"id="Baseline-M" d="M18,346"#, with: #"id="Baseline-M" d="M18,176"#)
        let moved = TemplateChecker.check(try TemplateReader.read(Array(text.utf8), file: "changed.svg")).filter { $0.rule == .guideMoved }
        #expect(moved.map(\.message) == ["Capline-M at y 106 is not below Baseline-S at y 146"])
    }

    @Test func marginsAndGuidesOfVersion3() throws {
        let template = try TemplateReader.read(path: TemplateFixtures.all[2].path)
        let regular = try #require(template.margins(of: .regularSmall))
        #expect(regular.left == 1404.51 && regular.right == 1495.18)
        #expect(template.guide(.capline, .small)?.y == 625.541)
        #expect(template.variant(.regularSmall)?.transform == .translation(1404.51, 696))
    }

    @Test func version1MarginsAreTheRectanglesGlyphSides() throws {
        let template = try TemplateReader.read(path: TemplateFixtures.all[0].path)
        let margins = try #require(template.margins(of: .regularMedium))
        #expect(abs(margins.left - (263 + 1128.3 + 8.74023)) < 1e-9)
        #expect(abs(margins.right - (263 + 1236.65)) < 1e-9)
        #expect(template.guide(.baseline, .medium)?.y == 1126)
    }

    /// One change, one finding: (what is replaced, by what, the rule expected).
    static let changes: [(fixture: Int, old: String, new: String, rule: TemplateFinding.Rule)] = [
        (2, #"id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="696" y2="696""#,
         #"id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="699" y2="699""#, .guideMoved),
        (2, #"id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1495.18" x2="1495.18""#,
         #"id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1480" x2="1480""#, .outsideMargins),
        (2, #"<g id="Black-S" transform="matrix(1 0 0 1 2885.5 696)">"#, #"<g id="Black-S" transform="matrix(1 0 0 1 2885.5 746)">"#, .offBaseline),
        (2, #"<g id="Black-S" transform="matrix(1 0 0 1 2885.5 696)">"#,
         #"<g id="Black-S" transform="matrix(1 0 0 1 2885.5 696)"><text>x</text>"#, .disallowedElement),
        (3, "Template v.4.0", "Template", .noTemplateVersion),
    ]

    @Test(arguments: changes.indices)
    func oneChangeOneFinding(_ index: Int) throws {
        let change = Self.changes[index]
        let fixture = TemplateFixtures.all[change.fixture]
        let original = try TemplateFixtures.text(fixture)
        try #require(original.contains(change.old), "the fixture holds the text changed")
        let changed = original.replacing(change.old, with: change.new, maxReplacements: 1)
        let findings = TemplateChecker.check(try TemplateReader.read(Array(changed.utf8), file: "changed.svg"))
        #expect(findings.map(\.rule) == [change.rule], "\(findings.map(\.message))")
    }

    /// The v.3.0 fixture without one variant group: Regular-S gone leaves nothing to draw
    /// from; a source beside it gone leaves the other weights uninterpolated.
    @Test(arguments: [("Regular-S", TemplateFinding.Rule.noRegularSource), ("Black-S", .missingSources), ("Ultralight-S", .missingSources)])
    func withoutAVariant(_ variant: String, _ rule: TemplateFinding.Rule) throws {
        let original = try TemplateFixtures.text(TemplateFixtures.all[2])
        let start = try #require(original.firstRange(of: "  <g id=\"\(variant)\""))
        let end = try #require(original[start.upperBound...].firstRange(of: "  </g>\n"))
        var text = original
        text.removeSubrange(start.lowerBound..<end.upperBound)
        let findings = TemplateChecker.check(try TemplateReader.read(Array(text.utf8), file: "changed.svg"))
        #expect(findings.map(\.rule) == [rule])
        #expect(findings.map(\.severity) == [rule == .noRegularSource ? .error : .warning])
    }

    @Test func regularSourcesWithDifferentPointsAreNotInterpolatable() throws {
        let original = try TemplateFixtures.text(TemplateFixtures.all[2])
        // Black-S's first path loses its first line: 1 point fewer than Regular-S.
        let black = try #require(original.firstRange(of: #"<g id="Black-S""#))
        var text = original
        let dRange = try #require(text[black.upperBound...].firstRange(of: "d=\"M"))
        let afterMove = try #require(text[dRange.upperBound...].firstRange(of: "L"))
        let nextCommand = try #require(text[afterMove.upperBound...].firstIndex { "LCQZ".contains($0) })
        text.removeSubrange(afterMove.lowerBound..<nextCommand)
        let findings = TemplateChecker.check(try TemplateReader.read(Array(text.utf8), file: "changed.svg"))
        #expect(findings.map(\.rule) == [.notInterpolatable])
    }
}
