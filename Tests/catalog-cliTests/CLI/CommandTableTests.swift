import Synchronization
import Testing
@testable import catalog_cli

/// The command table holds words and constructors: a run builds the spec of the command it
/// runs and no other (`search` built all 56 specs and reached TypeScale through them).
@Suite("Command table: only the command that runs is built")
struct CommandTableTests {
    @Test("every row's words are its spec's path, and no two rows share them")
    func rowsMatchSpecs() {
        for entry in CatalogCLI.table { #expect(entry.make().path == entry.path, "\(entry.path)") }
        #expect(Set(CatalogCLI.table.map(\.path)).count == CatalogCLI.table.count)
    }

    @Test("selecting a command builds its spec alone; an unknown word builds none", arguments: [
        (["b", "x"], ["b"]), (["a", "c", "y"], ["a c"]), (["a", "y"], ["a"]), (["zz"], []),
    ])
    func buildsOnlyTheSelected(words: [String], built: [String]) {
        let made = Mutex<[String]>([])
        func entry(_ path: [String], arguments: [ArgumentSpec] = []) -> CommandEntry {
            CommandEntry(path) {
                made.withLock { $0.append(path.joined(separator: " ")) }
                return CommandSpec(path: path, summary: "", arguments: arguments, parse: { _ in () }, run: { _, _ in })
            }
        }
        let rest = ArgumentSpec(name: "REST", summary: "", isOptional: true, isVariadic: true)
        let parser = ArgumentParser(table: [entry(["a"], arguments: [rest]), entry(["a", "c"], arguments: [rest]), entry(["b"], arguments: [rest])],
                                    environment: [:])
        _ = try? parser.selectCommand(words)
        #expect(made.withLock { $0 } == built)
    }
}
