/// Build-setting values: `$(inherited)` and `$(NAME)` references.
enum XcodeSettings {
    /// `value` with `$(inherited)` replaced by `previous` (empty when none).
    static func replacingInherited(_ value: String, with previous: String?) -> String {
        guard value.contains("inherited") else { return value }
        let inherited = previous ?? ""
        let result = value.replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
        return String(Substring(result).trimmingSpaces)
    }

    /// `value` with `$(NAME)` and `${NAME}` replaced by the settings' values (references in
    /// those too, a few levels deep); an unknown reference becomes empty, as in Xcode.
    static func expand(_ value: String, _ settings: [String: String], depth: Int = 0) -> String {
        guard value.contains("$"), depth < 8 else { return value }
        var output = ""
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            let next = value.index(after: index)
            if character == "$", next < value.endIndex, value[next] == "(" || value[next] == "{" {
                let closer: Character = value[next] == "(" ? ")" : "}"
                if let close = value[next...].firstIndex(of: closer) {
                    let name = String(value[value.index(after: next)..<close])
                    // `$(NAME:modifier)` keeps the name only.
                    let key = String(name.prefix { $0 != ":" })
                    output += expand(settings[key] ?? "", settings, depth: depth + 1)
                    index = value.index(after: close)
                    continue
                }
            }
            output.append(character)
            index = next
        }
        return output
    }
}
