import Foundation
import CatalogFormats
import SymbolCatalog

/// Times one data set: catalog's full load and its parts, against Foundation's parse alone.
struct DataSetBenchmark {
    let dataSet: BenchmarkDataSet
    let options: BenchmarkOptions

    func run() throws -> DataSetResult {
        try checkAgreement()
        let folder = dataSet.folder
        let files = dataSet.files
        let loaded = try DataSetLoader.readTables(folder: folder)
        let label = dataSet.label
        let timings = try time([
            { consume(try DataSetLoader.load(path: folder)) },
            { consume(try DataSetLoader.readTables(folder: folder)) },
            { consume(DataSet(name: label, location: folder, tables: loaded)) },
            { for file in files { consume(try PropertyListReader.read(file.bytes)) } },
            { for file in files { consume(try FoundationParser.parse(file.data)) } },
        ])
        var fileResults = [FileResult]()
        for file in files.sorted(by: { $0.bytes.count > $1.bytes.count })
        where file.bytes.count >= options.perFileThreshold {
            let pair = try time([
                { consume(try PropertyListReader.read(file.bytes)) },
                { consume(try FoundationParser.parse(file.data)) },
            ])
            fileResults.append(FileResult(
                name: file.name, format: file.format.rawValue, bytes: file.bytes.count,
                ours: TimingSummary(pair[0]), foundation: TimingSummary(pair[1])))
        }
        let symbolCount = DataSet(name: dataSet.label, location: folder, tables: loaded).symbolCount
        return DataSetResult(
            label: dataSet.label, folder: folder, fileCount: dataSet.files.count,
            totalBytes: dataSet.totalBytes, symbolCount: symbolCount,
            fullLoad: TimingSummary(timings[0]), tables: TimingSummary(timings[1]), join: TimingSummary(timings[2]),
            ourParse: TimingSummary(timings[3]), foundationParse: TimingSummary(timings[4]),
            files: fileResults)
    }

    /// Times `works` interleaved, round by round (see ``Timing/measureInterleaved``).
    private func time(_ works: [() throws -> Void]) throws -> [Timing] {
        try Timing.measureInterleaved(warmUp: options.warmUp, repetitions: options.repetitions, works)
    }

    /// Both parsers must read every file, and agree on the size of its top-level value,
    /// or the comparison would be between different jobs.
    private func checkAgreement() throws {
        for file in dataSet.files {
            let ours: PropertyListValue
            do {
                ours = try PropertyListReader.read(file.bytes).value
            } catch {
                throw BenchmarkError("\(dataSet.label)/\(file.name): catalog cannot parse it: \(error)")
            }
            let theirs: Any
            do {
                theirs = try FoundationParser.parse(file.data)
            } catch {
                throw BenchmarkError("\(dataSet.label)/\(file.name): Foundation cannot parse it: \(error)")
            }
            let ourCount = FoundationParser.topLevelCount(of: ours)
            let theirCount = FoundationParser.topLevelCount(of: theirs)
            guard ourCount == theirCount else {
                throw BenchmarkError(
                    "\(dataSet.label)/\(file.name): top-level sizes differ: catalog \(ourCount), Foundation \(theirCount)")
            }
        }
    }
}

/// Foundation's parser, as a Swift program without catalog would call it.
enum FoundationParser {
    /// `PropertyListSerialization.propertyList(from:options:format:)`: binary, XML or
    /// OpenStep (`.strings` text) alike.
    static func parse(_ data: Data) throws -> Any {
        var format = PropertyListSerialization.PropertyListFormat.xml
        return try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    }

    static func topLevelCount(of value: PropertyListValue) -> Int {
        switch value {
        case .dictionary(let pairs): Set(pairs.keys).count
        case .array(let items): items.count
        default: 1
        }
    }

    static func topLevelCount(of value: Any) -> Int {
        if let dictionary = value as? [AnyHashable: Any] { return dictionary.count }
        if let array = value as? [Any] { return array.count }
        return 1
    }
}
