import Foundation

/// The fixtures every test target shares, shipped as this target's resources: the fonts
/// `Scripts/make-test-fonts.py` and `Scripts/make-type1-fonts.py` write (`Fixtures/fonts`),
/// those `Scripts/make-hostile-fonts.py` writes (`Fixtures/hostile-fonts`) and the small data
/// set the library and CLI tests read (`Fixtures/mini`).
package enum Fixtures {
    /// The folder of the fixture fonts.
    package static let fonts: String = folder("fonts")

    /// The path of the fixture font `name` (`CatalogMetrics-Regular.ttf`).
    package static func font(_ name: String) -> String { fonts + "/" + name }

    /// The folder of the fonts whose cost is out of proportion to their size, written by
    /// `Scripts/make-hostile-fonts.py` (kept out of ``fonts``, which tests offer to fontconfig).
    package static let hostileFonts: String = folder("hostile-fonts")

    /// The path of the hostile fixture font `name` (`CatalogComponents.ttf`).
    package static func hostileFont(_ name: String) -> String { hostileFonts + "/" + name }

    /// The mini data set: five releases, renames, variants, restrictions and layersets in
    /// every serialisation SF Symbols uses.
    package static let miniDataSet: String = folder("mini")

    private static func folder(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
            fatalError("the test support bundle has no Fixtures/\(name)")
        }
        return url.path
    }
}
