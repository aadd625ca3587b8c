import Foundation
import Testing
@testable import catalog_cli

/// The generated completion scripts, run by the real shells: bash through its completion
/// API (`COMP_WORDS` and the function), fish through `complete -C`, zsh through a
/// pseudo-terminal driven by `expect`. Each case is a command line and what must (and must
/// not) be offered. The embedded Font Awesome 6 data answers the dynamic cases.
@Suite("Completion scripts in real shells", .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
struct CompletionScriptTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        let expected: [String]
        var absent: [String] = []
        var testDescription: String { "'\(line)'" }
    }

    static let cases: [Case] = [
        Case(line: "catalog sea", expected: ["search"]),
        Case(line: "catalog collection ", expected: ["list", "show", "new", "rename", "delete", "add", "remove", "clear", "export", "import", "doctor"],
             absent: ["search"]),
        Case(line: "catalog search --format ", expected: ["text", "json", "tsv", "grid"], absent: ["markdown"]),
        Case(line: "catalog diff --format ", expected: ["text", "json", "markdown"], absent: ["grid"]),
        Case(line: "catalog show heart-cr", expected: ["heart-crack"]),
        Case(line: "catalog search --data-set fontawesome-5.15.4 heart-b", expected: ["heart-broken"]),
        Case(line: "catalog search --category arr", expected: ["arrows"]),
        Case(line: "catalog search --since 6.5.", expected: ["6.5.0", "6.5.1", "6.5.2"], absent: ["6.4.2"]),
        Case(line: "catalog collections show new-in-6.5.", expected: ["new-in-6.5.0", "new-in-6.5.1", "new-in-6.5.2"]),
        Case(line: "catalog info --data-set fontawesome-", expected: ["fontawesome-5.15.4", "fontawesome-6"]),
        // search reads several sets: `all` is offered there, and only there.
        Case(line: "catalog search --data-set a", expected: ["all"]),
        Case(line: "catalog info --data-set a", expected: [], absent: ["all"]),
        Case(line: "catalog type-ramp -o no", expected: ["notes.txt"]),
        Case(line: "catalog search --available-in iOS ", expected: []),
        Case(line: "catalog diff fontawesome-", expected: ["fontawesome-5.15.4", "fontawesome-6"]),
        Case(line: "catalog type-ramp --size-category AX", expected: ["AX1", "AX2", "AX3", "AX4", "AX5"]),
        Case(line: "catalog fonts --width extra", expected: ["extra-expanded"]),
        Case(line: "catalog completions ", expected: ["bash", "zsh", "fish"]),
        Case(line: "catalog favorites add magnifying-glass-pl", expected: ["magnifying-glass-plus"]),
        Case(line: "catalog search --lim", expected: ["--limit"]),
        Case(line: "catalog codegen ", expected: ["swift"]),
        Case(line: "catalog lint --deployment-target ", expected: ["iOS", "macOS", "visionOS"]),
        Case(line: "catalog glyph --text-style ", expected: ["body", "largeTitle", "caption2"]),
        Case(line: "catalog glyph hou", expected: ["house"]),
        // Old names too: Font Awesome 6 renamed heart-broken to heart-crack (name_aliases.strings).
        Case(line: "catalog show heart-bro", expected: ["heart-broken"]),
        // Options before the command are the command's (issue 26): the data set is honoured.
        Case(line: "catalog --data-set fontawesome-5.15.4 show heart-b", expected: ["heart-broken"]),
        Case(line: "catalog --data-set fontawesome-5.15.4 show heart-cr", expected: [], absent: ["heart-crack"]),
        Case(line: "catalog --data-set fontawesome-", expected: ["fontawesome-5.15.4", "fontawesome-6"]),
    ]

    static let bash = ShellTool.path("bash")
    static let fish = ShellTool.path("fish")

    static func script(_ shell: CompletionScript.Shell) -> String {
        CompletionScript.render(shell, table: CompletionTable(specs: CatalogCLI.commands))
    }

    /// A private home with a file to complete.
    static func home(_ label: String) throws -> URL {
        let home = try ShellTool.temporaryHome(label)
        try Data("notes\n".utf8).write(to: home.appendingPathComponent("notes.txt"))
        return home
    }

    static func write(_ text: String, in home: URL, named name: String) throws -> String {
        let file = home.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("bash offers the expected words", .enabled(if: bash != nil, "bash is not installed"), arguments: cases)
    func bashCompletion(_ testCase: Case) async throws {
        let home = try Self.home("bash")
        defer { try? FileManager.default.removeItem(at: home) }
        let script = try Self.write(Self.script(.bash), in: home, named: "catalog.bash")
        // COMP_WORDS as bash splits the line: on blanks, with an empty last word after a space.
        var words = Self.words(testCase.line)
        if testCase.line.hasSuffix(" ") { words.append("") }
        let quoted = words.map(CompletionScript.quoted).joined(separator: " ")
        let program = """
        source \(CompletionScript.quoted(script))
        COMP_WORDS=( \(quoted) ); COMP_CWORD=\(words.count - 1); COMPREPLY=()
        _catalog
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let outcome = try await ShellTool.run(try #require(Self.bash), ["--norc", "--noprofile", "-c", program],
                                        environment: ShellTool.environment(home: home), directory: home)
        #expect(outcome.standardError == "")
        try Self.check(outcome.standardOutput, testCase)
    }

    @Test("fish offers the expected words", .enabled(if: fish != nil, "fish is not installed"), arguments: cases)
    func fishCompletion(_ testCase: Case) async throws {
        let home = try Self.home("fish")
        defer { try? FileManager.default.removeItem(at: home) }
        let script = try Self.write(Self.script(.fish), in: home, named: "catalog.fish")
        let program = "source \(CompletionScript.fishQuoted(script)); complete -C \(CompletionScript.fishQuoted(testCase.line))"
        let outcome = try await ShellTool.run(try #require(Self.fish), ["--no-config", "-c", program],
                                        environment: ShellTool.environment(home: home), directory: home)
        #expect(outcome.standardError == "")
        // fish prints `candidate<TAB>description`.
        let offered = outcome.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        try Self.check(offered.joined(separator: "\n"), testCase)
    }

    static let expect = ShellTool.path("expect")
    static let zsh = ShellTool.path("zsh")

    /// zsh completes only in its line editor, so `expect` types each line and a TAB into an
    /// interactive `zsh -f` in a pseudo-terminal and collects what the screen shows.
    @Test("zsh offers the expected words", .enabled(if: expect != nil && zsh != nil, "zsh and expect are not installed"))
    func zshCompletion() async throws {
        let home = try Self.home("zsh")
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try Self.write(Self.script(.zsh), in: home, named: "_catalog")
        let driver = try Self.write(Self.zshDriver(functions: home.path), in: home, named: "zsh.exp")
        let outcome = try await ShellTool.run(try #require(Self.expect), [driver] + Self.cases.map(\.line),
                                        environment: ShellTool.environment(home: home), directory: home)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var screens = [String: String]()
        for block in outcome.standardOutput.components(separatedBy: "=== ").dropFirst() {
            let parts = block.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            screens[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        for testCase in Self.cases {
            let screen = try #require(screens[testCase.line], "no screen for \(testCase.line)")
            let shown = Set(screen.split { $0.isWhitespace }.map(String.init))
            for word in testCase.expected {
                let typed = Self.words(testCase.line)
                #expect(shown.contains(word) || shown.contains { $0.hasSuffix(word) && !typed.contains($0) },
                        "zsh: \(testCase.line): '\(word)' not shown in \(screen.debugDescription)")
            }
        }
    }

    /// An `expect` script: for each line, type it and TAB, then Ctrl-T, bound to a widget
    /// that shows a marker, so the screen is read as soon as the completion is done.
    static func zshDriver(functions: String) -> String {
        """
        set timeout 20
        log_user 0
        spawn env {PS1=ready> } zsh -f -i
        expect "ready> "
        send "fpath=(\(functions) \\$fpath); autoload -U compinit; compinit -u -D; setopt nobeep\\r"
        expect "ready> "
        send "mark() { zle -M completion-done }; zle -N mark; bindkey '^T' mark\\r"
        expect "ready> "
        foreach line $argv {
          send -- "$line\\t\\x14"
          expect {
            "completion-done" { puts "=== $line"; puts $expect_out(buffer) }
            timeout { puts "=== $line"; puts "TIMEOUT"; exit 1 }
          }
          send "\\x15"
        }
        send "exit\\r"
        expect eof
        """
    }

    static func words(_ line: String) -> [String] {
        line.split(separator: " ").map(String.init)
    }

    static func check(_ output: String, _ testCase: Case) throws {
        var offered = Set(output.split(separator: "\n").map(String.init))
        // fish completes the whole token for an option's value; keep the value alone.
        offered.formUnion(offered.compactMap { $0.split(separator: "=").last.map(String.init) })
        for word in testCase.expected {
            #expect(offered.contains(word), "\(testCase.line): '\(word)' not offered; got \(offered.sorted())")
        }
        for word in testCase.absent {
            #expect(!offered.contains(word), "\(testCase.line): '\(word)' offered")
        }
        if testCase.expected.isEmpty {
            #expect(offered.isEmpty || offered == [""], "\(testCase.line): expected nothing, got \(offered.sorted())")
        }
    }
}
