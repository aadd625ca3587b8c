import CatalogFormats

/// How a layout's figures are written for people, in text, SVG and the site alike: each key's
/// label, values with their unit, kinds, the heading.
package enum LayoutFormat {
    /// The label of each figure's key, for people.
    package static let labels: [String: String] = [
        "window.width": "Window width", "window.height": "Window height",
        "safeArea": "Safe area (top left bottom right)",
        "layoutMargins.leading": "Leading margin", "layoutMargins.trailing": "Trailing margin",
        "layoutMargins.leadingFromEdge": "Leading margin from the edge",
        "layoutMargins.trailingFromEdge": "Trailing margin from the edge", "layoutMargins.between": "Between the margins",
        "readableGuide.readableWidth": "Readable width", "readableGuide.leading": "Readable guide from the edge",
        "readableGuide.width": "Readable guide width",
        "bars.statusBar": "Status bar", "bars.navigationBar": "Navigation bar", "bars.largeTitle": "Large title adds",
        "bars.toolbar": "Toolbar", "bars.tabBar": "Tab bar", "bars.between": "Between the bars",
        "sizeClasses.width": "Width size class", "sizeClasses.height": "Height size class",
    ]

    /// Rounded to 0.0001, printed in the shortest form (`16`, `46.08`).
    package static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return JSONOutput.format(rounded == 0 ? 0 : rounded)
    }

    /// A value as text: `402 pt`, `59 0 34 0 pt`, `compact`; `-` for none.
    package static func value(_ value: LayoutEntry.Value?, unit: LengthUnit) -> String {
        switch value {
        case .length(let length): number(length) + " " + unit.symbol
        case .insets(let i): [i.top, i.left, i.bottom, i.right].map(number).joined(separator: " ") + " " + unit.symbol
        case .sizeClass(let sizeClass): sizeClass.rawValue
        case nil: "-"
        }
    }

    /// A value for scripts: `402`, `59 0 34 0`, `compact`; empty for none.
    package static func plain(_ value: LayoutEntry.Value?) -> String {
        switch value {
        case .length(let length): number(length)
        case .insets(let i): [i.top, i.left, i.bottom, i.right].map(number).joined(separator: " ")
        case .sizeClass(let sizeClass): sizeClass.rawValue
        case nil: ""
        }
    }

    /// The kind as people read it: `published`, `not published`.
    package static func kind(_ kind: FigureKind) -> String {
        switch kind {
        case .notPublished: "not published"
        case .notApplicable: "not applicable"
        default: kind.rawValue
        }
    }

    /// The heading: `iPhone 16 Pro, portrait, full screen, iOS 27, Large, in points`.
    package static func heading(_ layout: WindowLayout) -> String {
        let query = layout.query
        var parts = [query.subjectName]
        if case .device = query.subject { parts.append(layout.orientation.rawValue) }
        if query.arrangement != .fullScreen { parts.append(query.arrangement.displayName) }
        if query.idiom != .watch { parts += [(query.idiom == .pad ? "iPadOS " : "iOS ") + String(query.os), query.sizeCategory] }
        return parts.joined(separator: ", ") + ", in " + unitName(layout.unit)
    }

    package static func unitName(_ unit: LengthUnit) -> String {
        switch unit {
        case .points: "points"
        case .pixels: "pixels"
        case .nativePixels: "native pixels"
        }
    }

    /// `390x844`, or `-`.
    package static func size(_ dimensions: Dimensions?) -> String {
        dimensions.map { LayoutFormat.number($0.width) + "x" + LayoutFormat.number($0.height) } ?? "-"
    }

    /// `compact/regular` (width/height), or `-`.
    package static func classes(_ classes: SizeClasses?) -> String {
        classes.map { $0.width.rawValue + "/" + $0.height.rawValue } ?? "-"
    }

    /// The native scale where it differs from UIKit's, else `-`.
    package static func nativeScale(_ device: Device) -> String {
        device.hasDistinctNativeScale ? device.nativeScale.map(LayoutFormat.number) ?? "-" : "-"
    }
}
