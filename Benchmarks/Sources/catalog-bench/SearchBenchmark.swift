import Foundation
import SymbolCatalog

/// `catalog-bench --search`: in-process timings of the parts of `catalog search heart` (ranked
/// by relevance) and `catalog search bookmak` (a typo, matched through the fuzzy index), per
/// data set (sf6.x and the embedded fontawesome-6 by default; `--data-set PATH` adds others):
/// a load from a current cache index, a search on it (the symbols are read in place from the
/// index, the fuzzy index decoded from it), the two together, and the uncached load and
/// search for comparison.
enum SearchBenchmark {
    static func run(_ options: BenchmarkOptions) throws {
        var folders = [(label: String, path: String)]()
        if options.selectedLabels.isEmpty || options.selectedLabels.contains("sf6.x") {
            let shared = try BenchmarkDataSet.sharedSymbolsFolder()
            folders.append(("sf6.x", (shared as NSString).appendingPathComponent("sf6.x_2025-08_app-metadata_sfsymbolpicker")))
        }
        if options.selectedLabels.isEmpty || options.selectedLabels.contains("fa6") {
            let package = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            folders.append(("fa6", package.appendingPathComponent("../Data/symbols/fontawesome-6").standardizedFileURL.path))
        }
        folders += options.extraFolders.map { (($0 as NSString).lastPathComponent, $0) }
        print("In-process, median (min) ms over \(options.repetitions) rounds after \(options.warmUp) warm-up rounds:")
        print("data set  query    cache load  search on it  both    uncached load  search on it  results")
        for (label, path) in folders {
            for term in ["heart", "bookmak"] {
                var query = SymbolQuery()
                query.terms = [term]
                let cacheFolder = NSTemporaryDirectory() + "catalog-bench-search-\(getpid())"
                defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
                let cache = DataSetCache(folder: cacheFolder)
                guard try cache.load(path: path).outcome == .rebuilt(.absent, saved: true),
                      try cache.load(path: path).outcome == .reused else {
                    throw BenchmarkError("\(label): the cache index was not written and reused")
                }
                let cached = try cache.load(path: path).dataSet
                let uncached = try DataSetLoader.load(path: path)
                let count = try uncached.search(query).count
                guard try cached.search(query).count == count else { throw BenchmarkError("\(label): results differ") }
                let timings = try Timing.measureInterleaved(warmUp: options.warmUp, repetitions: options.repetitions, [
                    { consume(try cache.load(path: path)) },
                    // A fresh index-backed data set each round, so that the search reads in place.
                    { consume(try cache.load(path: path).dataSet) },
                    { consume(try cache.load(path: path).dataSet.search(query)) },
                    { consume(try DataSetLoader.load(path: path)) },
                    { consume(try uncached.search(query)) },
                ])
                let searchOnCached = timings[2].median - timings[1].median
                func cell(_ timing: Timing) -> String { String(format: "%.2f (%.2f)", timing.median, timing.minimum) }
                print([label.padding(toLength: 8, withPad: " ", startingAt: 0), term.padding(toLength: 7, withPad: " ", startingAt: 0),
                       cell(timings[0]),
                       String(format: "%.2f", searchOnCached), cell(timings[2]), cell(timings[3]), cell(timings[4]), String(count)]
                    .joined(separator: "  "))
            }
        }
    }
}
