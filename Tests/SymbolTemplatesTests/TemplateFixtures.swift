import Foundation
import SymbolTemplates

/// The real templates of `Fixtures/` (each folder's PROVENANCE.md says where from) and what
/// each holds, read from the files by hand: ``all`` as the SF Symbols app exports them, and
/// ``swiftDrawLayout``.
enum TemplateFixtures {
    struct Fixture: CustomStringConvertible, Sendable {
        let folder: String
        let symbolSet: String
        let file: String
        let version: String
        let scales: [TemplateScale]
        let weights: [SymbolWeight]
        let variantCount: Int
        var description: String { folder }
        var path: String { root + "/" + folder + "/" + symbolSet + "/" + file }
    }

    static let root: String = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path

    static let all: [Fixture] = [
        Fixture(folder: "v1-netnewswire-markAllAsRead", symbolSet: "markAllAsRead.symbolset", file: "markAllAsRead2.svg",
                version: "1.0", scales: [.medium], weights: [.regular], variantCount: 1),
        Fixture(folder: "v2-foodtruck-bitter", symbolSet: "bitter.symbolset", file: "bitter.svg",
                version: "2.0", scales: TemplateScale.allCases, weights: SymbolWeight.allCases, variantCount: 27),
        Fixture(folder: "v3-codeedit-vault", symbolSet: "vault.symbolset", file: "vault.svg",
                version: "3.0", scales: [.small], weights: [.ultralight, .regular, .black], variantCount: 3),
        Fixture(folder: "v4-homeassistant-github.fill", symbolSet: "github.fill.symbolset", file: "github.fill.svg",
                version: "4.0", scales: TemplateScale.allCases, weights: SymbolWeight.allCases, variantCount: 27),
    ]

    /// A template in SwiftDraw's 800×600 layout (written by Create Custom Symbols), shipped in
    /// Home Assistant: its guides are not where the SF Symbols app draws them.
    static let swiftDrawLayout = Fixture(
        folder: "v3-homeassistant-haassist-800x600", symbolSet: "message-processing-outline.symbolset", file: "haassist.symbols.svg",
        version: "3.0", scales: [.small], weights: [.ultralight, .regular, .black], variantCount: 3)

    /// Every real template, whatever its layout.
    static let everyLayout = all + [swiftDrawLayout]

    static func text(_ fixture: Fixture) throws -> String {
        try String(contentsOfFile: fixture.path, encoding: .utf8)
    }
}
