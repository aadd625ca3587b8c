import CatalogFormats
import Foundation
import Testing
@testable import catalog_cli

/// `docs/commands/*.md` against what the command specs render now (`catalog help
/// --markdown`), and the documentation pages the help texts point to.
@Suite("docs/commands: the pages the command specs render")
struct CommandDocsTests {
    static let folder = CLI.packageRoot.appendingPathComponent("docs/commands")
    static let pages = MarkdownRenderer.pages(commands: CatalogCLI.commands)
    static let regenerate = "run Scripts/generate-command-docs.sh and commit docs/commands"

    @Test("each committed page is what its command's spec renders", arguments: pages.map(\.file))
    func pageIsCurrent(file: String) throws {
        let page = try #require(Self.pages.first { $0.file == file })
        let committed = try? String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        #expect(committed != nil, "docs/commands/\(file) is missing: \(Self.regenerate)")
        #expect(committed == nil || committed == page.text,
                "docs/commands/\(file) differs from what the specs render: \(Self.regenerate)")
    }

    @Test("every page in docs/commands belongs to a command (or is the index)")
    func noPageWithoutCommand() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }
        let known = Set(Self.pages.map(\.file))
        for file in files.sorted() {
            #expect(known.contains(file), "docs/commands/\(file) documents no command: \(Self.regenerate) (it removes such pages)")
        }
        #expect(files.count == CatalogCLI.commands.count + 1)
    }

    @Test("help --markdown prints every page after its ==> FILE <== line; with a command, that page alone")
    func printedPages() throws {
        let all = CLI.run(["help", "--markdown"])
        #expect(all.exitCode == 0)
        var split = [MarkdownRenderer.Page]()
        var file: String?, text = ""
        for line in all.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("==> "), line.hasSuffix(" <==") {
                if let file { split.append(.init(file: file, text: text)) }
                file = String(line.dropFirst(4).dropLast(4))
                text = ""
            } else {
                text += line + "\n"
            }
        }
        if let file { split.append(.init(file: file, text: text)) }
        #expect(split == Self.pages)
        #expect(split.first?.file == "README.md")

        let one = CLI.run(["help", "--markdown", "data-sets", "add"])
        #expect(one.exitCode == 0)
        #expect(one.standardOutput == Self.pages.first { $0.file == "data-sets-add.md" }?.text)
        #expect(one.standardOutput.hasPrefix(MarkdownRenderer.generatedNote + "\n# catalog data-sets add\n\n"))

        let unknown = CLI.run(["help", "--markdown", "serch"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.standardError.hasPrefix("catalog: unknown command 'serch'; did you mean 'search'?\n"))
    }

    @Test("a page's links lead to pages that exist")
    func links() throws {
        let files = Set(Self.pages.map(\.file))
        for page in Self.pages {
            for part in page.text.components(separatedBy: "](").dropFirst() {
                let target = String(part.prefix { $0 != ")" })
                #expect(files.contains(target), "\(page.file) links to \(target)")
            }
        }
        let search = try #require(Self.pages.first { $0.file == "search.md" })
        #expect(search.text.hasSuffix("\n## See also\n\n- [Every command](README.md)\n"))
        // Below `data-sets`: its subcommands; above `data-sets add`: `data-sets`.
        let summary = { (name: String) in CatalogCLI.commands.first { $0.name == name }.map { MarkdownText.inline($0.summary) } ?? "" }
        let dataSets = try #require(Self.pages.first { $0.file == "data-sets.md" })
        #expect(dataSets.text.hasSuffix("""
            ## See also

            - [`catalog data-sets list`](data-sets-list.md): \(summary("data-sets list"))
            - [`catalog data-sets add`](data-sets-add.md): \(summary("data-sets add"))
            - [`catalog data-sets remove`](data-sets-remove.md): \(summary("data-sets remove"))
            - [`catalog data-sets default`](data-sets-default.md): \(summary("data-sets default"))
            - [Every command](README.md)

            """))
        let add = try #require(Self.pages.first { $0.file == "data-sets-add.md" })
        #expect(add.text.hasSuffix("- [`catalog data-sets`](data-sets.md): \(summary("data-sets"))\n- [Every command](README.md)\n"))
    }

    @Test("the lint page keeps its discussion's markup as text, and lists the subcommands of codegen")
    func renderedExamples() throws {
        let lint = try #require(Self.pages.first { $0.file == "lint.md" })
        #expect(lint.text.contains(#"('\<!-- catalog:ignore --\>' in storyboards, xibs and plists)"#))
        #expect(lint.text.contains("""
            ## Examples

            ```sh
            # Lint the current project against the registered set sf6.
            catalog lint . --data-set sf6

            """))
        let codegen = try #require(Self.pages.first { $0.file == "codegen.md" })
        #expect(codegen.text.contains("\n```\nSubcommands:\n  swift  "))
        #expect(codegen.text.contains("- [`catalog codegen swift`](codegen-swift.md): "))
    }

    @Test("docs/exit-statuses.md has one table of exit statuses by command, and says what a usage error prints")
    func exitStatuses() throws {
        let page = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/exit-statuses.md"), encoding: .utf8)
        #expect(page.components(separatedBy: "| command | 0 | 1 | 2 | 64 | 130 |").count == 2)
        for row in ["| every command, unless below |", "| `search` |", "| `lint` |", "| `collection doctor` |", "| `pick` |"] {
            #expect(page.contains("\n" + row), "\(row)")
        }
        #expect(page.contains("then the command's usage line"))
        #expect(!page.contains("end in `…`"))
    }
}
