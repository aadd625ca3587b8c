import CatalogSystem
import Foundation
import Testing
@testable import catalog_cli
import SymbolCatalog
import CatalogFormats

/// The picker on a fake terminal of fixed size: what is on screen after each key, what a
/// key does to the store and the clipboard, and how a session ends.
@Suite("Picker: screens and keys on a fake terminal")
struct PickerSessionTests {
    static let dataSet: DataSet = try! DataSetLoader.load(path: CLI.embedded + "/fontawesome-6", name: "fontawesome-6")

    /// A session on `events`, with a store of its own (removed after); returns the outcome
    /// (nil when the events ran out first), the terminal and what the store holds after.
    static func run(
        _ events: [InteractiveTerminal.Event], query: String = "", rows: Int = 24, columns: Int = 80, multi: Bool = false,
        color: Bool = false, contents: StoreContents = StoreContents(), configure: (inout PickerOptions) -> Void = { _ in }
    ) throws -> (outcome: PickerOutcome?, terminal: FakeTerminal, store: StoreContents) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pick-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CollectionStore(path: folder.appendingPathComponent("collections.json").path)
        if contents != StoreContents() { try store.update { $0 = contents } }
        let terminal = FakeTerminal(rows: rows, columns: columns, events: events)
        var options = PickerOptions()
        options.initialQuery = query
        options.multi = multi
        options.color = color
        configure(&options)
        let session = PickerSession(dataSet: dataSet, store: store, contents: try store.read(), options: options, terminal: terminal)
        let outcome = try? session.run()
        #expect(terminal.began && terminal.ended)
        return (outcome, terminal, try store.read())
    }

    @Test("the first frame at 80×24: prompt, results, details, status and help bar")
    func firstFrame() throws {
        let (_, terminal, _) = try Self.run([], query: "heart")
        let screen = terminal.screen
        #expect(screen.count == 24)
        #expect(screen[0] == "> heart")
        #expect(screen[1] == "> heart                                 │ heart")
        #expect(screen[2] == "  heart-crack                           │ Introduced 1.0.0 · Font Awesome 1.0.0")
        #expect(screen[3] == "  heart-pulse                           │ Old names heart-o")
        #expect(screen[22] == "16 of 1,885 · fontawesome-6 · all")
        #expect(screen[23] == "Enter pick · Esc quit · ^F favorite · ^O collect · ^S scope · ^Y copy · ? keys")
        #expect(screen.contains { $0.hasSuffix("│ Unicode U+F004") })
    }

    @Test("typing narrows the list; a typo still finds the symbol")
    func typing() throws {
        let counts = try ["h", "he", "hea", "hear", "heart"].map { typed -> Int in
            let run = try Self.run(FakeTerminal.typing(typed))
            #expect(run.terminal.screen[0] == "> " + typed)
            return try #require(Int(run.terminal.screen[22].prefix { $0 != " " }.filter(\.isNumber)))
        }
        #expect(counts == counts.sorted(by: >) && Set(counts).count == counts.count, "\(counts)")
        #expect(counts.last == 16)
        let typo = try Self.run(FakeTerminal.typing("bookmak"))
        #expect(typo.terminal.screen[1].hasPrefix("> bookmark "))
        #expect(typo.terminal.screen[2].hasPrefix("  book-bookmark "))
        #expect(typo.terminal.screen.contains { $0.contains("│ Typo bookmak ≈ bookmark") })
    }

    @Test("Enter picks the highlighted name; Esc and Ctrl-C cancel", arguments: [
        ([InteractiveTerminal.Event.input([0x0D])], PickerOutcome.picked(["heart"])),
        ([.input(Array("\u{1B}[B".utf8)), .input([0x0D])], .picked(["heart-crack"])),
        ([.input([0x1B]), .input(Array("[B".utf8)), .input([0x0D])], .picked(["heart-crack"])),   // a sequence cut in two
        ([.input([0x0E]), .input([0x0E]), .input([0x10]), .input([0x0D])], .picked(["heart-crack"])),
        ([.input(Array("\u{1B}[F".utf8)), .input([0x0D])], .picked(["face-grin-hearts"])),
        ([.input([0x1B]), .timeout], .cancelled),
        ([.input([0x03])], .cancelled),
    ])
    func endings(events: [InteractiveTerminal.Event], outcome: PickerOutcome) throws {
        #expect(try Self.run(events, query: "heart").outcome == outcome)
    }

    @Test("keys typed ahead in one read act in order: the query, then Enter on its results")
    func typeAhead() throws {
        #expect(try Self.run([.input(Array("bookmark\r".utf8))]).outcome == .picked(["bookmark"]))
    }

    @Test("--multi: Tab marks and moves, Enter prints the marked names in order")
    func multi() throws {
        let (outcome, terminal, _) = try Self.run([.input([0x09]), .input([0x09])], query: "heart", multi: true)
        #expect(outcome == nil)
        #expect(terminal.screen[1] == "  ● heart                               │ heart-pulse")
        #expect(terminal.screen[3] == ">   heart-pulse                         │ Old names heartbeat")
        #expect(terminal.screen[22] == "16 of 1,885 · fontawesome-6 · all · 2 marked")
        #expect(try Self.run([.input([0x09]), .input([0x09]), .input([0x0D])], query: "heart", multi: true).outcome
            == .picked(["heart", "heart-crack"]))
    }

    @Test("Ctrl-F writes the favorite to the store and stars it; again removes it")
    func favorite() throws {
        let (_, terminal, store) = try Self.run([.input([0x06])], query: "heart")
        #expect(store.favorites.map(\.primaryName) == ["heart"])
        #expect(terminal.screen[1] == "> heart ★                               │ heart ★")
        #expect(terminal.screen[22] == "16 of 1,885 · fontawesome-6 · all  ★ heart is a favorite")
        let twice = try Self.run([.input([0x06]), .input([0x06])], query: "heart")
        #expect(twice.store.favorites.isEmpty)
        #expect(twice.terminal.screen[22].hasSuffix("heart is no longer a favorite"))
    }

    @Test("Ctrl-O adds to a collection: Tab completes a name, a new name makes one")
    func collections() throws {
        var contents = StoreContents()
        try contents.createCollection(named: "Reading")
        let (_, terminal, store) = try Self.run([.input([0x0F]), .input(Array("re".utf8)), .input([0x09])], query: "heart",
                                                 contents: contents)
        #expect(terminal.screen[0] == "Add heart to collection: Reading")
        #expect(store.collections.first?.entries.isEmpty == true)
        let added = try Self.run([.input([0x0F]), .input(Array("re".utf8)), .input([0x09]), .input([0x0D])], query: "heart",
                                 contents: contents)
        #expect(added.store.collections.first?.entries.map(\.primaryName) == ["heart"])
        #expect(added.terminal.screen[22].hasSuffix("Added heart to Reading"))
        let made = try Self.run([.input([0x0F]), .input(Array("Red".utf8)), .input([0x0D])], query: "heart")
        #expect(made.store.collections.map(\.name) == ["Red"])
        #expect(made.terminal.screen[22].hasSuffix("Made collection Red with heart"))
        #expect(made.terminal.screen.contains { $0.contains("│ Collections Red") })
    }

    @Test("Ctrl-S and Ctrl-R cycle the scope: all, favorites, your collections, smart collections, categories")
    func scopes() throws {
        var contents = StoreContents()
        _ = try contents.add(try Self.dataSet.storedEntry(for: "star").entry, to: .favorites, in: Self.dataSet)
        let (_, terminal, _) = try Self.run([.input([0x13])], contents: contents)
        #expect(terminal.screen[1].hasPrefix("> star ★ "))
        #expect(terminal.screen[2].hasPrefix("  "))
        #expect(terminal.screen[22] == "1 of 1,885 · fontawesome-6 · favorites")
        let back = try Self.run([.input([0x12])], contents: contents)
        #expect(back.terminal.screen[22].hasSuffix(" · category Writing"))
        let smart = try Self.run([.input([0x13]), .input([0x13])], contents: contents)
        #expect(smart.terminal.screen[22].hasSuffix(" · restricted"))
    }

    @Test("Ctrl-Y copies through the terminal (OSC 52): n the name, c the character, s the snippet")
    func copy() throws {
        let (_, terminal, _) = try Self.run([.input([0x19]), .input(Array("s".utf8))], query: "heart")
        #expect(terminal.osc == ["52;c;" + Base64.encode(Array("<i class=\"fa-solid fa-heart\"></i>".utf8))])
        #expect(terminal.screen[22].hasSuffix("Copied '<i class=\"fa-solid fa-heart\"></i>' to the clipboard through the terminal (OSC 52)")
            || terminal.screen[22].hasSuffix("…"))
        let name = try Self.run([.input([0x19]), .input(Array("n".utf8))], query: "heart")
        #expect(name.terminal.osc == ["52;c;aGVhcnQ="])
        let menu = try Self.run([.input([0x19])], query: "heart")
        #expect(menu.terminal.screen[22] == "Copy: n name · c character · s snippet · any other key: cancel")
    }

    @Test("? lists every key; any key closes the list")
    func help() throws {
        let (_, terminal, _) = try Self.run([.input(Array("?".utf8))], query: "heart")
        #expect(terminal.screen[1] == "Keys")
        #expect(terminal.screen.contains("  ^F               favorite or unfavorite"))
        let closed = try Self.run([.input(Array("?".utf8)), .input(Array("x".utf8))], query: "heart")
        #expect(closed.terminal.screen[0] == "> heart")
        #expect(closed.terminal.screen[1].hasPrefix("> heart "))
    }

    @Test("colour only when asked: never an escape but cursor moves without it")
    func colour() throws {
        let plain = try Self.run([], query: "heart", color: false)
        #expect(!plain.terminal.written.joined().contains(/\u{1B}\[[0-9;]*m/))
        let coloured = try Self.run([], query: "heart", color: true)
        #expect(coloured.terminal.written.joined().contains("\u{1B}[7m> heart "))
    }

    @Test("--color never and NO_COLOR turn colour off; --color always keeps it with NO_COLOR", arguments: [
        ([String](), [String: String](), true), (["--color", "never"], [:], false), ([], ["NO_COLOR": "1"], false),
        ([], ["TERM": "dumb"], false), (["--color", "always"], ["NO_COLOR": "1"], true),
    ])
    func colourChoice(arguments: [String], environment: [String: String], coloured: Bool) throws {
        let parser = ArgumentParser(commands: CatalogCLI.commands, environment: environment)
        let (spec, rest) = try parser.selectCommand(["pick"] + arguments)
        #expect(PickCommand.usesColor(try PickCommand.Options(parser.parse(spec, rest)).search.output.color, environment) == coloured)
    }

    @Test("a resize redraws at the new size; small screens never overflow", arguments: [(60, 15), (40, 10), (20, 3), (12, 1), (1, 1)])
    func resize(columns: Int, rows: Int) throws {
        let terminal = FakeTerminal(events: [.resized])
        let store = CollectionStore(path: FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pick-\(UUID().uuidString).json").path)
        var options = PickerOptions()
        options.initialQuery = "star"
        let session = PickerSession(dataSet: Self.dataSet, store: store, contents: StoreContents(), options: options, terminal: terminal)
        terminal.size = (rows, columns)
        _ = try? session.run()
        let screen = terminal.screen
        #expect(screen.count == rows)
        #expect(screen.allSatisfy { TerminalWidth.columns($0) <= columns })
        if columns > 4 { #expect(screen[0].hasPrefix("> s")) }
        if rows >= 3 { #expect(screen[rows - 2].hasPrefix(columns >= 20 ? "32 of 1,885" : "32 of")) }
        if columns >= 60 { #expect(screen[1].contains("│ star")) } else if rows >= 3 { #expect(!screen[1].contains("│")) }
    }

    @Test("a name or keyword with control characters is drawn visibly")
    func terminalSafe() throws {
        var tables = MetadataTables()
        tables.names = [("evil\u{1B}]0;owned\u{07}name", "1.0"), ("plain", "1.0")]
        tables.releaseTable = ["1.0": ["Font Awesome": "1.0"]]
        tables.keywords = ["plain": ["bell\u{07}\u{9B}2J"]]
        let dataSet = DataSet(name: "evil\u{1B}[2J", location: "/nonexistent", tables: tables)
        let terminal = FakeTerminal(events: FakeTerminal.typing("\u{9B}") + [.input(Array("\u{1B}[B".utf8))])
        let session = PickerSession(dataSet: dataSet, store: nil, contents: StoreContents(), options: PickerOptions(), terminal: terminal)
        _ = try? session.run()
        let written = terminal.written.joined()
        #expect(!written.contains("\u{07}") && !written.contains("\u{9B}") && !written.contains("\u{1B}]"))
        #expect(terminal.screen[1].hasPrefix("  evil\\e]0;owned\\x07name"))
        #expect(terminal.screen.contains { $0.contains("│ Keywords bell\\x07\\u{9B}2J") })
        #expect(terminal.screen[22] == "2 of 2 · evil\\e[2J · all")
    }
}
