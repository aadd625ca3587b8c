import CatalogSite
import CatalogSystem
import Testing

@Suite("What a site's folder must never hold")
struct SiteBuilderInputsTests {
    @Test("the store, catalog's data, configuration and cache folders, and the fonts given as files")
    func everything() {
        let inputs = SiteBuilder.inputs(store: "/home/u/favorites.json",
                                        environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_CACHE_HOME": "/k"],
                                        symbolsFont: "/fonts/SF-Symbols.ttf", textFont: "/fonts/Inter.otf")
        #expect(inputs.map { "\($0.role): \($0.path)" } == [
            "store: /home/u/favorites.json",
            "data folder (the registry, the store): /d/catalog",
            "configuration folder: /c/catalog",
            "cache folder: /k/catalog",
            "symbols font: /fonts/SF-Symbols.ttf",
            "text font: /fonts/Inter.otf",
        ])
    }

    @Test("a fontconfig pattern is no file, and without a store or XDG folders there is nothing else")
    func patterns() {
        let inputs = SiteBuilder.inputs(store: nil, environment: [:], symbolsFont: "SF Pro", textFont: "sans-serif:bold")
        #expect(inputs.isEmpty)
    }
}
