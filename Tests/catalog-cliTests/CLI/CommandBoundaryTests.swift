import Foundation
import Testing
import CatalogTestSupport

/// The CLI is a thin shell over the libraries, and a command is reached only through the
/// command table: no file outside `Commands/` names a command's type (issue 43: the site
/// reached glyph measurement through `GlyphsCommand.measure`), and no library can (the
/// libraries do not depend on `catalog-cli`).
@Suite("The CLI's boundary: commands are reached through the table alone")
struct CommandBoundaryTests {
    static let cliSources = TestPaths.packageRoot.appendingPathComponent("Sources/catalog-cli")

    /// Every `*Command` or `*Commands` type declared in `Commands/`.
    static func commandTypes() throws -> Set<String> {
        let folder = cliSources.appendingPathComponent("Commands")
        var names = Set<String>()
        let declaration = try Regex(#"(?m)^(?:enum|struct|final class|class|extension) ([A-Z][A-Za-z]*Commands?)\b"#)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) { names.insert(String(match.output[1].substring ?? "")) }
        }
        return names
    }

    @Test("the command types are found (the check runs on something)")
    func typesFound() throws {
        let names = try Self.commandTypes()
        #expect(names.count >= 25, "\(names.sorted())")
        #expect(names.contains("SearchCommand") && names.contains("MetricsCommand"))
    }

    @Test("outside Commands/, only the command table (CLI/CatalogCLI.swift) names a command")
    func onlyTheTableNamesCommands() throws {
        let names = try Self.commandTypes()
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.cliSources.path))
        var checked = 0
        var offenders = [String]()
        for case let file as String in enumerator where file.hasSuffix(".swift") {
            guard !file.hasPrefix("Commands/"), file != "CLI/CatalogCLI.swift" else { continue }
            checked += 1
            let text = try String(contentsOf: Self.cliSources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                for name in names where Self.names(line, name) { offenders.append("\(file):\(number + 1): \(name)") }
            }
        }
        #expect(checked >= 40, "files checked: \(checked)")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test("the check finds a command named outside Commands/", arguments: [
        ("model.message = CopyCommand.Note(method: method).message", true),
        ("let faces = MetricsCommand.measure(arguments)", true),
        ("let reporter = SearchCommandsHelper()", false),
        ("// see SearchCommand", true),
    ])
    func findsAName(line: String, found: Bool) {
        let name = line.contains("Copy") ? "CopyCommand" : line.contains("Metrics") ? "MetricsCommand" : "SearchCommand"
        #expect(Self.names(Substring(line), name) == found)
    }

    /// Whether `line` has `name` as a whole identifier.
    static func names(_ line: Substring, _ name: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let isIdentifier = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }
}
