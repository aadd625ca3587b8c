import CatalogFormats

/// The layout of a data-set cache index (one file per data-set folder, see ``DataSetCache``).
///
/// A fixed 32-byte header, integers little-endian:
///
///     offset  size  field
///          0     8  magic 89 'C' 'A' 'T' 'I' 'D' 'X' 0A (a text-mode copy or a stray
///                   text file fails here)
///          8     4  format version, ``version``
///         12     4  reserved, 0
///         16     8  payload length in bytes (the file is exactly header + payload)
///         24     8  XXH64 of the payload
///
/// The payload. "Varint" is LEB128; "word" a 4-byte little-endian unsigned integer; a
/// "section" a varint byte length and then that many bytes of varints.
/// 1. The key: the canonical folder path, then each source file's role, path, size,
///    modification and status-change seconds and nanoseconds, device and inode (varints) and
///    content hash (8 bytes); then when the sources were read (seconds, a varint).
/// 2. Strings: a count N, N + 1 word offsets, then the UTF-8 bytes. Every later string is
///    a number into this table, so each distinct text is stored once.
/// 3. Release ids: a count, then a string number each.
/// 4. String lists: a count L, L + 1 word offsets into the items, then the items (words,
///    string numbers). One list of category keys serves every symbol with those categories.
/// 5. The eager section: version, categories (a search matches category labels) and the
///    style fonts (style, family, style name, file, weight: `glyphs` reads them every run).
/// 6. Symbols, in name order: a count S, then S records of ``SymbolField`` words each (a
///    search reads any symbol's fields in place), then the extras section that records point
///    into (rendering modes and localizations, which vary in number).
/// 7. Deferred sections, decoded on first use only: releases with their state (1 listed, 2 inferred, 0 unknown) and OS versions;
///    renames and legacy aliases; variants; the raw ``MetadataTables`` but their version,
///    categories and style fonts (names first, so the name → release map can be read from them alone);
///    the typo index (``FuzzyIndex``), last: its ``TypoIndexState``; when built, its words
///    (in place: length and bytes, so that the section can be replaced alone), each word's postings
///    (a count, then the sorted values as differences from the one before), and its
///    deletion hashes (a count, then per entry the hash as a difference from the one before
///    and the word's number).
///
/// The index holds the joined data because joining costs more than everything else a
/// search does; it holds the raw tables because ``DataSet/tables`` is public and
/// ``DataSet/checkInvariants()`` reads it. Sizes are limited to 4 GiB by the word offsets.
enum IndexFormat {
    static let magic: [UInt8] = [0x89, 0x43, 0x41, 0x54, 0x49, 0x44, 0x58, 0x0A]
    /// Bump on any change to the layout or to what loading computes (the join, the
    /// whitespace rule, …): an index of another version is rebuilt, never reinterpreted.
    /// 8: the typo index built on first need, its words in place (7: layerset releases as written (no longer the later of the name's and the file's),
    /// releases inferred from Apple's naming, the Draw list; 6: deprecations and the licence).
    static let version: UInt32 = 8
    static let headerSize = 32

    /// What the typo index section holds. A first load writes the index without it unless
    /// its search needed one; the first search that needs it builds it and stores it
    /// (``TypoIndexStore``), which spares a search that matches as written the build (40% of
    /// a first search).
    enum TypoIndexState: Int {
        /// The index follows.
        case built = 0
        /// The data set's words need more than ``FuzzyIndex/maximumDeletions``: none.
        case overLimit = 1
        /// Not built yet: the first search that needs it builds it.
        case notBuilt = 2
    }

    /// The words of a symbol record, in order. Strings and lists are numbers into their
    /// tables; `restriction`, `deprecation` and `unicode` are 0 for none, else the string number or scalar
    /// value + 1; `extras` is an offset into the extras section, or `UInt32.max` for none.
    enum SymbolField: Int, CaseIterable {
        case name, introduced, categories, keywords, oldNames, styles, restriction, unicode, extras, deprecation

        /// Words per record (`allCases.count`, which would build an array on every use).
        static let count = 10
    }

    /// The header for `payload`.
    static func header(for payload: [UInt8]) -> [UInt8] {
        var bytes = magic
        append(UInt64(version), width: 4, to: &bytes)
        append(0, width: 4, to: &bytes)
        append(UInt64(payload.count), width: 8, to: &bytes)
        append(XXHash64.hash(payload), width: 8, to: &bytes)
        return bytes
    }

    /// The payload's byte range after checking magic, version, length and checksum.
    static func payloadRange(of file: UnsafeRawBufferPointer) throws(CacheIndexError) -> Range<Int> {
        guard file.count >= headerSize else { throw .tooShort(bytes: file.count) }
        guard file.prefix(magic.count).elementsEqual(magic) else { throw .wrongMagic }
        let found = UInt32(littleEndian: file.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
        guard found == version else { throw .wrongVersion(found: found, expected: version) }
        // Every header byte is checked: the reserved ones are outside the checksum.
        guard file.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == 0 else { throw .nonzeroReserved }
        let stated = UInt64(littleEndian: file.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        guard stated == UInt64(file.count - headerSize) else { throw .wrongLength(stated: stated, actual: file.count - headerSize) }
        let checksum = UInt64(littleEndian: file.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        let range = headerSize..<file.count
        guard XXHash64.hash(UnsafeRawBufferPointer(rebasing: file[range])) == checksum else { throw .wrongChecksum }
        return range
    }

    private static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
