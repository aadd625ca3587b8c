import CatalogFormats

// `catalog layout --json`: every figure with its source (kind, references, rule, inputs,
// note), lengths rounded to 0.0001 in the layout's unit.

/// `catalog layout`'s documents for scripts: one window, the device list and a comparison as
/// JSON (a contract) and TSV.
package enum LayoutReport {
    /// The version of every layout JSON document.
    package static let schemaVersion = 1

    /// `{schemaVersion, subject, orientation, …, figures, notes, sources}`.
    package static func json(_ layout: WindowLayout) -> JSONOutput {
        .object([("schemaVersion", .int(schemaVersion))] + members(layout))
    }

    /// The layout's members without `schemaVersion` (`layout compare` nests two).
    package static func members(_ layout: WindowLayout) -> [(String, JSONOutput)] {
        let query = layout.query
        return [
            ("subject", subject(query)),
            ("orientation", .string(layout.orientation.rawValue)),
            ("arrangement", .string(query.arrangement.rawValue)),
            ("os", .int(query.os)),
            ("sizeCategory", .string(query.sizeCategory)),
            ("unit", .string(layout.unit.rawValue)),
            ("scale", layout.scale.map { scale in
                .object([("value", scale.value.map { .double(rounded($0)) } ?? .null), ("source", source(scale.provenance))])
            } ?? .null),
            ("figures", .array(layout.entries.map { entry in
                .object([("key", .string(entry.key)), ("value", value(entry.value)), ("source", source(entry.provenance))])
            })),
            ("notes", .array(layout.notes.map(JSONOutput.string))),
            ("sources", sources(layout.sourceIDs)),
        ]
    }

    package static func subject(_ query: LayoutQuery) -> JSONOutput {
        switch query.subject {
        case .device(let resolution):
            .object([("kind", .string("device")), ("id", .string(resolution.device.id)), ("model", .string(resolution.model)),
                     ("higRow", .string(resolution.device.higRow)), ("idiom", .string(resolution.device.idiom.rawValue))])
        case .window(_, _, let idiom):
            .object([("kind", .string("window")), ("id", .null), ("model", .null), ("higRow", .null), ("idiom", .string(idiom.rawValue))])
        }
    }

    package static func rounded(_ value: Double) -> Double {
        let result = (value * 10_000).rounded() / 10_000
        return result == 0 ? 0 : result
    }

    package static func value(_ value: LayoutEntry.Value?) -> JSONOutput {
        switch value {
        case .length(let length): .double(rounded(length))
        case .insets(let i):
            .object([("top", .double(rounded(i.top))), ("left", .double(rounded(i.left))),
                     ("bottom", .double(rounded(i.bottom))), ("right", .double(rounded(i.right)))])
        case .sizeClass(let sizeClass): .string(sizeClass.rawValue)
        case nil: .null
        }
    }

    /// A figure's source: `{kind, references, rule, inputs, note}`.
    package static func source(_ provenance: Provenance) -> JSONOutput {
        .object([
            ("kind", .string(provenance.kind.rawValue)),
            ("references", .array(provenance.sources.map(JSONOutput.string))),
            ("rule", .optional(provenance.rule)),
            ("inputs", .array(provenance.inputs.map(JSONOutput.string))),
            ("note", .optional(provenance.note)),
        ])
    }

    /// The sources `ids` name, as `{id, publisher, title, where, date}` (a user's file: its path).
    package static func sources(_ ids: [String]) -> JSONOutput {
        .array(ids.map { id in
            guard let source = LayoutTable.source(id) else {
                return .object([("id", .string(id)), ("publisher", .string("you")), ("title", .string(String(id.dropFirst(5)))),
                                ("where", .string(String(id.dropFirst(5)))), ("date", .null)])
            }
            return .object([("id", .string(source.id)), ("publisher", .string(source.publisher)), ("title", .string(source.title)),
                            ("where", .string(source.location)), ("date", .optional(source.date))])
        })
    }
}
