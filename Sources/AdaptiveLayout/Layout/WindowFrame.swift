/// A window's size and size classes, with the context its other figures are looked up in:
/// the first thing a ``WindowLayout`` works out.
struct WindowFrame: Sendable {
    var orientation: Orientation
    /// The device's screen in the orientation, in points (nil for a typed window or a watch).
    var screen: Dimensions?
    var width: Figure<Double>
    var height: Figure<Double>
    var widthClass: Figure<SizeClass>
    var heightClass: Figure<SizeClass>
    var safeArea: Figure<EdgeInsets>
    var context: LayoutContext

    init(_ query: LayoutQuery) throws(LayoutError) {
        switch query.subject {
        case .device(let resolution): try self.init(device: resolution.device, model: resolution.model, query)
        case .window(let width, let height, let idiom): try self.init(width: width, height: height, idiom: idiom, query)
        }
    }

    // MARK: A device

    private init(device: Device, model: String, _ query: LayoutQuery) throws(LayoutError) {
        if device.idiom != .pad, query.arrangement != .fullScreen { throw .noMultitasking(model, device.idiom) }
        orientation = query.orientation
        context = LayoutContext(deviceID: device.id, idiom: device.idiom, orientation: orientation, arrangement: query.arrangement,
                                category: query.sizeCategory, os: query.os)
        guard let screen = device.screenPoints(orientation), let classes = device.classes(orientation) else {
            if orientation == .landscape { throw .noLandscape(model) }
            let pixels = device.printedPixels
            let note = "the HIG gives Apple Watch screens in pixels only: \(LayoutError.format(pixels.width)) × "
                + "\(LayoutError.format(pixels.height)) px (--pixels shows them)"
            width = .none(.notPublished(note, sources: ["hig-layout"]))
            height = width
            let none = Provenance.notApplicable("watchOS has no UIKit size classes")
            (widthClass, heightClass) = (.none(none), .none(none))
            safeArea = .none(.notApplicable("the table has no watchOS figures but the screen"))
            return
        }
        self.screen = screen
        let published = Provenance(.published, sources: ["hig-layout"], note: Self.copyNote(device, orientation))
        if query.arrangement == .fullScreen {
            width = Figure(screen.width, published)
            height = Figure(screen.height, published)
            let classSource = Provenance(.published, sources: ["hig-layout"], note: "the HIG's full-screen size classes")
            widthClass = Figure(classes.width, classSource)
            heightClass = Figure(classes.height, classSource)
        } else {
            (width, height, widthClass, heightClass) = Self.split(screen: screen, context: context)
        }
        context.widthClass = widthClass.value
        safeArea = context.row(.safeArea)?.insets ?? .none(.notPublished("no measurement of this screen was found"))
    }

    /// What the HIG's copies say of the row, where they differ.
    static func copyNote(_ device: Device, _ orientation: Orientation) -> String? {
        var notes = [String]()
        if orientation == .landscape { notes.append("the HIG's portrait screen, held in landscape") }
        if !device.inEveryCopy { notes.append("in some copies of the HIG page only (the page changed between crawls)") }
        if let other = device.otherReading { notes.append("copies of the HIG page disagree: another gives \(other)") }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// A Split View or Slide Over window of `screen` (points).
    static func split(screen: Dimensions, context: LayoutContext)
        -> (Figure<Double>, Figure<Double>, Figure<SizeClass>, Figure<SizeClass>)
    {
        let widthClass = context.row(.splitWidthClass)?.sizeClass ?? .none(.notPublished("no rule gives this window's class"))
        guard widthClass.value != nil else {
            // No arrangement of fixed size: the size's own reason where the table gives one.
            let size = context.row(.splitWidth).map { Figure<Double>.none($0.provenance) } ?? .none(widthClass.provenance)
            return (size, size, widthClass, .none(widthClass.provenance))
        }
        let screenWidth = "screen width \(LayoutError.format(screen.width)) pt, published"
        let screenHeight = "screen height \(LayoutError.format(screen.height)) pt, published"
        let width: Figure<Double>
        if let row = context.row(.splitWidth) {
            width = row.points
        } else if let fraction = context.arrangement.fraction {
            width = Figure(screen.width * Double(fraction.numerator) / Double(fraction.denominator), Provenance(
                .derived, sources: ["hig-layout"],
                rule: "the screen's width × \(fraction.numerator)/\(fraction.denominator) (no divider subtracted: its width is not published)",
                inputs: [screenWidth]))
        } else {
            width = .none(.notPublished("no source gives this window's width"))
        }
        let height: Figure<Double>
        if context.arrangement == .slideOver {
            if let inset = context.row(.slideOverInset), let points = inset.points.value {
                height = Figure(screen.height - points, Provenance(
                    .derived, sources: ["hig-layout"] + inset.sources, rule: "the screen's height less Slide Over's inset",
                    inputs: [screenHeight, "Slide Over inset \(LayoutError.format(points)) pt, \(inset.kind.rawValue)"]))
            } else {
                height = .none(.notPublished("no source gives Slide Over's height"))
            }
        } else {
            height = Figure(screen.height, Provenance(.derived, sources: ["hig-layout"], rule: "a Split View window is as tall as the screen",
                                                      inputs: [screenHeight]))
        }
        let heightClass = Figure(SizeClass.regular, Provenance(
            .derived, sources: ["hig-layout"],
            rule: "as tall as the screen (Slide Over: 40 pt less), whose height is regular in both orientations on every iPad",
            inputs: ["full-screen height class regular, published"]))
        return (width, height, widthClass, heightClass)
    }

    // MARK: A typed window

    private init(width: Double, height: Double, idiom: Idiom, _ query: LayoutQuery) throws(LayoutError) {
        guard idiom != .watch else { throw .noWindowRules(idiom) }
        for (option, value) in [("width", width), ("height", height)] where !(value > 0 && value <= 10_000) {
            throw .invalidWindowSize(option, value)
        }
        orientation = width > height ? .landscape : .portrait
        context = LayoutContext(deviceID: nil, idiom: idiom, orientation: orientation, arrangement: .fullScreen,
                                category: query.sizeCategory, os: query.os)
        self.width = Figure(width, Provenance(.given, note: "--width"))
        self.height = Figure(height, Provenance(.given, note: "--height"))
        let rules = TypedWindowRules(idiom: idiom, context: context)
        widthClass = rules.widthClass(width: width, height: height)
        heightClass = rules.heightClass(width: width, height: height)
        context.widthClass = widthClass.value
        safeArea = .none(.notPublished("a typed window is no device's: its safe area is not known"))
    }
}
