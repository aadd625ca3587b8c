import CatalogSystem

/// One face to print, and the fontconfig match that found it (nil for a file argument):
/// what `catalog metrics` measures.
package struct MeasuredFace: Sendable {
    package let metrics: FaceMetrics
    package let faceCount: Int
    package let match: FontMatch?

    /// The faces of every argument, in order: each face of a file, the matched face of a
    /// pattern. fontconfig is only started when an argument is a pattern; patterns are
    /// matched first, in order, then every argument is measured, on every core when there
    /// are many. The files of `list` come after the arguments. The first bad argument, in
    /// argument order, is the error; a list's names its `FILE:LINE`.
    package static func measure(
        _ arguments: [String], list: FontList? = nil, environment: [String: String], progress: ProgressReporter = .silent
    ) throws -> [MeasuredFace] {
        var configuration: FontconfigConfiguration?
        let limit = FileSizeLimit.of(environment)
        var requests = [Request]()
        for argument in arguments {
            switch FontReference(argument) {
            case .file(let path):
                requests.append(.file(path))
            case .pattern(let pattern):
                do {
                    let fontconfig = try configuration ?? SharedFontconfig.configurationLoader(environment)()
                    configuration = fontconfig
                    requests.append(.match(try fontconfig.match(pattern)))
                } catch {
                    requests.append(.failed(error))
                }
            }
        }
        // Where each request came from, for its error: nil for an argument, FILE:LINE for a list's.
        var origins = [String?](repeating: nil, count: requests.count)
        for entry in list?.entries ?? [] {
            requests.append(.file(entry.path))
            origins.append(list?.location(entry))
        }
        var faces = [MeasuredFace]()
        var start = 0
        while start < requests.count {
            progress.update("Measuring fonts", done: start, of: requests.count)
            let batch = Array(requests[start..<min(requests.count, start + batchSize)])
            let measured = ParallelMap.map(count: batch.count) { index in
                Outcome { try batch[index].measure(limit: limit) }
            }
            for (index, outcome) in measured.enumerated() {
                switch outcome {
                case .measured(let found):
                    faces += found
                case .failed(let error):
                    guard let origin = origins[start + index] else { throw error }
                    throw FontListError.entry(location: origin, error: error)
                }
            }
            start += batch.count
        }
        return faces
    }

    /// What measuring one request gave. Not `Result<[MeasuredFace], any Error>`: where that
    /// type's metadata is made from its mangled name (any build but `Scripts/build-release.sh`),
    /// its `Error` requirement is checked at run time by scanning every conformance record.
    private enum Outcome: @unchecked Sendable {
        case measured([MeasuredFace])
        case failed(any Error)

        init(_ measure: () throws -> [MeasuredFace]) {
            do {
                self = .measured(try measure())
            } catch {
                self = .failed(error)
            }
        }
    }

    /// Arguments measured between two progress updates.
    package static let batchSize = 512

    /// One argument, ready to measure.
    package enum Request: @unchecked Sendable {
        case file(String)
        case match(FontMatch)
        /// A pattern that did not match (or fontconfig could not start): its error.
        case failed(any Error)

        package func measure(limit: FileSizeLimit) throws -> [MeasuredFace] {
            switch self {
            case .file(let path):
                let all = try FaceMetrics.faces(inFile: path, limit: limit)
                return all.map { MeasuredFace(metrics: $0, faceCount: all.count, match: nil) }
            case .match(let match):
                let (metrics, faceCount) = try FaceMetrics.face(of: match, limit: limit)
                return [MeasuredFace(metrics: metrics, faceCount: faceCount, match: match)]
            case .failed(let error):
                throw error
            }
        }
    }

    /// The face's Capsize metrics: its tables read again from the file, cap and x-height as
    /// measured for `metrics`; a pattern matched at a named instance, at that instance.
    package func capsizeMetrics(limit: FileSizeLimit) throws -> CapsizeMetrics {
        let face = self
        if let match = face.match, match.namedInstanceIndex != nil { return try match.openFace(limit: limit).capsizeMetrics(limit: limit) }
        let m = face.metrics
        return try CapsizeMetrics(tables: FontTables(path: m.path, faceIndex: m.faceIndex, limit: limit), capHeight: m.capHeight,
                                  xHeight: m.xHeight)
    }
}
