// Fuzz target `project`: lint's project readers. The input is split at each "\n@@\n" into
// files held in memory: the first is read as a Package.swift (PackageManifest), as an
// .xcconfig (`/f/a.xcconfig`, XcodeConfigFile with its includes) and as a project.pbxproj
// (XcodeProject, in `/f`); the others are `/f/b.xcconfig`, `/f/c.xcconfig`, … A thrown
// LintError is a correct answer. Traps when a reader works past its limits: a file read
// twice, more includes followed or objects visited than the limits allow, an unreadable
// manifest placed outside the text.
@testable import SymbolLint

let limits = ProjectReading.Limits(includes: 1_000, includeDepth: 16, expandedBytes: 1 << 20, nodes: 200_000, pathBytes: 4096)

func parts(of bytes: [UInt8]) -> [String] {
    let separator: [UInt8] = Array("\n@@\n".utf8)
    var parts = [String]()
    var start = 0, index = 0
    while index + separator.count <= bytes.count {
        if bytes[index..<index + separator.count].elementsEqual(separator) {
            parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let files = parts(of: Array(UnsafeBufferPointer(start: data, count: size)))
    let names = "abcdefghijklmnopqrstuvwxyz".map { "/f/\($0).xcconfig" }
    let byPath = Dictionary(zip(names, files)) { first, _ in first }
    var reads = [String: Int]()
    let read = { (path: String) -> String? in
        reads[path, default: 0] += 1
        return byPath[path]
    }

    do {
        let manifest = try PackageManifest(files[0])
        for (_, version) in manifest.platforms ?? [] { check(!version.description.isEmpty, "empty version") }
    } catch {
        let lines = files[0].utf8.count { $0 == 0x0A } + 1
        check((1...lines).contains(error.line), "unreadable manifest at line \(error.line) of \(lines)")
    }

    for role in ["config", "project"] {
        reads = [:]
        var reading = ProjectReading(limits: limits, read: read)
        if role == "config" {
            _ = try? XcodeConfigFile.settings("/f/a.xcconfig", reading: &reading)
        } else {
            _ = try? XcodeProject(files[0], file: "/f/App.xcodeproj/project.pbxproj", folder: "/f", reading: &reading)
        }
        let counts = reading.counts
        check(reads.values.allSatisfy { $0 == 1 }, "a file read twice: \(reads)")
        check(counts.filesRead == reads.count, "files read \(counts.filesRead), reads \(reads.count)")
        check(counts.includesFollowed <= limits.includes + 1, "includes followed: \(counts.includesFollowed)")
        check(counts.nodesVisited <= limits.nodes + size, "nodes visited: \(counts.nodesVisited)")
    }
    return 0
}
