/// The size classes of a window of a typed size, and the rule that decided each. UIKit
/// publishes no width or height at which a class changes; the rules here come from the table:
///
/// - a rule of the OS version (`figures.tsv`'s window-width-class: iOS 27's phone idiom stays
///   compact at any width);
/// - a size equal to a device's full screen gets that screen's classes (published);
/// - beyond every screen of the other class, a window gets this one (derived: narrower than
///   the narrowest regular phone screen is compact, and so on; each rule names the screen that
///   bounds it); an iPad window no wider than the narrow Split View window (320 pt, measured)
///   is compact, where Split View has fixed sizes;
/// - anywhere else, where the HIG's screens of both classes overlap, it is not published.
struct TypedWindowRules: Sendable {
    let idiom: Idiom
    let context: LayoutContext

    /// One full screen of the idiom, with its size (points) and classes.
    struct Screen {
        let name: String
        let orientation: Orientation
        let size: Dimensions
        let classes: SizeClasses

        var label: String { "\(name) in \(orientation.rawValue)" }
    }

    /// Every full screen of the idiom, both orientations.
    var screens: [Screen] {
        LayoutTable.devices.filter { $0.idiom == idiom }.flatMap { device in
            Orientation.allCases.compactMap { orientation in
                guard let size = device.screenPoints(orientation), let classes = device.classes(orientation) else { return nil }
                return Screen(name: device.name, orientation: orientation, size: size, classes: classes)
            }
        }
    }

    func widthClass(width: Double, height: Double) -> Figure<SizeClass> {
        if let row = context.row(.windowWidthClass) { return row.sizeClass }
        if let exact = exactScreen(width: width, height: height) { return exact.width }
        let screens = self.screens
        if idiom == .pad, let narrow = narrowSplitWidth, width <= narrow.points {
            return Figure(.compact, Provenance(
                .derived, sources: narrow.sources + ["apple-multitasking"],
                rule: "no wider than the narrow Split View window, which is compact",
                inputs: ["narrow Split View window \(Self.points(narrow.points)) pt, measured; compact, published"]))
        }
        if let bound = bounding(screens, value: width, by: { $0.size.width }, class: { $0.classes.width }, dimension: "width") {
            return bound
        }
        if idiom == .pad {
            return .none(.notPublished(narrowSplitWidth == nil
                ? "iPadOS \(context.os) resizes windows freely: no width is published at which an iPad window turns compact"
                : "below the narrowest full-screen iPad an iPad window's class follows its arrangement, not its width: no threshold is published",
                sources: narrowSplitWidth == nil ? ["apple-tn3192"] : ["apple-multitasking"]))
        }
        return .none(.notPublished(overlap(screens, by: { $0.size.width }, class: { $0.classes.width }, dimension: "wide")
            + ": the class follows the model, not the width", sources: ["hig-layout"]))
    }

    func heightClass(width: Double, height: Double) -> Figure<SizeClass> {
        if let exact = exactScreen(width: width, height: height) { return exact.height }
        let screens = self.screens
        if let bound = bounding(screens, value: height, by: { $0.size.height }, class: { $0.classes.height }, dimension: "height") {
            return bound
        }
        if idiom == .pad {
            return .none(.notPublished("no iPad window shorter than the shortest full-screen iPad is published", sources: ["hig-layout"]))
        }
        return .none(.notPublished(overlap(screens, by: { $0.size.height }, class: { $0.classes.height }, dimension: "tall"),
                                   sources: ["hig-layout"]))
    }

    /// The classes of the full screens of exactly this size, when they agree.
    func exactScreen(width: Double, height: Double) -> (width: Figure<SizeClass>, height: Figure<SizeClass>)? {
        let matches = screens.filter { $0.size == Dimensions(width: width, height: height) }
        guard let first = matches.first, matches.allSatisfy({ $0.classes == first.classes }) else { return nil }
        let provenance = Provenance(.published, sources: ["hig-layout"],
                                    note: "the full screen of " + matches.map(\.label).joined(separator: ", "))
        return (Figure(first.classes.width, provenance), Figure(first.classes.height, provenance))
    }

    /// The narrow Split View window's width at this OS version, where Split View has fixed sizes.
    var narrowSplitWidth: (points: Double, sources: [String])? {
        var narrow = context
        narrow.arrangement = .oneThird
        guard let row = narrow.row(.splitWidth), let points = row.points.value else { return nil }
        return (points, row.sources)
    }

    /// The class of a window beyond every full screen of the other class in `dimension`: compact
    /// when no greater than the greatest compact screen and less than the least regular one,
    /// regular when no less than the least regular screen and greater than the greatest compact
    /// one; nil between.
    func bounding(_ screens: [Screen], value: Double, by measure: (Screen) -> Double, class sizeClass: (Screen) -> SizeClass,
                  dimension: String) -> Figure<SizeClass>? {
        let regular = screens.filter { sizeClass($0) == .regular }.min { measure($0) < measure($1) }
        let compact = screens.filter { sizeClass($0) == .compact }.max { measure($0) < measure($1) }
        let inputs = [compact.map { "the greatest \(dimension) of a compact full screen: \(Self.points(measure($0))) pt, \($0.label), published" },
                      regular.map { "the least \(dimension) of a regular full screen: \(Self.points(measure($0))) pt, \($0.label), published" }]
            .compactMap { $0 }
        if let compact, value <= measure(compact), regular.map({ value < measure($0) }) ?? true {
            return Figure(.compact, Provenance(
                .derived, sources: ["hig-layout"],
                rule: "no greater \(dimension) than a compact full screen" + (regular == nil ? "" : ", and less than every regular one"),
                inputs: inputs))
        }
        if let regular, value >= measure(regular), compact.map({ value > measure($0) }) ?? true {
            return Figure(.regular, Provenance(
                .derived, sources: ["hig-layout"],
                rule: "no less \(dimension) than a regular full screen" + (compact == nil ? "" : ", and greater than every compact one"),
                inputs: inputs))
        }
        return nil
    }

    /// Where screens of both classes overlap (`between 736 and 874 pt wide the HIG's screens
    /// differ (iPhone 8 Plus in landscape regular, iPhone 17 in landscape compact)`), or the gap
    /// between them where they do not.
    func overlap(_ screens: [Screen], by measure: (Screen) -> Double, class sizeClass: (Screen) -> SizeClass, dimension: String) -> String {
        let regular = screens.filter { sizeClass($0) == .regular }.min { measure($0) < measure($1) }
        let compact = screens.filter { sizeClass($0) == .compact }.max { measure($0) < measure($1) }
        guard let regular, let compact else { return "no full screen of this idiom bounds it" }
        let (least, greatest) = (measure(regular), measure(compact))
        guard least <= greatest else {
            return "between \(Self.points(greatest)) and \(Self.points(least)) pt \(dimension) the HIG has no screen of this idiom "
                + "(\(compact.label) compact, \(regular.label) regular)"
        }
        return "between \(Self.points(least)) and \(Self.points(greatest)) pt \(dimension) the HIG's screens differ "
            + "(\(regular.label) regular, \(compact.label) compact)"
    }

    static func points(_ value: Double) -> String { LayoutError.format(value) }
}
