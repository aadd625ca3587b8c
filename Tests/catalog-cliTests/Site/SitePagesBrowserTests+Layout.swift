import AdaptiveLayout
import Testing

extension SitePagesBrowserTests {
    /// The figures the layout page's check reads in each step, with what the page must show:
    /// AdaptiveLayout's value as `catalog layout` prints it, or `unknown` where none is published.
    static let layoutKeys = ["window.width", "window.height", "safeArea", "layoutMargins.leading", "readableGuide.width",
                             "bars.navigationBar", "sizeClasses.width", "sizeClasses.height"]

    /// `layout` of `site-pages-check.py`'s cases: the iPhone 16 in portrait on iOS 18 at Large
    /// (a permalink), then the 12.9-inch iPad Pro picked as the device, landscape set with the
    /// keyboard, the narrow Split View app picked; each step's drawing key, permalink and figures.
    static func layoutCases() throws -> [String: Any] {
        func step(_ name: String, _ orientation: Orientation, _ arrangement: Arrangement = .fullScreen,
                  control: String? = nil, value: String? = nil, keyboard: Bool = false) throws -> [String: Any] {
            var query = LayoutQuery(.device(try DeviceNames.resolve(name)))
            query.orientation = orientation
            query.arrangement = arrangement
            query.os = 18
            let layout = try WindowLayout(query)
            let id = try #require(query.device).id, pad = query.idiom == .pad
            var figures = [String: String]()
            for entry in layout.entries where layoutKeys.contains(entry.key) {
                figures[entry.key] = entry.value.map { LayoutFormat.value($0, unit: .points) } ?? "unknown"
            }
            var result: [String: Any] = [
                "key": "\(id)/\(orientation.rawValue)/\(arrangement.rawValue)/18/large",
                "hash": "#/layout?device=\(id)&orientation=\(orientation.rawValue)" + (pad ? "&split=\(arrangement.rawValue)" : "") + "&os=18&size=large",
                "figures": figures, "keyboard": keyboard,
            ]
            if let control { result["control"] = control }
            if let value { result["value"] = value }
            return result
        }
        let steps = [
            try step("iPhone 16", .portrait),
            try step("iPad Pro 12.9-inch", .portrait, control: "layout-device", value: "ipad-pro-12-9"),
            try step("iPad Pro 12.9-inch", .landscape, control: "layout-orientation", value: "landscape", keyboard: true),
            try step("iPad Pro 12.9-inch", .landscape, .oneThird, control: "layout-split", value: "1/3"),
        ]
        return ["start": steps[0]["hash"]!, "steps": steps]
    }
}
