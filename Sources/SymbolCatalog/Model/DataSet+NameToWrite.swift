/// Why a symbol has no name to write for an OS version (``DataSet/nameToWrite(of:on:at:)``).
public enum NameToWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of the symbol's names has a version on the platform in this data set.
    case noVersion(symbol: String, platform: Platform, dataSet: String)
    /// The symbol's first name came in a later OS version: `first`.
    case notYet(symbol: String, platform: Platform, version: OSVersion, first: UsableName)

    /// One line: `heart has no visionOS version in sf6`, or `document.on.document is not in
    /// iOS 12.0 under any name: it came in iOS 13.0 (as doc.on.doc)`.
    public var description: String {
        switch self {
        case .noVersion(let symbol, let platform, let dataSet):
            "\(symbol) has no \(platform) version in \(dataSet)"
        case .notYet(let symbol, let platform, let version, let first):
            "\(symbol) is not in \(platform) \(version) under any name: it came in \(platform) \(first.from)"
                + (first.name == symbol ? "" : " (as \(first.name))")
        }
    }
}

extension DataSet {
    /// The name of `symbol` to write for `version` of `platform` (``usableName(of:on:at:)``), or
    /// why there is none.
    public func nameToWrite(of symbol: Symbol, on platform: Platform, at version: OSVersion) throws(NameToWriteError) -> UsableName {
        if let usable = usableName(of: symbol, on: platform, at: version) { return usable }
        guard let first = namesByPlatform(of: symbol).first(where: { $0.platform == platform })?.names.first else {
            throw .noVersion(symbol: symbol.name, platform: platform, dataSet: name)
        }
        throw .notYet(symbol: symbol.name, platform: platform, version: version, first: first)
    }
}
