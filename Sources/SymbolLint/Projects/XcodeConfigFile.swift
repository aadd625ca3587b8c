import CatalogSystem

/// The build settings of an `.xcconfig` file: `KEY = value` lines in order, a later one
/// winning, `#include "other.xcconfig"` (and `#include?`, which may be missing) read in place,
/// relative to the including file. `//` starts a comment and a `;` may end a line, as in
/// Xcode. A setting with a
/// condition (`KEY[sdk=iphoneos*] = …`) applies to some builds only and is not read;
/// `$(inherited)` is replaced by the value the key had before.
///
/// Each file is read once and each file's settings made once (``ProjectReading``); an include
/// of a file already open around it (a cycle) is not followed; includes followed, their
/// nesting and the bytes `$(inherited)` makes count against the project's limits.
enum XcodeConfigFile {
    /// A line that counts.
    enum Line: Equatable {
        /// `#include "PATH"` (`PATH` made absolute).
        case include(String)
        /// `KEY = value`.
        case setting(key: String, value: String)
    }

    /// The settings of the file at `path` (absolute).
    static func settings(_ path: String, reading: inout ProjectReading) throws(LintError) -> [String: String] {
        if let known = reading.configSettings[path] { return known }
        var settings = [String: String]()
        var open = [String]()
        try apply(path, into: &settings, open: &open, reading: &reading)
        reading.configSettings[path] = settings
        return settings
    }

    /// The settings of the file at `path` read with `read`, within the standard limits.
    static func settings(_ path: String, read: @escaping (String) -> String?) throws(LintError) -> [String: String] {
        var reading = ProjectReading(read: read)
        return try settings(path, reading: &reading)
    }

    private static func apply(_ path: String, into settings: inout [String: String], open: inout [String],
                              reading: inout ProjectReading) throws(LintError) {
        guard let lines = reading.lines(ofConfig: path) else { return }
        open.append(path)
        defer { open.removeLast() }
        for line in lines {
            switch line {
            case .include(let included):
                guard !open.contains(included) else { continue }
                try reading.include(in: path, depth: open.count)
                try apply(included, into: &settings, open: &open, reading: &reading)
            case .setting(let key, let value):
                settings[key] = try XcodeSettings.replacingInherited(value, with: settings[key], key: key, in: path, reading: &reading)
            }
        }
    }

    /// The lines of `text`, a file in `folder`, that count.
    static func lines(_ text: String, folder: String) -> [Line] {
        var lines = [Line]()
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmingSpaces
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                lines.append(.include(Paths.absolute(included.hasPrefix("/") ? included : Paths.join(folder, included))))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals].trimmingSpaces)
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            // A `;` may end the line, as in the project file (`SDKROOT = macosx;`).
            var value = line[line.index(after: equals)...].trimmingSpaces
            if value.hasSuffix(";") { value = value.dropLast().trimmingSpaces }
            lines.append(.setting(key: key, value: String(value)))
        }
        return lines
    }
}
