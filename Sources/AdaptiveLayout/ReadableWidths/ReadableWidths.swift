import CatalogFormats
import CatalogSystem

/// Readable widths a user measured (`--readable-widths FILE`), one content size category a
/// line: `CATEGORY WIDTH`, separated by spaces or a tab, WIDTH in points (`672` or `672pt`);
/// `#` starts a comment line; blank lines are skipped. They answer before the table's, as
/// measured figures whose source is the file.
///
///     # iPad Pro 11-inch (M4), iPadOS 18.2, simulator
///     Large  672
///     AX3    960
public struct ReadableWidths: Sendable {
    /// One line of the file.
    public struct Entry: Sendable, Hashable {
        /// The category's HIG name.
        public let category: String
        /// The width in points.
        public let widthPoints: Double
        /// The line it is on, from 1.
        public let line: Int
    }

    /// The file, as the user named it.
    public let path: String
    /// Its entries, in the file's order.
    public let entries: [Entry]

    /// The file at `path`, read within `limit`; `category` turns a category name in any
    /// spelling into its HIG name, or nil for none.
    public static func read(path: String, limit: FileSizeLimit, category: (String) -> String?) throws(LayoutError) -> ReadableWidths {
        let contents: FileContents
        do {
            contents = try FileReader(limit: limit).read(path)
        } catch {
            throw .readableWidthsFile(error.at(path))
        }
        guard let text = String(validating: contents.bytes, as: UTF8.self) else {
            throw .readableWidthsFile(.refused(path: path, reason: "not UTF-8 text"))
        }
        return try ReadableWidths(path: path, text: text, category: category)
    }

    /// The widths `text` gives, read as the file at `path`.
    public init(path: String, text: String, category: (String) -> String?) throws(LayoutError) {
        self.path = path
        var entries = [Entry]()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            func refuse(_ reason: String) -> LayoutError { .readableWidthsLine(path: path, line: index + 1, reason: reason) }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count == 2 else { throw refuse("expected CATEGORY WIDTH, found '\(line)'") }
            guard let name = category(fields[0]) else { throw refuse("unknown size category '\(fields[0])'") }
            if let earlier = entries.first(where: { $0.category == name }) {
                throw refuse("\(name) again (first on line \(earlier.line))")
            }
            let number = fields[1].hasSuffix("pt") ? String(fields[1].dropLast(2)) : fields[1]
            guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let width = Double(number),
                  width > 0, width <= 10_000 else {
                throw refuse("'\(fields[1])' is not a width in points greater than 0 and at most 10000")
            }
            entries.append(Entry(category: name, widthPoints: width, line: index + 1))
        }
        self.entries = entries
    }

    /// The width measured for `category` (a HIG name), as a figure, or nil.
    func width(for category: String) -> Figure<Double>? {
        guard let entry = entries.first(where: { $0.category == category }) else { return nil }
        return Figure(entry.widthPoints, Provenance(.measured, sources: ["file:" + path], note: "line \(entry.line) of \(path)"))
    }
}
