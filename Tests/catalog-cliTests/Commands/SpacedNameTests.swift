import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Commands that take one NAME answer a name typed as words (`"magnifying glass"`, as people
/// type into a shell) with did-you-mean from what those words find, exit 1, on the embedded
/// Font Awesome 6 data.
@Suite("show, copy, favorites add and collection add: a name typed as words gets did-you-mean")
struct SpacedNameTests {
    @Test("one line naming the words and the symbol they find; nothing is stored", arguments: [
        (["show"], "magnifying glass", "magnifying-glass"),
        (["copy"], "trash can", "trash-can"),
        (["favorites", "add"], "thumbs up", "thumbs-up"),
        (["collection", "add", "mine"], "circle check", "circle-check"),
    ])
    func spacedName(command: [String], words: String, meant: String) throws {
        let scratch = Scratch("spaced-name")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.path), ["CATALOG_STORE": scratch.file("store.json")])
        if command.first == "collection" { #expect(CLI.run(["collection", "new", "mine"], environment: environment).exitCode == 0) }
        let result = CLI.run(command + [words, "--data-set", "fontawesome-6"], environment: environment)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "catalog: unknown symbol '\(words)' in fontawesome-6; did you mean '\(meant)'?\n")
        #expect(result.standardOutput.isEmpty)
        let listed = CLI.run(["favorites", "--json"], environment: environment)
        #expect(!listed.standardOutput.contains(meant), "nothing was stored")
    }
}
