import Foundation

/// What an outside reference tool wrote for some files, kept between test runs: the tool runs
/// again only when its identity (name, version, script) or one of the files changes: a file of
/// the clone by its bytes (a fresh clone's files are all new), any other (an installed font)
/// by its path, size and modification time (the clone's own path kept as a mark, so a clone
/// elsewhere meets the same entries). Inputs in the temporary folder (a test's scratch
/// files) are never kept. Each entry holds its whole key, compared on reading, so two keys
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
        let clone = TestPaths.packageRoot.path + "/"
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            if file.hasPrefix(clone), let bytes = FileManager.default.contents(atPath: file) {
                lines.append("\(file)\t\(bytes.count)\tfnv1a \(String(fnv1a(Array(bytes)), radix: 16))")
            } else if let size = attributes?[.size] as? Int, let modified = attributes?[.modificationDate] as? Date {
                lines.append("\(file)\t\(size)\t\(modified.timeIntervalSince1970)")
            } else {
                lines.append("\(file)\tmissing")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// True when every one of `files` may be keyed: each is in the clone (keyed by its bytes,
    /// wherever the clone lies, `/tmp` too) or outside the temporary folder, where each run
    /// makes new files (a key of them would never be met again).
    package static func keeps(_ files: [String]) -> Bool {
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path + "/"
        let clone = TestPaths.packageRoot.standardizedFileURL.path + "/"
        return files.allSatisfy { file in
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            return path.hasPrefix(clone) || !path.hasPrefix(temporary)
        }
    }

    /// python3 running the reference `script` with `arguments` over the files `inputs` (those
    /// among the arguments, and any it reads besides): its outcome, its standard output kept
    /// when it exits 0 and `inputs` may be kept (a kept answer has no standard error). The key
    /// holds the script's bytes and python3's and its font libraries' versions.
    package static func python(_ script: String, _ arguments: [String], inputs: [String]) async throws -> ChildProcess.Outcome {
        let run = { try await ChildProcess.run("/usr/bin/env", ["python3", script] + arguments) }
        guard folder != nil, keeps([script] + inputs) else { return try await run() }
        // "output only": entries of standard output alone (earlier ones held both streams).
        let key = ReferenceCache.key(tool: (["python3, output only", pythonVersions, script] + arguments).joined(separator: "\n"),
                                     files: [script] + inputs)
        final class Failure: Error, @unchecked Sendable {
            let outcome: ChildProcess.Outcome
            init(_ outcome: ChildProcess.Outcome) { self.outcome = outcome }
        }
        // Its standard output is kept (standard error only says more about a failure, which is
        // never kept): the clone's path in it becomes a mark, so no length may be stored.
        var fresh: ChildProcess.Outcome?
        do {
            let output = try await data(for: key) {
                let outcome = try await run()
                guard outcome.status == 0 else { throw Failure(outcome) }
                fresh = outcome
                return outcome.standardOutputData
            }
            return fresh ?? ChildProcess.Outcome(status: 0, killed: false, standardOutputData: output, standardErrorData: Data())
        } catch let failure as Failure {
            return failure.outcome
        }
    }

    /// python3's version and those of the libraries the reference scripts import, asked once.
    static let pythonVersions: String = {
        let script = """
            import sys
            from importlib.metadata import version
            names = ['fonttools', 'skia-pathops', 'picosvg', 'brotli', 'tinycss2']
            def known(name):
                try: return version(name)
                except Exception: return '-'
            print(sys.version.split()[0], *[n + '=' + known(n) for n in names])
            """
        return (try? ChildProcess("/usr/bin/env", ["python3", "-c", script]).blockingOutcome().standardOutput) ?? "unknown"
    }()

    /// The bytes kept for `key`, else what `make` returns, kept for the next run (when the
    /// folder can be written: a read-only cache only costs the time).
    ///
    /// The clone's own path is kept as a mark, in the key and in the bytes, so that a clone
    /// elsewhere (CI's) meets the same entries and reads its own path back.
    package static func data(for key: String, in folder: String? = folder, make: () async throws -> Data) async throws -> Data {
        guard let folder else { return try await make() }
        let clone = Data(TestPaths.packageRoot.path.utf8), mark = Data("\u{1}clone\u{1}".utf8)
        let key = replacing(Data(key.utf8), clone, with: mark)
        let path = folder + "/" + String(fnv1a(Array(key)), radix: 16) + ".entry"
        let header = key + Data("\n\u{0}\n".utf8)
        if let kept = FileManager.default.contents(atPath: path), kept.starts(with: header) {
            return replacing(kept.subdata(in: header.count..<kept.count), mark, with: clone)
        }
        let made = try await make()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"
        if FileManager.default.createFile(atPath: temporary, contents: header + replacing(made, clone, with: mark)) {
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        }
        return made
    }

    /// `data` with every `old` replaced by `new`.
    package static func replacing(_ data: Data, _ old: Data, with new: Data) -> Data {
        guard !old.isEmpty, data.range(of: old) != nil else { return data }
        var result = Data(), start = data.startIndex
        while let found = data.range(of: old, in: start..<data.endIndex) {
            result += data[start..<found.lowerBound] + new
            start = found.upperBound
        }
        return result + data[start..<data.endIndex]
    }

    /// FNV-1a, 64 bits: the entry's file name (the entry itself holds the whole key).
    package static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
