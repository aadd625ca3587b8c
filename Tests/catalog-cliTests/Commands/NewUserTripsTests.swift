import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// What a new user tripped on (issue 44): each answers what was meant, on the embedded data.
@Suite("What a new user tripped on: diff --from the newest release, data-sets list, default --clear")
struct NewUserTripsTests {
    @Test("diff --from the newest release alone says it compares it with itself, and how to list what is new in it")
    func diffFromNewest() {
        let environment = CLI.environment(home: URL(fileURLWithPath: "/nonexistent-home"))
        let result = CLI.run(["diff", "--from", "6.6.0", "--data-set", "fontawesome-6"], environment: environment)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "catalog: note: 6.6.0 is the newest release of fontawesome-6: --from 6.6.0 compares it with itself. "
                + "What is new in it: 'catalog search --introduced 6.6.0 --data-set fontawesome-6', "
                + "or 'catalog diff --from 6.5.2 --to 6.6.0 --data-set fontawesome-6'\n")
        #expect(CLI.run(["diff", "--from", "6.5.0", "--data-set", "fontawesome-6"], environment: environment).standardError.isEmpty)
        #expect(CLI.run(["diff", "--from", "6.6.0", "--to", "6.6.0", "--data-set", "fontawesome-6"], environment: environment).standardError.isEmpty)
    }

    @Test("data-sets list is data-sets", arguments: [[String](), ["--json"], ["--format", "tsv"]])
    func dataSetsList(format: [String]) {
        let environment = CLI.environment(home: URL(fileURLWithPath: "/nonexistent-home"))
        let list = CLI.run(["data-sets", "list"] + format, environment: environment)
        #expect(list.exitCode == 0)
        #expect(list.standardOutput == CLI.run(["data-sets"] + format, environment: environment).standardOutput)
        #expect(list.standardOutput.contains("fontawesome-6"))
    }

    @Test("data-sets default --clear says what it cleared, or that nothing was chosen")
    func clearDefault() {
        let scratch = Scratch("clear-default")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.path))
        #expect(CLI.run(["data-sets", "default", "mdi"], environment: environment).exitCode == 0)
        let cleared = CLI.run(["data-sets", "default", "--clear"], environment: environment)
        #expect(cleared.standardOutput.hasPrefix("Cleared the chosen default (mdi)\nfontawesome-6  (the newest embedded data set;"))
        let again = CLI.run(["data-sets", "default", "--clear"], environment: environment)
        #expect(again.standardOutput.hasPrefix("No default was chosen\nfontawesome-6  (the newest embedded data set;"))
    }
}
