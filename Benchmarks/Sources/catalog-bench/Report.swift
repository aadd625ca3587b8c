import Foundation

/// Renders results as aligned text tables, or as JSON.
enum Report {
    static func header(options: BenchmarkOptions, placeholderNote: String?) -> [String] {
        var lines = [
            "catalog-bench: \(options.repetitions) measured runs after \(options.warmUp) warm-up runs; "
                + "times in ms, median (min)",
        ]
        if let placeholderNote { lines.append("NOTE: \(placeholderNote)") }
        return lines
    }

    static func dataSet(_ result: DataSetResult) -> [String] {
        var lines = [
            "",
            "== \(result.label): \(result.fileCount) files, \(kilobytes(result.totalBytes)) KB, "
                + "\(result.symbolCount) symbols  (\(result.folder))",
        ]
        let rows: [[String]] = [
            ["measure", "median", "min"],
            ["catalog full load (DataSetLoader.load)"] + cells(result.fullLoad),
            ["  tables: read + parse + type-check"] + cells(result.tables),
            ["  join into symbols"] + cells(result.join),
            ["catalog parse only (PropertyListReader.read)"] + cells(result.ourParse),
            ["Foundation parse only (PropertyListSerialization)"] + cells(result.foundationParse),
        ]
        lines += align(rows, rightAligned: [1, 2]).map { "  " + $0 }
        lines.append("  " + verdict(result))
        if !result.files.isEmpty {
            lines.append("")
            var fileRows = [["file", "format", "KB", "catalog", "Foundation", "catalog/Foundation"]]
            for file in result.files {
                fileRows.append([
                    file.name, file.format, kilobytes(file.bytes),
                    cell(file.ours), cell(file.foundation),
                    ratio(file.ours.medianMilliseconds, file.foundation.medianMilliseconds),
                ])
            }
            lines += align(fileRows, rightAligned: [2, 3, 4, 5]).map { "  " + $0 }
        }
        return lines
    }

    static func summary(_ results: [DataSetResult]) -> [String] {
        var rows = [["data set", "KB", "full load", "catalog parse", "Foundation parse", "load/Foundation", "verdict"]]
        for result in results {
            rows.append([
                result.label, kilobytes(result.totalBytes),
                cell(result.fullLoad), cell(result.ourParse), cell(result.foundationParse),
                ratio(result.fullLoad.medianMilliseconds, result.foundationParse.medianMilliseconds),
                result.passes ? "PASS" : "FAIL",
            ])
        }
        return ["", "== summary (median ms, min in parentheses)"] + align(rows, rightAligned: [1, 2, 3, 4, 5]).map { "  " + $0 }
    }

    /// The plain statement of the bar for one data set.
    static func verdict(_ result: DataSetResult) -> String {
        let load = number(result.fullLoad.medianMilliseconds)
        let foundation = number(result.foundationParse.medianMilliseconds)
        let times = ratio(result.fullLoad.medianMilliseconds, result.foundationParse.medianMilliseconds)
        return result.passes
            ? "PASS \(result.label): full load \(load) ms <= Foundation parse alone \(foundation) ms (\(times))"
            : "FAIL \(result.label): full load \(load) ms > Foundation parse alone \(foundation) ms (\(times))"
    }

    static func json(options: BenchmarkOptions, placeholderNote: String?, results: [DataSetResult]) throws -> String {
        struct Document: Encodable {
            let warmUp: Int
            let repetitions: Int
            let xmlReaderIsPlaceholder: Bool
            let dataSets: [DataSetResult]
            let allPass: Bool
        }
        let document = Document(
            warmUp: options.warmUp, repetitions: options.repetitions,
            xmlReaderIsPlaceholder: placeholderNote != nil, dataSets: results,
            allPass: results.allSatisfy(\.passes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    private static func cells(_ summary: TimingSummary) -> [String] {
        [number(summary.medianMilliseconds), number(summary.minimumMilliseconds)]
    }

    private static func cell(_ summary: TimingSummary) -> String {
        "\(number(summary.medianMilliseconds)) (\(number(summary.minimumMilliseconds)))"
    }

    static func number(_ milliseconds: Double) -> String {
        String(format: milliseconds < 10 ? "%.2f" : "%.1f", milliseconds)
    }

    static func ratio(_ ours: Double, _ theirs: Double) -> String {
        String(format: "%.2fx", ours / theirs)
    }

    static func kilobytes(_ bytes: Int) -> String {
        String(format: "%.0f", Double(bytes) / 1_000)
    }

    /// Pads each column to its widest cell; `rightAligned` columns are padded on the left.
    static func align(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return rightAligned.contains(column) ? padding + text : text + padding
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
