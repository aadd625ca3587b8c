import Foundation
import Testing
@testable import CatalogFormats
import CatalogTestSupport

/// The saved SF Symbols metadata in `../shared/sfsymbols` next to the package, if present.
enum XMLPlistRealData {
    static let directory = TestPaths.packageRoot.appendingPathComponent("../shared/sfsymbols").standardizedFileURL

    static var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Paths relative to ``directory`` of every file whose content starts like an XML plist,
    /// whatever its extension.
    static var xmlFiles: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.sorted().flatMap { folder in
            let folderPath = directory.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []
            return names.sorted().map { "\(folder)/\($0)" }.filter { path in
                (try? bytes(path)).map(XMLPropertyListReader.looksLikeXML) ?? false
            }
        }
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(path)))
    }

    static func read(_ path: String) throws -> PropertyListValue {
        try XMLPropertyListReader.read(bytes(path))
    }
}

private let skipMessage: Comment = "needs the saved SF Symbols files in ../shared/sfsymbols next to the package"

@Suite("XMLPropertyListReader: real SF Symbols files", .enabled(if: XMLPlistRealData.isAvailable, skipMessage))
struct XMLPropertyListReaderRealDataTests {
    @Test("there are XML files to check")
    func filesFound() {
        #expect(!XMLPlistRealData.xmlFiles.isEmpty)
    }

    @Test("parses like Foundation", arguments: XMLPlistRealData.xmlFiles)
    func matchesFoundation(path: String) throws {
        let bytes = try XMLPlistRealData.bytes(path)
        let ours = try XMLPropertyListReader.read(bytes)
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        let theirs = try #require(XMLPlistSupport.value(fromFoundation: object))
        #expect(XMLPlistSupport.normalized(ours) == XMLPlistSupport.normalized(theirs))
    }

    @Test("SF 6 name_availability.plist has 8,181 symbols")
    func nameAvailability() throws {
        let value = try XMLPlistRealData.read("sf6.x_2025-08_app-metadata_sfsymbolpicker/name_availability.plist")
        guard case .dictionary(let root) = value, case .dictionary(let symbols)? = root["symbols"] else {
            Issue.record("no symbols dictionary")
            return
        }
        #expect(symbols.count == 8_181)
        #expect(symbols["0.circle"] == .string("2019"))
    }

    @Test("SF 6 categories.plist: 31 dicts, the second labelled What’s New (U+2019)")
    func categories() throws {
        let value = try XMLPlistRealData.read("sf6.x_2025-08_app-metadata_sfsymbolpicker/categories.plist")
        guard case .array(let entries) = value else {
            Issue.record("root is not an array")
            return
        }
        #expect(entries.count == 31)
        let dictionaries = entries.compactMap { entry -> PropertyListValue.OrderedPairs? in
            if case .dictionary(let pairs) = entry { pairs } else { nil }
        }
        #expect(dictionaries.count == 31)
        try #require(dictionaries.count > 1)
        #expect(dictionaries[1]["label"] == .string("What\u{2019}s New"))
        #expect(dictionaries[1].keys == ["icon", "key", "label"])
    }

    @Test("SF 3.2 categories.plist: 23 entries with name, the second What‘s New (U+2018)")
    func legacyCategories() throws {
        let value = try XMLPlistRealData.read("sf3.2_2022-03_app-metadata_lessica/categories.plist")
        guard case .array(let entries) = value else {
            Issue.record("root is not an array")
            return
        }
        let names = entries.compactMap { entry -> PropertyListValue? in
            if case .dictionary(let pairs) = entry { pairs["name"] } else { nil }
        }
        #expect(entries.count == 23)
        #expect(names.count == 23)
        try #require(names.count > 1)
        #expect(names[1] == .string("What\u{2018}s New"))
    }
}
