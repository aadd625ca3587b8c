import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// Golden outputs of `type-ramp` and `fonts` in `Fixtures/type-ramp/`, with the fixture font
/// folder written as `$FONTS` so that they do not depend on where the package is built. To
/// accept a deliberate change, run with `CATALOG_UPDATE_GOLDENS=1` and review the diff.
enum TypeRampGoldens {
    static let folder = CLI.packageRoot.appendingPathComponent("Tests/catalog-cliTests/Fixtures/type-ramp")

    /// Runs the CLI and compares its standard output with the golden file `name`; the command
    /// must succeed with nothing on standard error.
    static func check(
        _ arguments: [String], environment: [String: String] = [:], golden name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = CLI.run(arguments, environment: environment)
        #expect(result.exitCode == 0, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError == "", sourceLocation: sourceLocation)
        let output = result.standardOutput.replacingOccurrences(of: FontFixtures.directory, with: "$FONTS")
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CATALOG_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: file)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(output == golden, "\(name) differs from \(file.path)", sourceLocation: sourceLocation)
    }

    /// The environment that resolves the default design to the variable fixture font.
    static func variableEnvironment(_ configuration: String) -> [String: String] {
        ["FONTCONFIG_FILE": configuration, "CATALOG_FONT_DEFAULT": "Catalog Variable"]
    }
}
