/// Why a cache index file was not used. Never a failure for the user: the index is rebuilt
/// from the source files (see ``DataSetCache``); this says why, for tests and diagnostics.
public enum CacheIndexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Shorter than the fixed header.
    case tooShort(bytes: Int)
    /// Not a catalog index at all.
    case wrongMagic
    /// Written by another release of catalog with another layout.
    case wrongVersion(found: UInt32, expected: UInt32)
    /// The header's reserved bytes are not zero (a damaged header, or a later layout).
    case nonzeroReserved
    /// The header's payload length disagrees with the file's (a truncated or extended file).
    case wrongLength(stated: UInt64, actual: Int)
    /// The payload's XXH64 disagrees with the header's (a corrupted file).
    case wrongChecksum
    /// The payload does not decode (out-of-range reference, short section, bad value); only
    /// reachable with a checksum that matches damaged content, i.e. a deliberately made file.
    case malformed(String)

    /// Why, as a short phrase (`index checksum mismatch`).
    public var description: String {
        switch self {
        case .tooShort(let bytes): "index too short (\(bytes) bytes)"
        case .wrongMagic: "not a catalog index (wrong magic)"
        case .wrongVersion(let found, let expected): "index format \(found), expected \(expected)"
        case .nonzeroReserved: "index header's reserved bytes are not zero"
        case .wrongLength(let stated, let actual): "index states \(stated) payload bytes, has \(actual)"
        case .wrongChecksum: "index checksum mismatch"
        case .malformed(let reason): "malformed index: \(reason)"
        }
    }
}
