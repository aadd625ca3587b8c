import Foundation
import Testing
@testable import SymbolCatalog
import CatalogFormats
import CatalogTestSupport

/// How a fixture file is serialised.
enum Serialisation: String, CaseIterable, CustomTestStringConvertible {
    case xml, binary
    /// `.strings` text (dictionaries of strings only).
    case stringsUTF8, stringsUTF16LittleEndian, stringsUTF16BigEndian

    var testDescription: String { rawValue }
    static let plists: [Serialisation] = [.xml, .binary]
}

/// Writes metadata files into a temporary data-set folder.
struct FixtureWriter {
    let folder: URL

    init(label: String = "fixture") {
        folder = TestPaths.temporaryFolder(label)
    }

    var path: String { folder.path }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// A property list value written with Foundation (XML or binary), or a string
    /// dictionary written with our `.strings` writer.
    func write(_ name: String, _ value: Any, as serialisation: Serialisation) throws {
        let data: Data
        switch serialisation {
        case .xml:
            data = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
        case .binary:
            data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        case .stringsUTF8, .stringsUTF16LittleEndian, .stringsUTF16BigEndian:
            let pairs = (value as? [String: String] ?? [:]).sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
            let encoding: StringsFileWriter.Encoding = switch serialisation {
            case .stringsUTF16LittleEndian: .utf16LittleEndian
            case .stringsUTF16BigEndian: .utf16BigEndian
            default: .utf8
            }
            data = Data(StringsFileWriter.data(pairs, header: ["Retrieved via the SFSymbols app package contents"], encoding: encoding))
        }
        try data.write(to: url(name))
    }

    func writeText(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(name))
    }

    func writeBytes(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: url(name))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
