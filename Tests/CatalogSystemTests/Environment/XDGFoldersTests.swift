import CatalogSystem
import Testing

@Suite("XDGFolders: one resolver; relative values ignored, as the XDG specification says")
struct XDGFoldersTests {
    @Test("absolute values win; relative or empty ones fall back to HOME; nothing without either", arguments: [
        (["XDG_DATA_HOME": "/x/data", "XDG_CACHE_HOME": "/x/cache", "XDG_CONFIG_HOME": "/x/config", "HOME": "/h"],
         "/x/data", "/x/cache", "/x/config"),
        (["XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "./cache", "XDG_CONFIG_HOME": "", "HOME": "/h"],
         "/h/.local/share", "/h/.cache", "/h/.config"),
        (["XDG_DATA_HOME": "data", "HOME": "relative-home"], nil, nil, nil),
        ([:], nil, nil, nil),
    ] as [([String: String], String?, String?, String?)])
    func resolution(environment: [String: String], data: String?, cache: String?, config: String?) {
        let folders = XDGFolders(environment: environment)
        #expect(folders.dataHome == data)
        #expect(folders.cacheHome == cache)
        #expect(folders.configHome == config)
    }
}
