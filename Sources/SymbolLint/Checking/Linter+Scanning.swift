import CatalogSystem
import Dispatch
import SymbolCatalog

extension Linter {
    /// A name found in a file, placed.
    struct ScannedName: Sendable {
        var line: Int
        var column: Int
        var text: String
        var range: Range<Int>
        /// An Interface Builder resource entry (see ``SourceScan/Name/isResource``).
        var isResource = false
        /// What the guards around it prove, and the type its extension extends.
        var availability = Availability.none
        var extended: String?
    }

    /// An image name of an asset lookup (``SwiftImageNames``), placed.
    struct ScannedImage: Sendable {
        var line: Int
        var column: Int
        var text: String
    }

    /// One file read and scanned (no data set needed, so files are scanned in parallel).
    struct ScannedFile: Sendable {
        var path: String
        var shown: String
        var names: [ScannedName] = []
        /// Image names, when the tree has asset catalogs to check them against.
        var images: [ScannedImage] = []
        var unchecked: [UncheckedReference] = []
        /// `catalog:ignore` comments: the line each covers and the rules named (empty: all).
        var ignores: [(line: Int, rules: [String])] = []
        /// The types it declares (``SourceScan/types``).
        var types: [(name: String, availability: Availability)] = []
        var failure: LintError?
        /// The bytes scanned and their status, kept for files with names (``LintFixer``
        /// edits exactly these).
        var contents: FileContents?

        /// True when a `catalog:ignore` covers `rule` on `line`.
        func isSuppressed(_ rule: LintRule, at line: Int) -> Bool {
            ignores.contains { $0.line == line && ($0.rules.isEmpty || $0.rules.contains(rule.rawValue)) }
        }
    }

    /// Files per batch: progress is reported between batches.
    static let batchSize = 256

    /// Reads and scans `files` on every core, a batch at a time, calling `between` after
    /// each batch; `alongside` runs once beside the first batch (the linter prepares the data
    /// set's lookups there while files are read). With `images`, Swift files' image names
    /// are found too.
    static func scanAll(
        _ files: [SourceTree.File], display: PathDisplay, reader: FileReader, images: Bool = false,
        alongside: @Sendable () -> Void, between: (Int) -> Void
    ) -> [ScannedFile] {
        var results = [ScannedFile]()
        results.reserveCapacity(files.count)
        var start = 0
        var first = true
        repeat {
            let batch = Array(files[start..<min(files.count, start + batchSize)])
            let extra = first ? 1 : 0
            // Each worker writes its own slot only.
            let slots = UnsafeMutableBufferPointer<ScannedFile?>.allocate(capacity: batch.count)
            slots.initialize(repeating: nil)
            nonisolated(unsafe) let output = slots
            DispatchQueue.concurrentPerform(iterations: batch.count + extra) { index in
                if index == batch.count { alongside(); return }
                output[index] = scan(batch[index], display: display, reader: reader, images: images)
            }
            results += slots.compactMap { $0 }
            _ = slots.deinitialize()
            slots.deallocate()
            first = false
            start += batch.count
            between(start)
        } while start < files.count
        return results
    }

    static func scan(_ file: SourceTree.File, display: PathDisplay, reader: FileReader, images: Bool = false) -> ScannedFile {
        var result = ScannedFile(path: file.path, shown: display.path(file.path))
        let contents: FileContents
        do {
            contents = try reader.read(file.path)
        } catch {
            result.failure = .unreadable(path: file.path, reason: error.reason)
            return result
        }
        let bytes = contents.bytes
        bytes.withUnsafeBufferPointer { buffer in
            let scan = switch file.kind {
            case .swift: SwiftSourceScanner.scan(buffer, images: images)
            case .interfaceBuilder: MarkupScanner.scanInterfaceBuilder(buffer)
            case .infoPlist: MarkupScanner.scanInfoPlist(buffer)
            }
            result.types = scan.types
            guard !scan.names.isEmpty || !scan.expressions.isEmpty || !scan.images.isEmpty else { return }
            if !scan.names.isEmpty { result.contents = contents }
            var lines = LineIndex(buffer)
            // After code, a comment covers its own line; on a line of its own, the next one.
            result.ignores = scan.ignores.map { ignore in
                let line = lines.position(of: ignore.offset).line
                return (SourceScan.isOnOwnLine(buffer, ignore.offset) ? line + 1 : line, ignore.rules)
            }
            for name in scan.names {
                let (line, column) = lines.position(of: name.range.lowerBound)
                result.names.append(ScannedName(line: line, column: column, text: Bytes.string(buffer, name.range), range: name.range,
                                                isResource: name.isResource, availability: name.availability, extended: name.extended))
            }
            for image in scan.images {
                let (line, column) = lines.position(of: image.lowerBound)
                result.images.append(ScannedImage(line: line, column: column, text: Bytes.string(buffer, image)))
            }
            for expression in scan.expressions {
                let (line, column) = lines.position(of: expression.offset)
                result.unchecked.append(UncheckedReference(
                    location: SourceLocation(file: result.shown, line: line, column: column), expression: expression.text))
            }
        }
        return result
    }
}
