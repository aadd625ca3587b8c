import CatalogSystem

/// Font files one path a line (`--files-from FILE|-`), for more fonts than a command line
/// holds (`find … -name '*.ttf' | catalog metrics --files-from -`). Empty lines are
/// skipped and a carriage return ending a line is dropped (a list written on Windows); a
/// line that is not UTF-8 or holds a NUL is an error naming `FILE:LINE`. Each line is a
/// file, never a fontconfig pattern.
package struct FontList {
    /// One path and the line it is on (from 1).
    package struct Entry: Sendable {
        package let path: String
        package let line: Int
    }

    /// The list as errors name it: its path, or `standard input` for `-`.
    package let source: String
    package let entries: [Entry]

    /// The list in `argument`: `-` is standard input (`progress` says so while it is read: a
    /// `find` feeding it may take a while), else a file read within `limit`.
    package static func read(_ argument: String, limit: FileSizeLimit, progress: ProgressReporter = .silent) throws -> FontList {
        let reader = FileReader(limit: limit)
        if argument == "-" {
            progress.update("Reading font paths from standard input")
            return try parse(reader.readStandardInput(), source: FileReader.standardInputName)
        }
        return try parse(reader.read(argument).bytes, source: argument)
    }

    /// The entries of `bytes`, lines split at line feeds.
    package static func parse(_ bytes: [UInt8], source: String) throws(FontListError) -> FontList {
        var entries = [Entry]()
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let content = line.last == 0x0D ? line.dropLast() : line
            if content.isEmpty { continue }
            guard !content.contains(0), let path = String(validating: content, as: UTF8.self) else {
                throw .notAPath(location: "\(source):\(index + 1)", reason: content.contains(0) ? "it holds a NUL byte" : "not UTF-8 text")
            }
            entries.append(Entry(path: path, line: index + 1))
        }
        return FontList(source: source, entries: entries)
    }

    /// `FILE:LINE` of an entry, for its error.
    package func location(_ entry: Entry) -> String { "\(source):\(entry.line)" }
}

/// A font list that cannot be used: a line that is no path, or a font it names that cannot
/// be measured, each at its `FILE:LINE`.
package enum FontListError: Error, CustomStringConvertible {
    case notAPath(location: String, reason: String)
    case entry(location: String, error: any Error)

    package var description: String {
        switch self {
        case .notAPath(let location, let reason): "\(location): not a path: \(reason)"
        case .entry(let location, let error): "\(location): \(error)"
        }
    }
}
