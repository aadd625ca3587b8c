import Foundation
import CatalogTestSupport

/// A copy of a fixture font whose `name` table says what a test wants (family, full and
/// PostScript names, Windows Unicode records), written by fontTools (python3).
enum RenamedFont {
    /// True when python3 has fontTools (asked once, for a test trait).
    static let available = Python.has("fontTools")

    /// Writes `source` with the names given to `destination`.
    static func write(_ source: String, to destination: String, family: String, fullName: String, postscript: String) async throws {
        let names = try JSONSerialization.data(withJSONObject: ["family": family, "full": fullName, "postscript": postscript])
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", "-c", script, source, destination], input: names)
        guard outcome.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.standardError]) }
    }

    static let script = """
        import sys, json
        from fontTools.ttLib import TTFont
        names = json.loads(sys.stdin.buffer.read().decode('utf-8'))
        font = TTFont(sys.argv[1])
        table = font['name']
        table.names = [record for record in table.names if record.nameID not in (1, 4, 6, 16, 17)]
        for name_id, value in ((1, names['family']), (16, names['family']), (4, names['full']), (6, names['postscript'])):
            table.setName(value, name_id, 3, 1, 0x409)
        font.save(sys.argv[2])
        """
}
