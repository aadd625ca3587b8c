@testable import CatalogSystem
import Testing

@Suite("Paths.resolve: a path against a folder already absolute, as absolute(join) gives it")
struct PathsTests {
    @Test("relative, dotted, absolute and root cases", arguments: [
        ("/p", "a/b", "/p/a/b"),
        ("/p/q", "../x/./y//z", "/p/x/y/z"),
        ("/p", "../../..", "/"),
        ("/", "a", "/a"),
        ("/", "..", "/"),
        ("/p", ".", "/p"),
        ("/p", "/abs/./x/../y", "/abs/y"),
        ("/p/é", "ü", "/p/é/ü"),
    ])
    func resolve(folder: String, path: String, expected: String) {
        #expect(Paths.resolve(path, against: folder) == expected)
        #expect(Paths.absolute(path.hasPrefix("/") ? path : Paths.join(folder, path)) == expected)
    }
}
