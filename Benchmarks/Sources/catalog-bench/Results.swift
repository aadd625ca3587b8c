/// Median and minimum of a ``Timing``, in milliseconds.
struct TimingSummary: Encodable {
    let medianMilliseconds: Double
    let minimumMilliseconds: Double
    let repetitions: Int

    init(_ timing: Timing) {
        medianMilliseconds = timing.median
        minimumMilliseconds = timing.minimum
        repetitions = timing.samples.count
    }
}

/// What was measured on one data set.
struct DataSetResult: Encodable {
    let label: String
    let folder: String
    let fileCount: Int
    let totalBytes: Int
    let symbolCount: Int
    /// `DataSetLoader.load`: read files, parse, type-check, join into symbols.
    let fullLoad: TimingSummary
    /// `DataSetLoader.readTables`: read files, parse, type-check (no join).
    let tables: TimingSummary
    /// `DataSet(name:location:tables:)`: the join alone.
    let join: TimingSummary
    /// `PropertyListReader.read` of every file, bytes already in memory.
    let ourParse: TimingSummary
    /// `PropertyListSerialization.propertyList` of the same bytes.
    let foundationParse: TimingSummary
    let files: [FileResult]

    /// The bar: the whole load, median against median, is not slower than Foundation's parse.
    var passes: Bool { fullLoad.medianMilliseconds <= foundationParse.medianMilliseconds }

    enum CodingKeys: String, CodingKey {
        case label, folder, fileCount, totalBytes, symbolCount, fullLoad, tables, join
        case ourParse, foundationParse, files, passes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(folder, forKey: .folder)
        try container.encode(fileCount, forKey: .fileCount)
        try container.encode(totalBytes, forKey: .totalBytes)
        try container.encode(symbolCount, forKey: .symbolCount)
        try container.encode(fullLoad, forKey: .fullLoad)
        try container.encode(tables, forKey: .tables)
        try container.encode(join, forKey: .join)
        try container.encode(ourParse, forKey: .ourParse)
        try container.encode(foundationParse, forKey: .foundationParse)
        try container.encode(files, forKey: .files)
        try container.encode(passes, forKey: .passes)
    }
}

/// One file parsed alone by each parser.
struct FileResult: Encodable {
    let name: String
    let format: String
    let bytes: Int
    let ours: TimingSummary
    let foundation: TimingSummary
}
