import Testing
@testable import SymbolCatalog

@Suite("The cache a command uses, and CATALOG_NO_CACHE")
struct DataSetCacheEnvironmentTests {
    @Test("CATALOG_NO_CACHE set to anything but empty or 0 turns the cache off", arguments: [
        (nil, true), ("", true), ("0", true), ("1", false), ("yes", false), ("00", false),
    ] as [(String?, Bool)])
    func bypass(value: String?, cached: Bool) {
        var environment = ["XDG_CACHE_HOME": "/tmp/catalog-cache-test"]
        environment["CATALOG_NO_CACHE"] = value
        #expect((DataSetCache.unlessDisabled(environment: environment) != nil) == cached)
    }

    @Test("without a place for a cache there is none")
    func nowhere() {
        #expect(DataSetCache.unlessDisabled(environment: [:]) == nil)
    }
}
