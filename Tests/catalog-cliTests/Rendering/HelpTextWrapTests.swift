import Testing
import CatalogSystem
@testable import catalog_cli

/// The wrapping of every line `catalog` prints in help, as ``TextWrapTests`` checks it
/// (issue 45): the ASCII way equals the general way.
@Suite("Text wrapping of the help: printable ASCII the same as the general way")
struct HelpTextWrapTests {
    @Test("every command's help, the root help and the manual's lines at 20 to 100 columns")
    func helpLines() {
        var lines = [String]()
        for spec in CatalogCLI.commands { lines += HelpRenderer.help(for: spec, width: 1_000).split(separator: "\n").map(String.init) }
        lines += HelpRenderer.rootHelp(rows: CommandSummaries.rows, width: 1_000).split(separator: "\n").map(String.init)
        #expect(lines.count > 1_000)
        for width in stride(from: 20, through: 100, by: 8) {
            for line in lines { #expect(TextWrap.wrap(line, width: width) == TextWrap.wrapByUnits(line, width: width), "\(width): \(line)") }
        }
    }
}
