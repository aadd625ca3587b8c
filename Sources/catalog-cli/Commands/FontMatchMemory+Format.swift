import TypeScale

// The file of ``FontMatchMemory``: a header line, then one line per setting, stamped path and
// match, fields separated by tabs:
//
//     catalog font matches 2 confirmed|unconfirmed
//     setting  NAME=VALUE
//     path     PATH  STAMP
//     match    PATTERN  WEIGHT  WIDTH  MATCHED-PATTERN  REQUESTED…  FOUND…  FILE  FACE  INSTANCE  FAMILY-MATCH  EXACT
//
// where REQUESTED and FOUND are FAMILIES (joined by U+001F), STYLE, WEIGHT, WIDTH; an absent
// value is `-`, a present string is written after `=`; numbers as Swift prints them (which
// read back exactly). A file that does not parse whole is not used at all.

extension FontMatchMemory {
    static let header = "catalog font matches 2"
    private static let listSeparator: Character = "\u{1F}"

    /// The file's text; nil when a setting or path cannot be written on a line of its own.
    static func text(matches: [Key: FontMatch], state: FontconfigState, confirmed: Bool) -> String? {
        guard state.settings.allSatisfy(fits), state.stamps.allSatisfy({ fits($0.path) }) else { return nil }
        var lines = [header + (confirmed ? " confirmed" : " unconfirmed")]
        lines += state.settings.map { "setting\t" + $0 }
        lines += state.stamps.map { "path\t\($0.path)\t\($0.stamp)" }
        lines += matches.map { key, match in
            (["match", key.pattern, number(key.weight), number(key.width)] + fields(of: match)).joined(separator: "\t")
        }.sorted()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file's contents, or nil when it is not one whole file of this format. Read as
    /// bytes, fields split at tabs (read on every run before anything else can start).
    static func parse(_ bytes: [UInt8]) -> (matches: [Key: FontMatch], state: FontconfigState, confirmed: Bool)? {
        guard bytes.last == 0x0A else { return nil }  // empty, or cut short
        var lines = bytes.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst().map({ String(decoding: $0, as: UTF8.self) }),
              first == header + " confirmed" || first == header + " unconfirmed" else { return nil }
        var settings = [String](), stamps = [(path: String, stamp: String)](), matches = [Key: FontMatch]()
        stamps.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            switch (fields.first, fields.count) {
            case ("setting"?, 2): settings.append(fields[1])
            case ("path"?, 3): stamps.append((fields[1], fields[2]))
            case ("match"?, 4 + 14):
                guard let weight = optionalNumber(fields[2]), let width = optionalNumber(fields[3]),
                      let match = match(Array(fields[4...])) else { return nil }
                matches[Key(pattern: fields[1], weight: weight, width: width)] = match
            default: return nil
            }
        }
        return (matches, FontconfigState(settings: settings, stamps: stamps), first.hasSuffix(" confirmed"))
    }

    /// No tab, line feed or list separator in any text of `match` or `key`, which the file's
    /// lines could not hold.
    static func storable(_ key: Key, _ match: FontMatch) -> Bool {
        ([key.pattern, match.pattern, match.path] + match.requested.families + match.found.families
            + [match.requested.style, match.found.style].compactMap { $0 }).allSatisfy(fits)
    }

    /// No tab, line feed or list separator.
    static func fits(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x1F }
    }

    private static func fields(of match: FontMatch) -> [String] {
        [match.pattern] + attributes(match.requested) + attributes(match.found)
            + [match.path, String(match.faceIndex), match.namedInstanceIndex.map(String.init) ?? "-", match.familyMatch.rawValue,
               match.isExact ? "1" : "0"]
    }

    private static func attributes(_ attributes: FontAttributes) -> [String] {
        [attributes.families.map { "=" + $0 }.joined(separator: String(listSeparator)),
         attributes.style.map { "=" + $0 } ?? "-", number(attributes.weight), number(attributes.width)]
    }

    private static func match(_ fields: [String]) -> FontMatch? {
        guard fields.count == 14, let requested = attributes(fields[1...4]), let found = attributes(fields[5...8]),
              fields[9].hasPrefix("/"), let faceIndex = Int(fields[10]),
              let familyMatch = FontMatch.FamilyMatch(rawValue: fields[12]), ["0", "1"].contains(fields[13]) else { return nil }
        let instance: Int?? = fields[11] == "-" ? .some(nil) : Int(fields[11]).map { .some($0) }
        guard let instance else { return nil }
        return FontMatch(pattern: fields[0], requested: requested, found: found, path: fields[9], faceIndex: faceIndex,
                         namedInstanceIndex: instance, familyMatch: familyMatch, isExact: fields[13] == "1")
    }

    private static func attributes(_ fields: ArraySlice<String>) -> FontAttributes? {
        let fields = Array(fields)
        var families = [String]()
        if !fields[0].isEmpty {
            for item in fields[0].split(separator: listSeparator, omittingEmptySubsequences: false) {
                guard item.hasPrefix("=") else { return nil }
                families.append(String(item.dropFirst()))
            }
        }
        let style: String?? = fields[1] == "-" ? .some(nil) : fields[1].hasPrefix("=") ? .some(String(fields[1].dropFirst())) : nil
        guard let style, let weight = optionalNumber(fields[2]), let width = optionalNumber(fields[3]) else { return nil }
        return FontAttributes(families: families, style: style, weight: weight, width: width)
    }

    private static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }

    /// `-` → nil inside, a number → it; nil for anything else.
    private static func optionalNumber(_ text: String) -> Double?? {
        if text == "-" { return .some(nil) }
        return Double(text).map { .some($0) }
    }
}
