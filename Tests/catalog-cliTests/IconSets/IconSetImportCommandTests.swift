import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

@Suite("catalog import mdi|fa7|phosphor|lucide from exports")
struct IconSetImportCommandTests {
    /// A two-icon Material Design Icons export, one deprecated, in the script's layout.
    static let export = """
        {"schemaVersion": 1, "set": "mdi", "release": "7.4.47",
         "package": {"name": "material-design-icons-pack", "version": "7.4.47"},
         "license": {"spdx": "Apache-2.0", "text": "Pictogrammers Free License\\n"},
         "categories": [], "glyphSource": {"package": "material-design-icons-pack", "version": "7.4.47", "template": "{name}"},
         "icons": [
          {"name": "abacus", "added": "5.9.55", "styles": [], "tags": [], "categories": [], "aliases": [], "deprecated": false},
          {"name": "android-studio", "added": "1.5.54", "styles": [], "tags": [], "categories": [], "aliases": [], "deprecated": true, "author": "Google"}
         ]}
        """

    @Test("import mdi writes a set that info, show, search --deprecated and releases read")
    func importAndRead() throws {
        let scratch = Scratch("icon-set-import-command")
        defer { scratch.remove() }
        scratch.write(Self.export, "mdi-7.4.47.json")
        let folder = scratch.file("mdi")
        let imported = CLI.run(["import", "mdi", scratch.file("mdi-7.4.47.json"), "-o", folder])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput == """
            Wrote \(folder) from Material Design Icons 7.4.47
              2 icons, 3 releases, 0 old names, 1 deprecated

            """)
        #expect(scratch.text("mdi/LICENSE.txt") == "Pictogrammers Free License\n")
        let home = URL(fileURLWithPath: scratch.file("home"))
        let environment = CLI.environment(home: home, ["XDG_CACHE_HOME": scratch.file("cache")])
        let deprecated = CLI.run(["search", "--deprecated", "--data-set", folder, "--format", "tsv"], environment: environment)
        #expect(deprecated.standardOutput.hasPrefix("android-studio\t1.5.54\t"))
        #expect(deprecated.standardOutput.split(separator: "\n").count == 1)
        let show = CLI.run(["show", "android-studio", "--data-set", folder], environment: environment)
        #expect(show.standardOutput.contains("  Deprecated     Deprecated in Material Design Icons 7.4.47: it will be removed in a future version.\n"))
        let info = CLI.run(["info", "--data-set", folder, "--format", "tsv"], environment: environment)
        #expect(info.standardOutput.hasPrefix("name\tmdi\nversion\t7.4.47\nlicense\tApache-2.0\nsymbolCount\t2\n"))
        #expect(info.standardOutput.contains("deprecatedCount\t1\n"))
        let json = CLI.run(["import", "mdi", scratch.file("mdi-7.4.47.json"), "-o", folder, "--json"])
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"destination\": \"\(folder)\",\n  \"set\": \"mdi\",\n"))
    }

    @Test("usage and failures: no --output is 64; an export of another set is 1, naming the file")
    func errors() {
        let scratch = Scratch("icon-set-import-command")
        defer { scratch.remove() }
        scratch.write(Self.export, "mdi.json")
        let noOutput = CLI.run(["import", "lucide", scratch.file("mdi.json")])
        #expect(noOutput.exitCode == 64 && noOutput.standardError.hasPrefix("catalog: missing --output DIR"))
        let wrong = CLI.run(["import", "lucide", scratch.file("mdi.json"), "-o", scratch.file("out")])
        #expect(wrong.exitCode == 1)
        #expect(wrong.standardError == "catalog: \(scratch.file("mdi.json")): an export of 'mdi', not of 'lucide'\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out")))
    }
}
