import CatalogFormats

/// `catalog metrics`' documents: the JSON contract (keys and their order fixed) and TSV rows.
extension FaceMetrics {
    /// The version of the JSON document ``metricsJSON(_:)`` writes.
    package static let metricsSchemaVersion = 1

    /// `{schemaVersion, faces: [...]}`.
    package static func metricsJSON(_ faces: [FaceMetrics]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(metricsSchemaVersion)),
            ("faces", .generated(count: faces.count) { faces[$0].json }),
        ])
    }

    /// One row per face, file first, no header.
    package static func metricsTSV(_ faces: [FaceMetrics]) -> String {
        TSV.render(faces.map(\.tsvRow))
    }

    /// One face's object, written as it is walked (no array of members per object: two
    /// thousand faces are fourteen thousand of them).
    package var json: JSONOutput {
        let metrics = self
        return .streamed { w in
            w.beginObject()
            w.field("file", .string(metrics.path))
            w.field("faceIndex", .int(metrics.faceIndex))
            w.field("family", .optional(metrics.familyName))
            w.field("style", .optional(metrics.styleName))
            w.field("postscriptName", .optional(metrics.postScriptName))
            w.field("format", .string(metrics.format))
            w.field("glyphCount", .int(metrics.glyphCount))
            w.field("unitsPerEm", .int(metrics.unitsPerEm))
            Self.writeLine("hhea", metrics.horizontalHeader, to: &w)
            Self.writeLine("typo", metrics.typographic, to: &w)
            if let win = metrics.windows {
                w.objectField("win") { w in
                    w.field("ascent", .int(win.ascent))
                    w.field("descent", .int(win.descent))
                }
            } else {
                w.field("win", .null)
            }
            w.field("useTypoMetrics", .bool(metrics.useTypoMetrics))
            Self.writeHeight("capHeight", metrics.capHeight, to: &w)
            Self.writeHeight("xHeight", metrics.xHeight, to: &w)
            w.field("weightClass", metrics.weightClass.map(JSONOutput.int) ?? .null)
            w.field("widthClass", metrics.widthClass.map(JSONOutput.int) ?? .null)
            w.field("italicAngle", metrics.italicAngle.map(JSONOutput.double) ?? .null)
            w.fieldKey("axes")
            w.beginArray()
            for axis in metrics.axes {
                w.item()
                w.beginObject()
                w.field("tag", .string(axis.tag))
                w.field("name", .string(axis.name))
                w.field("min", .double(axis.minimum))
                w.field("default", .double(axis.defaultValue))
                w.field("max", .double(axis.maximum))
                w.endObject()
            }
            w.endArray()
            w.fieldKey("namedInstances")
            w.beginArray()
            for instance in metrics.namedInstances {
                w.item()
                w.beginObject()
                w.field("name", .optional(instance.name))
                w.objectField("coordinates") { w in
                    for coordinate in instance.coordinates { w.member(coordinate.tag, .double(coordinate.value)) }
                }
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
    }

    /// `key: {ascender, descender, lineGap}` or `key: null`.
    private static func writeLine(_ key: StaticString, _ line: LineMetrics?, to w: inout JSONWriter) {
        guard let line else { return w.field(key, .null) }
        w.objectField(key) { w in
            w.field("ascender", .int(line.ascender))
            w.field("descender", .int(line.descender))
            w.field("lineGap", .int(line.lineGap))
        }
    }

    /// `key: {value, source}`.
    private static func writeHeight(_ key: StaticString, _ height: HeightMeasurement, to w: inout JSONWriter) {
        w.objectField(key) { w in
            w.field("value", height.value.map(JSONOutput.int) ?? .null)
            w.field("source", .string(height.source.rawValue))
        }
    }

    /// The face's TSV cells, in the documented order.
    package var tsvRow: [String] {
        let m = self
        let cell: (Int?) -> String = { $0.map(String.init) ?? "" }
        return [
            m.path, String(m.faceIndex), m.familyName ?? "", m.styleName ?? "", m.postScriptName ?? "", m.format,
            String(m.glyphCount), String(m.unitsPerEm),
            cell(m.horizontalHeader?.ascender), cell(m.horizontalHeader?.descender), cell(m.horizontalHeader?.lineGap),
            cell(m.typographic?.ascender), cell(m.typographic?.descender), cell(m.typographic?.lineGap),
            cell(m.windows?.ascent), cell(m.windows?.descent),
            m.useTypoMetrics ? "true" : "false",
            cell(m.capHeight.value), m.capHeight.source.rawValue,
            cell(m.xHeight.value), m.xHeight.source.rawValue,
            cell(m.weightClass), cell(m.widthClass),
            m.italicAngle.map(JSONOutput.format) ?? "",
            m.axes.map { "\($0.tag)=\(Self.number($0.minimum)):\(Self.number($0.defaultValue)):\(Self.number($0.maximum))" }
                .joined(separator: ","),
            m.namedInstances.map { "\($0.name ?? "")@" + Self.coordinates($0.coordinates, separator: "=") }
                .joined(separator: ";"),
        ]
    }

    private static func coordinates(_ coordinates: [DesignCoordinate], separator: String) -> String {
        coordinates.map { "\($0.tag)\(separator)\(number($0.value))" }.joined(separator: separator == "=" ? "," : ", ")
    }

    private static func number(_ value: Double) -> String { JSONOutput.format(value) }
}
