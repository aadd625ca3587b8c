import Testing
@testable import AdaptiveLayout

/// Device names as people type them, with did-you-mean.
@Suite("Device names: any spelling people type, did-you-mean, models not covered")
struct DeviceNamesTests {
    @Test("spellings of one model resolve to its row", arguments: [
        ("iPhone 16 Pro", "iphone-17", "iPhone 16 Pro"),
        ("iphone-16-pro", "iphone-17", "iPhone 16 Pro"),
        ("IPHONE16PRO", "iphone-17", "iPhone 16 Pro"),
        ("ipad-pro-13-m4", "ipad-pro-13-m4", "iPad Pro 13-inch (M4)"),
        ("iPad Pro 13-inch (M4)", "ipad-pro-13-m4", "iPad Pro 13-inch (M4)"),
        ("ipad-pro-12.9", "ipad-pro-12-9", "iPad Pro 12.9-inch"),
        ("iPad Pro 12.9\"", "ipad-pro-12-9", "iPad Pro 12.9-inch"),
        ("iphone-se-2", "iphone-se-2", "iPhone SE (2nd generation)"),
        ("iPhone SE (3rd generation)", "iphone-se-2", "iPhone SE (3rd generation)"),
        ("ipod touch", "iphone-se-1", "iPod touch (7th generation)"),
        ("apple-watch-series-11-46mm", "apple-watch-series-11-46", "Apple Watch Series 11 (46 mm)"),
        ("iPad 11-inch", "ipad-air-11", "iPad 11-inch"),
        ("ipad-mini", "ipad-mini-8-3", "iPad mini 8.3-inch"),
        ("iphone air", "iphone-air", "iPhone Air"),
    ])
    func resolves(text: String, id: String, model: String) throws {
        let resolution = try DeviceNames.resolve(text)
        #expect(resolution.device.id == id)
        #expect(resolution.model == model)
    }

    @Test("a typo is an error with the closest name")
    func didYouMean() {
        #expect(throws: LayoutError.unknownDevice("iphone-16-rpo", suggestions: ["iPhone 16 Pro"])) { try DeviceNames.resolve("iphone-16-rpo") }
        #expect(throws: LayoutError.unknownDevice("ipda-air-13", suggestions: ["iPad Air 13-inch"])) { try DeviceNames.resolve("ipda-air-13") }
    }

    @Test("a name several models start with lists them")
    func ambiguous() {
        #expect(throws: LayoutError.ambiguousDevice("iphone-16-pr", candidates: ["iPhone 16 Pro Max", "iPhone 16 Pro"])) {
            try DeviceNames.resolve("iphone-16-pr")
        }
        #expect(throws: LayoutError.ambiguousDevice("apple-watch-series-11", candidates: [
            "Apple Watch Series 11 (42 mm)", "Apple Watch Series 11 (46 mm)",
        ])) { try DeviceNames.resolve("apple-watch-series-11") }
        #expect(throws: LayoutError.ambiguousDevice("ipad-pro-11", candidates: [
            "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (1st–4th generation)", "iPad Pro 11-inch (1st generation)",
            "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (4th generation)",
        ])) { try DeviceNames.resolve("ipad-pro-11") }
    }

    @Test("a model the excerpt lacks is not covered, never guessed from one of its size")
    func notCovered() throws {
        let error = #expect(throws: LayoutError.self) { try DeviceNames.resolve("iphone-x") }
        guard case .notCovered(let model) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(model.name == "iPhone X")
        #expect(error?.description.hasPrefix("'iPhone X' is not covered: the excerpt's 375 x 812 pt row names only") == true)
    }

    @Test("every name and alias of the table resolves to its own row")
    func everyName() throws {
        for device in LayoutTable.allDevices {
            for name in device.names {
                for spelling in name.spellings + [name.slug] {
                    #expect(try DeviceNames.resolve(spelling).device.id == device.id, "\(spelling)")
                }
            }
        }
    }
}
