import Foundation

/// `catalog-bench`: times catalog's data-set loading on the real SF Symbols data sets
/// against Foundation's `PropertyListSerialization`, and says whether loading is at least
/// as fast as Foundation's parse alone.
@main
enum CatalogBench {
    static func main() {
        let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
        if let font = options.glyphFont {
            do {
                try GlyphBenchmark.run(font: font, options: options)
                exit(0)
            } catch {
                printError("catalog-bench: \(error)")
                exit(2)
            }
        }
        if options.measuresSearch {
            do {
                try SearchBenchmark.run(options)
                exit(0)
            } catch {
                printError("catalog-bench: \(error)")
                exit(2)
            }
        }
        do {
            let results = try run(options)
            if !results.allSatisfy(\.passes) { exit(1) }
        } catch {
            printError("catalog-bench: \(error)")
            exit(2)
        }
    }

    static func run(_ options: BenchmarkOptions) throws -> [DataSetResult] {
        let dataSets = try selectedDataSets(options)
        let note = placeholderNote()
        if !options.emitsJSON {
            Report.header(options: options, placeholderNote: note).forEach { print($0) }
        }
        var results = [DataSetResult]()
        for dataSet in dataSets {
            if options.emitsJSON { printError("measuring \(dataSet.label)…") }
            let result = try DataSetBenchmark(dataSet: dataSet, options: options).run()
            results.append(result)
            if !options.emitsJSON {
                Report.dataSet(result).forEach { print($0) }
                fflush(nil)  // all streams: the table appears as each data set ends
            }
        }
        let json = try Report.json(options: options, placeholderNote: note, results: results)
        if options.emitsJSON {
            print(json)
        } else {
            Report.summary(results).forEach { print($0) }
        }
        if let path = options.jsonFile {
            guard FileManager.default.createFile(atPath: path, contents: Data((json + "\n").utf8)) else {
                throw BenchmarkError("cannot write \(path)")
            }
        }
        return results
    }

    static func selectedDataSets(_ options: BenchmarkOptions) throws -> [BenchmarkDataSet] {
        let known = Set(BenchmarkDataSet.builtIn.map(\.label))
        for label in options.selectedLabels where !known.contains(label) {
            throw BenchmarkError("unknown data set '\(label)'; known: \(known.sorted().joined(separator: ", "))")
        }
        var dataSets = [BenchmarkDataSet]()
        let wanted = BenchmarkDataSet.builtIn.filter {
            options.selectedLabels.isEmpty ? options.extraFolders.isEmpty : options.selectedLabels.contains($0.label)
        }
        if !wanted.isEmpty {
            let shared = try BenchmarkDataSet.sharedSymbolsFolder()
            for entry in wanted {
                let path = (shared as NSString).appendingPathComponent(entry.folderName)
                dataSets.append(try BenchmarkDataSet.open(label: entry.label, path: path))
            }
        }
        for folder in options.extraFolders {
            dataSets.append(try BenchmarkDataSet.open(label: (folder as NSString).lastPathComponent, path: folder))
        }
        return dataSets
    }

    /// A warning while the root package's XML reader is still the Foundation-backed stand-in.
    static func placeholderNote() -> String? {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = package.appendingPathComponent("../Sources/SymbolCatalog/Parsing/XMLPropertyListReader.swift")
            .standardizedFileURL.path
        guard let text = try? String(contentsOfFile: source, encoding: .utf8),
              text.hasPrefix("// PLACEHOLDER") else { return nil }
        return "XMLPropertyListReader.swift is still a PLACEHOLDER that delegates to Foundation"
    }
}
