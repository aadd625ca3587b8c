import SymbolCatalog

/// Finds symbol names in Interface Builder files and `Info.plist`.
///
/// Storyboards and xibs mark an SF Symbol with `catalog="system"` on the element that uses
/// it (`<imageView image="star" catalog="system">`, `<state image="…" catalog="system"/>`,
/// `<buttonConfiguration … image="…" catalog="system"/>`) and on the `<image name="…"
/// catalog="system" …/>` resource entry Xcode adds for it: the entry is checked only where no
/// element of the file names it, and fixed with the element. Info.plist names a Home
/// Screen quick action's symbol with `UIApplicationShortcutItemIconSymbolName`.
/// `catalog:ignore` in an XML comment suppresses like a Swift comment.
enum MarkupScanner {
    private static let systemCatalog = Array("catalog=\"system\"".utf8)
    private static let shortcutKey = Array("<key>UIApplicationShortcutItemIconSymbolName</key>".utf8)
    private static let stringTag = Array("<string>".utf8)

    static func scanInterfaceBuilder(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceScan {
        var scan = SourceScan()
        var from = 0
        while let hit = Bytes.find(systemCatalog, in: bytes, from: from) {
            from = hit + systemCatalog.count
            guard let tag = enclosingTag(bytes, around: hit) else { continue }
            let element = tagName(bytes, tag)
            let attributes = element == "image" ? ["name"] : ["image", "selectedImage"]
            for attribute in attributes {
                if let value = attributeValue(bytes, tag, attribute) { add(value, bytes, isResource: element == "image", to: &scan) }
            }
        }
        scan.ignores = ignores(bytes)
        return scan
    }

    static func scanInfoPlist(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceScan {
        var scan = SourceScan()
        var from = 0
        while let hit = Bytes.find(shortcutKey, in: bytes, from: from) {
            from = hit + shortcutKey.count
            var index = from
            while index < bytes.count, Bytes.isSpace(bytes[index]) { index += 1 }
            guard Bytes.matches(bytes, index, stringTag) else { continue }
            let start = index + stringTag.count
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
            add(start..<end, bytes, to: &scan)
        }
        scan.ignores = ignores(bytes)
        return scan
    }

    /// A value with a build setting (`$(ICON)`) or an entity is unchecked; else a name.
    private static func add(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, isResource: Bool = false,
                            to scan: inout SourceScan) {
        if bytes[range].contains(UInt8(ascii: "$")) || bytes[range].contains(UInt8(ascii: "&")) {
            scan.expressions.append(.init(offset: range.lowerBound, text: Bytes.string(bytes, range)))
        } else {
            scan.names.append(.init(range: range, isResource: isResource))
        }
    }

    /// The `<…>` tag containing `offset`.
    private static func enclosingTag(_ bytes: UnsafeBufferPointer<UInt8>, around offset: Int) -> Range<Int>? {
        var start = offset
        while start > 0, bytes[start] != UInt8(ascii: "<") {
            if bytes[start] == UInt8(ascii: ">") { return nil }
            start -= 1
        }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        return bytes[start] == UInt8(ascii: "<") && end < bytes.count ? start..<end : nil
    }

    private static func tagName(_ bytes: UnsafeBufferPointer<UInt8>, _ tag: Range<Int>) -> String {
        var end = tag.lowerBound + 1
        while end < tag.upperBound, Bytes.isIdentifier(bytes[end]) { end += 1 }
        return Bytes.string(bytes, (tag.lowerBound + 1)..<end)
    }

    /// The value range of ` name="…"` inside the tag.
    private static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>, _ tag: Range<Int>, _ name: String) -> Range<Int>? {
        let needle = Array(" \(name)=\"".utf8)
        var index = tag.lowerBound
        while index + needle.count <= tag.upperBound {
            if Bytes.isSpace(bytes[index]), Bytes.matches(bytes, index + 1, Array(needle.dropFirst())) {
                let start = index + needle.count
                var end = start
                while end < tag.upperBound, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                return start..<end
            }
            index += 1
        }
        return nil
    }

    private static func ignores(_ bytes: UnsafeBufferPointer<UInt8>) -> [SourceScan.Ignore] {
        var result = [SourceScan.Ignore]()
        var from = 0
        while let hit = Bytes.find(SourceScan.ignoreMarker, in: bytes, from: from) {
            from = hit + SourceScan.ignoreMarker.count
            result.append(.init(offset: hit, rules: SourceScan.ignoreRules(bytes, from: from)))
        }
        return result
    }
}
