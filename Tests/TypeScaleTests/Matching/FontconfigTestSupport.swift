import Foundation
import Testing
import TypeScale

/// Fixture fontconfig configurations: a `fonts.conf` in a scratch directory that lists only the
/// given font directories and a private cache directory, so matches do not depend on the
/// fonts installed on the machine.
enum FontconfigTestSupport {
    /// The text of a configuration listing `fontDirectories` and caching in `cacheDirectory`,
    /// with each generic family of `aliases` bound to a preferred family
    /// (`["sans-serif": "Catalog Variable"]`).
    static func configuration(fontDirectories: [String], cacheDirectory: String, aliases: [String: String] = [:]) -> String {
        var lines = [
            #"<?xml version="1.0"?>"#,
            #"<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">"#,
            "<fontconfig>",
        ]
        lines += fontDirectories.map { "  <dir>\($0)</dir>" }
        lines += aliases.sorted { $0.key < $1.key }.map { generic, family in
            "  <alias><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>"
        }
        lines += ["  <cachedir>\(cacheDirectory)</cachedir>", "</fontconfig>", ""]
        return lines.joined(separator: "\n")
    }

    /// Runs `body` with a configuration of the TypeScale fixture fonts (or of `fontDirectories`)
    /// and `aliases`, written to a scratch directory that is removed afterwards.
    static func withFixtureConfiguration<T>(
        fontDirectories: [String]? = nil, aliases: [String: String] = [:], _ body: (FontconfigConfiguration, URL) throws -> T
    ) throws -> T {
        try TestSupport.withTemporaryDirectory { directory in
            let fixtures = try fontDirectories ?? [fixturesDirectory()]
            let text = configuration(fontDirectories: fixtures, cacheDirectory: directory.appendingPathComponent("cache").path,
                                     aliases: aliases)
            let file = try TestSupport.write(text, to: "fonts.conf", in: directory)
            return try body(try FontconfigConfiguration(file: file), directory)
        }
    }

    /// The folder of the TypeScale fixture fonts.
    static func fixturesDirectory() throws -> String {
        URL(fileURLWithPath: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")).deletingLastPathComponent().path
    }
}
