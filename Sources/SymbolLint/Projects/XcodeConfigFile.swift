import CatalogSystem

/// The build settings of an `.xcconfig` file: `KEY = value` lines in order, a later one
/// winning, `#include "other.xcconfig"` (and `#include?`, which may be missing) read in place,
/// relative to the including file. `//` starts a comment, as in Xcode. A setting with a
/// condition (`KEY[sdk=iphoneos*] = …`) applies to some builds only and is not read;
/// `$(inherited)` is replaced by the value the key had before.
enum XcodeConfigFile {
    /// Includes deeper than this are not followed (a cycle stops here).
    static let maximumDepth = 16

    /// The settings of the file at `path` (absolute), reading files with `read` (nil: cannot
    /// be read, which leaves its settings out).
    static func settings(_ path: String, read: (String) -> String?) -> [String: String] {
        var settings = [String: String]()
        apply(path, into: &settings, depth: 0, read: read)
        return settings
    }

    private static func apply(_ path: String, into settings: inout [String: String], depth: Int, read: (String) -> String?) {
        guard depth < maximumDepth, let text = read(path) else { return }
        let folder = Paths.parent(of: path)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmingSpaces
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                apply(Paths.absolute(included.hasPrefix("/") ? included : Paths.join(folder, included)), into: &settings, depth: depth + 1, read: read)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals].trimmingSpaces)
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            let value = String(line[line.index(after: equals)...].trimmingSpaces)
            settings[key] = XcodeSettings.replacingInherited(value, with: settings[key])
        }
    }
}
