/// The file by which a command knows a folder as its own output, so that replacing the folder
/// whole can never take one the user made: `GENERATOR` on its first line, then `version: V`
/// and `id: ID` (32 random hexadecimal digits, new for every folder written). A web project's
/// or a data folder's ordinary files never mark a folder this way.
public struct FolderMarker: Sendable {
    /// The marker's name in the folder (`.catalog-site`).
    public let fileName: String
    /// Who writes the folder (`catalog site`): the marker's first line.
    public let generator: String

    /// A marker named `fileName` whose first line is `generator`.
    public init(fileName: String, generator: String) {
        self.fileName = fileName
        self.generator = generator
    }

    /// The marker's text for a folder written now by `version`.
    public func contents(version: String) -> [UInt8] {
        let id = (0..<2).map { _ in
            let text = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
        return Array("\(generator)\nversion: \(version)\nid: \(id)\n".utf8)
    }

    /// True when `folder` holds this generator's marker (any version): a regular file, its
    /// first line the generator, a version line and an id of 32 hexadecimal digits.
    public func marks(_ folder: String) -> Bool {
        guard let file = try? FileReader(limit: FileSizeLimit(bytes: 4096)).readIfPresent(Paths.join(folder, fileName)),
              let text = String(validating: file.bytes, as: UTF8.self) else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == generator, lines[1].hasPrefix("version: "),
              lines[2].hasPrefix("id: ") else { return false }
        let id = lines[2].dropFirst(4)
        return id.count == 32 && id.allSatisfy(\.isHexDigit)
    }
}
