import Foundation
import Testing
@testable import catalog_cli

@Suite("Finding data sets: default, names, registry")
struct DataSetsCommandTests {
    private func home() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-home-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("with no option, the newest embedded data set is used")
    func defaultDataSet() {
        let home = home()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = CLI.run(["show", "magnifying-glass", "--format", "tsv"], environment: CLI.environment(home: home))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("magnifying-glass\tintroduced\t6.0.0\tFont Awesome=6.0.0\n"))
        #expect(result.standardOutput.contains("magnifying-glass\toldNames\tsearch\n"))
        let info = CLI.run(["info", "--json"], environment: CLI.environment(home: home))
        #expect(info.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"name\": \"fontawesome-6\",\n  \"version\": \"6.6.0\",\n  \"license\": \"CC-BY-4.0 AND OFL-1.1 AND MIT\",\n  \"symbolCount\": 1885,\n"))
    }

    @Test("embedded data is found from the binary's location: in the package, or installed")
    func discovery() throws {
        let inPackage = CLI.run(["info", "--format", "tsv"], environment: [:],
                                executablePath: CLI.packageRoot.appendingPathComponent(".build/debug/catalog").path)
        #expect(inPackage.standardOutput.hasPrefix("name\tfontawesome-6\n"))

        let prefix = home()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let share = prefix.appendingPathComponent("share/catalog/symbols")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.fixture, toPath: share.appendingPathComponent("mini").path)
        let installed = CLI.run(["info", "--format", "tsv"], environment: [:],
                                executablePath: prefix.appendingPathComponent("bin/catalog").path)
        #expect(installed.standardOutput.hasPrefix("name\tmini\nversion\t1.0\n"))

        let nothing = CLI.run(["info"], environment: [:])
        #expect(nothing.exitCode == 1)
        #expect(nothing.standardError == "catalog: no embedded data sets found; pass --data-set PATH or set CATALOG_DATA_SET\n")
    }

    @Test("data-sets default NAME: commands without --data-set read it, data-sets marks it, a removed one is an error, --clear")
    func chosenDefault() {
        let home = home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = CLI.environment(home: home)
        #expect(CLI.run(["data-sets", "default"], environment: environment).standardOutput
            == "fontawesome-6  (the newest embedded data set; embedded: \(CLI.embedded)/fontawesome-6)\n")
        #expect(CLI.run(["data-sets", "add", "mini", CLI.fixture], environment: environment).exitCode == 0)
        let chosen = CLI.run(["data-sets", "default", "mini"], environment: environment)
        #expect(chosen.standardOutput == "mini  (chosen with 'catalog data-sets default'; registered: \(CLI.fixture))\n")
        #expect(CLI.run(["search", "heart", "--format", "tsv"], environment: environment).standardOutput.hasPrefix("heart\t2019\t"))
        #expect(CLI.run(["data-sets", "--format", "tsv"], environment: environment).standardOutput.hasPrefix("mini\tregistered\t2019–2021\t5\t"))
        #expect(CLI.run(["data-sets"], environment: environment).standardOutput.contains("\n*  mini "))
        _ = CLI.run(["data-sets", "remove", "mini"], environment: environment)
        let gone = CLI.run(["search", "heart"], environment: environment)
        #expect(gone.exitCode == 1)
        #expect(gone.standardError == "catalog: the default data set 'mini' is no longer registered or embedded; choose another with "
            + "'catalog data-sets default NAME', or go back to the newest embedded one with 'catalog data-sets default --clear'; did you mean 'mdi'?\n")
        #expect(CLI.run(["data-sets", "default", "--clear"], environment: environment).standardOutput
            .hasPrefix("Cleared the chosen default (mini)\nfontawesome-6  (the newest"))
        #expect(CLI.run(["search", "heart", "--format", "tsv"], environment: environment).standardOutput.hasPrefix("heart\t1.0.0\t"))
        let both = CLI.run(["data-sets", "default", "mini", "--clear"], environment: environment)
        #expect(both.exitCode == 64 && both.standardError.hasPrefix("catalog: give NAME or --clear, not both\n"))
    }

    @Test("data-sets lists, add registers (after loading), remove forgets")
    func registry() throws {
        let home = home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = CLI.environment(home: home)
        let listed = CLI.run(["data-sets", "--format", "tsv"], environment: environment)
        #expect(listed.standardOutput == """
            fontawesome-5.15.4\tembedded\t1.0.0–5.15.4\t1458\t\(CLI.embedded)/fontawesome-5.15.4\t\tCC-BY-4.0 AND OFL-1.1 AND MIT
            fontawesome-6\tembedded\t1.0.0–6.6.0\t1885\t\(CLI.embedded)/fontawesome-6\t\tCC-BY-4.0 AND OFL-1.1 AND MIT
            fontawesome-7\tembedded\t1.0.0–7.3.1\t1992\t\(CLI.embedded)/fontawesome-7\t\tCC-BY-4.0 AND OFL-1.1 AND MIT
            lucide\tembedded\t1.61.0\t1903\t\(CLI.embedded)/lucide\t\tISC
            mdi\tembedded\t1.5.54–7.4.47\t7447\t\(CLI.embedded)/mdi\t\tApache-2.0
            phosphor\tembedded\t1.0.0–2.1.0\t1512\t\(CLI.embedded)/phosphor\t\tMIT

            """)

        let added = CLI.run(["data-sets", "add", "mini", CLI.fixture], environment: environment)
        #expect(added.exitCode == 0)
        #expect(added.standardOutput == "Registered mini → \(CLI.fixture) (5 symbols)\n")
        #expect(CLI.run(["show", "heart", "--data-set", "mini", "--format", "tsv"], environment: environment)
            .standardOutput.hasPrefix("heart\tresolvedFrom\t\nheart\tintroduced\t2019\tiOS=13.0"))
        let json = CLI.run(["data-sets", "--json"], environment: environment).standardOutput
        #expect(json.contains("\"name\": \"mini\",\n      \"source\": \"registered\""))
        #expect(json.contains("\"default\": true"))

        let again = CLI.run(["data-sets", "add", "mini", CLI.fixture], environment: environment)
        #expect(again.exitCode == 1)
        #expect(again.standardError == "catalog: data set 'mini' is already registered (\(CLI.fixture)); remove it first\n")

        let embeddedName = CLI.run(["data-sets", "add", "fontawesome-6", CLI.fixture], environment: environment)
        #expect(embeddedName.standardError == "catalog: 'fontawesome-6' is an embedded data set; choose another name\n")

        let badName = CLI.run(["data-sets", "add", "../x", CLI.fixture], environment: environment)
        #expect(badName.standardError.hasPrefix("catalog: invalid data-set name '../x'"))

        let notASet = CLI.run(["data-sets", "add", "broken", home.path], environment: environment)
        #expect(notASet.exitCode == 1)
        #expect(notASet.standardError == "catalog: not registered: \(home.path): not a data set: name_availability.plist is missing\n")

        #expect(CLI.run(["data-sets", "remove", "mini"], environment: environment).standardOutput == "Removed mini\n")
        let removedAgain = CLI.run(["data-sets", "remove", "mini"], environment: environment)
        #expect(removedAgain.exitCode == 1)
        #expect(removedAgain.standardError == "catalog: no registered data set 'mini'\n")
    }

    @Test("an unknown name gets did-you-mean; CATALOG_DATA_SET takes names too")
    func names() {
        let home = home()
        defer { try? FileManager.default.removeItem(at: home) }
        let unknown = CLI.run(["info", "--data-set", "fontawesome-8"], environment: CLI.environment(home: home))
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError
            == "catalog: unknown data set 'fontawesome-8' (not a folder, a registered name or an embedded one); did you mean 'fontawesome-6' or 'fontawesome-7'?\n")
        let byEnvironment = CLI.run(["info", "--format", "tsv"], environment: CLI.environment(home: home, ["CATALOG_DATA_SET": "fontawesome-5.15.4"]))
        #expect(byEnvironment.standardOutput.hasPrefix("name\tfontawesome-5.15.4\nversion\t5.15.4\nlicense\tCC-BY-4.0 AND OFL-1.1 AND MIT\nsymbolCount\t1458\n"))
    }
}
