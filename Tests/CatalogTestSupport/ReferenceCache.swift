import Foundation

/// What an outside reference tool wrote for some files, kept between test runs: the tool runs
/// again only when its identity (name, version, script) or one of the files (path, size,
/// modification time) changes. Each entry holds its whole key, compared on reading, so two keys
/// never share an answer. The folder is `$CATALOG_REFERENCE_CACHE`, else
/// `$XDG_CACHE_HOME/catalog-tests/references` (`~/.cache/…`), as the icon fonts' cache is kept.
/// `CATALOG_REFERENCE_CACHE=off` runs every tool every time.
package enum ReferenceCache {
    /// The cache folder, or nil when the cache is off.
    package static let folder: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["CATALOG_REFERENCE_CACHE"], !chosen.isEmpty {
            return chosen == "off" ? nil : chosen
        }
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return cacheHome + "/catalog-tests/references"
    }()

    /// The key of a tool's run over `files`: `tool` names the tool and everything else it
    /// depends on (version, the script's bytes, options); each file adds its path, size and
    /// modification time, or "missing".
    package static func key(tool: String, files: [String]) -> String {
        var lines = [tool]
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            if let size = attributes?[.size] as? Int, let modified = attributes?[.modificationDate] as? Date {
                lines.append("\(file)\t\(size)\t\(modified.timeIntervalSince1970)")
            } else {
                lines.append("\(file)\tmissing")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The bytes kept for `key`, else what `make` returns, kept for the next run (when the
    /// folder can be written: a read-only cache only costs the time).
    package static func data(for key: String, in folder: String? = folder, make: () async throws -> Data) async throws -> Data {
        guard let folder else { return try await make() }
        let path = folder + "/" + String(fnv1a(Array(key.utf8)), radix: 16) + ".entry"
        let header = Data((key + "\n\u{0}\n").utf8)
        if let kept = FileManager.default.contents(atPath: path), kept.starts(with: header) {
            return kept.subdata(in: header.count..<kept.count)
        }
        let made = try await make()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"
        if FileManager.default.createFile(atPath: temporary, contents: header + made) {
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        }
        return made
    }

    /// FNV-1a, 64 bits: the entry's file name (the entry itself holds the whole key).
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
