import Foundation
import CatalogFormats
import SymbolCatalog

/// A data-set folder to measure, with the bytes of every file the loader reads from it.
struct BenchmarkDataSet {
    /// A short label such as `sf6.x`.
    let label: String
    /// The metadata folder.
    let folder: String
    let files: [MetadataFileBytes]

    /// One file as the loader reads it: its name, serialisation and bytes.
    struct MetadataFileBytes {
        let name: String
        let format: PropertyListFormat
        let bytes: [UInt8]
        /// The same bytes for Foundation, built once outside the timed loop.
        let data: Data
    }

    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// The data sets measured by default: label and folder name under `sfsymbols/`.
    static let builtIn: [(label: String, folderName: String)] = [
        ("sf6.x", "sf6.x_2025-08_app-metadata_sfsymbolpicker"),
        ("sf5.1", "sf5.1_2024-08_app-metadata_lessica"),
        ("sf6.0", "sf6.0_2024-10_sfsafesymbols-fork"),
    ]

    /// Loads the folder once to learn which files the loader reads, then reads their bytes.
    static func open(label: String, path: String) throws -> BenchmarkDataSet {
        let dataSet: DataSet
        do {
            dataSet = try DataSetLoader.load(path: path)
        } catch {
            throw BenchmarkError("\(label): catalog cannot load \(path): \(error)")
        }
        var files = [MetadataFileBytes]()
        for (name, format) in dataSet.tables.files {
            let filePath = (dataSet.location as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw BenchmarkError("\(label): cannot read \(filePath)")
            }
            files.append(MetadataFileBytes(name: name, format: format, bytes: [UInt8](data), data: data))
        }
        return BenchmarkDataSet(label: label, folder: dataSet.location, files: files)
    }

    /// The `sfsymbols` folder: `$CATALOG_SHARED/sfsymbols` (or `$CATALOG_SHARED` itself when
    /// it holds the data sets) when that variable is set; else `../../shared/sfsymbols` from
    /// the Benchmarks package, or the same path from the working directory.
    static func sharedSymbolsFolder() throws -> String {
        var candidates = [String]()
        if let shared = ProcessInfo.processInfo.environment["CATALOG_SHARED"], !shared.isEmpty {
            candidates = [(shared as NSString).appendingPathComponent("sfsymbols"), shared]
        } else {
            // #filePath is …/Benchmarks/Sources/catalog-bench/BenchmarkDataSet.swift.
            let package = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(package.appendingPathComponent("../../shared/sfsymbols").standardizedFileURL.path)
            candidates.append("../../shared/sfsymbols")
        }
        for candidate in candidates where isDirectory(candidate) {
            if builtIn.contains(where: { isDirectory((candidate as NSString).appendingPathComponent($0.folderName)) }) {
                return candidate
            }
        }
        throw BenchmarkError(
            "no data sets found; tried \(candidates.joined(separator: ", ")). "
                + "Set CATALOG_SHARED to the folder that holds sfsymbols/.")
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A failure that ends the run with one line on stderr.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
