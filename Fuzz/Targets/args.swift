// Fuzz target `args`: argv for the catalog CLI (the input split at NUL bytes into words)
// through ArgumentParser over every registered CommandSpec: command selection, options,
// values, choices, positionals and the did-you-mean suggestions of usage errors. Commands
// are not run; a thrown CLIError is a correct answer.
@testable import catalog_cli

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let words = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let parser = ArgumentParser(commands: CatalogCLI.commands, environment: ["COLUMNS": "80"])
    do {
        let (spec, rest) = try parser.selectCommand(words)
        _ = HelpRenderer.usageLine(for: spec)
        _ = try parser.parse(spec, rest)
    } catch {
        _ = "\(error)"
    }
    return 0
}
