import CatalogSystem

/// `--files-from FILE|-`: font files one path a line, for more fonts than a command line
/// holds (`find … -name '*.ttf' | catalog metrics --files-from -`). Empty lines are
/// skipped and a carriage return ending a line is dropped (a list written on Windows); a
/// line that is not UTF-8 or holds a NUL is an error naming `FILE:LINE`. Each line is a
/// file, never a fontconfig pattern.
struct FontList {
    /// One path and the line it is on (from 1).
    struct Entry: Sendable {
        let path: String
        let line: Int
    }

    /// The list as errors name it: its path, or `standard input` for `-`.
    let source: String
    let entries: [Entry]

    static let option = OptionSpec(
        name: "files-from", valueName: "FILE",
        summary: "Also read font files from FILE, one path a line ('-': standard input).", completion: .file)

    /// The list `--files-from` names: `-` is standard input (`progress` says so while it is
    /// read: a `find` feeding it may take a while), else a file read within `limit`.
    static func read(_ argument: String, limit: FileSizeLimit, progress: ProgressReporter = .silent) throws(CLIError) -> FontList {
        let reader = FileReader(limit: limit)
        do {
            if argument == "-" {
                progress.update("Reading font paths from standard input")
                return try parse(reader.readStandardInput(), source: FileReader.standardInputName)
            }
            return try parse(reader.read(argument).bytes, source: argument)
        } catch let error as SystemError {
            throw .failure("--files-from " + error.description)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
    }

    /// The entries of `bytes`, lines split at line feeds.
    static func parse(_ bytes: [UInt8], source: String) throws(CLIError) -> FontList {
        var entries = [Entry]()
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let content = line.last == 0x0D ? line.dropLast() : line
            if content.isEmpty { continue }
            guard !content.contains(0), let path = String(validating: content, as: UTF8.self) else {
                throw .failure("\(source):\(index + 1): not a path: " + (content.contains(0) ? "it holds a NUL byte" : "not UTF-8 text"))
            }
            entries.append(Entry(path: path, line: index + 1))
        }
        return FontList(source: source, entries: entries)
    }

    /// `FILE:LINE` of an entry, for its error.
    func location(_ entry: Entry) -> String { "\(source):\(entry.line)" }
}
