import Foundation
import SymbolTemplates

/// The real templates of `Fixtures/` (each folder's PROVENANCE.md says where from) and what
/// each holds, read from the files by hand.
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

    static func text(_ fixture: Fixture) throws -> String {
        try String(contentsOfFile: fixture.path, encoding: .utf8)
    }
}
