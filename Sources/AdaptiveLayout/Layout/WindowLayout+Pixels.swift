extension WindowLayout {
    /// The same layout in `unit`: every length times the device's UIKit scale (pixels) or
    /// native scale (native pixels), derived so, except a full screen's size where the HIG
    /// prints those very pixels (published). A typed window has no scale; an Apple Watch's
    /// screen is published in pixels and nothing else converts.
    public func converted(to unit: LengthUnit) throws(LayoutError) -> WindowLayout {
        guard unit != self.unit, self.unit == .points else { return self }
        guard let device = query.device else { throw .noScale }
        var result = self
        result.unit = unit
        guard let uikitScale = device.uikitScale, let nativeScale = device.nativeScale, let points = device.portraitPoints else {
            let printed = Provenance(.published, sources: ["hig-layout"], note: "the HIG gives Apple Watch screens in pixels")
            result.width = Figure(device.printedPixels.width, printed)
            result.height = Figure(device.printedPixels.height, printed)
            return result
        }
        let scale: Figure<Double>
        if unit == .pixels {
            scale = Figure(uikitScale, Provenance(.published, sources: ["hig-layout"], note: "UIKit's scale (UIScreen.scale)"))
        } else {
            let panel = device.panelPixels
            scale = Figure(nativeScale, Provenance(
                .derived, sources: ["hig-layout"], rule: "the panel's pixels over the screen's points (UIScreen.nativeScale)",
                inputs: ["panel width \(LayoutError.format(panel.width)) px, published",
                         "screen width \(LayoutError.format(points.width)) pt, published"]))
        }
        result.scale = scale
        let factor = scale.value ?? 1
        let name = unit == .pixels ? "UIKit" : "native"
        func convert(_ figure: Figure<Double>) -> Figure<Double> {
            guard let value = figure.value else { return figure }
            return Figure(value * factor, Provenance(
                .derived, sources: figure.provenance.sources, rule: "the figure in points × \(LayoutError.format(factor.roundedToTenThousandths)), the \(name) scale",
                inputs: ["\(LayoutError.format(value.roundedToTenThousandths)) pt, \(figure.kind.rawValue)"]))
        }
        if query.arrangement == .fullScreen, let screen = publishedPixels(device, unit) {
            let note = unit == .nativePixels && device.nativePixels != nil
                ? "the panel's pixels, as another copy of the HIG page prints them" : "the HIG's pixels"
            let printed = Provenance(.published, sources: ["hig-layout"], note: note)
            let held = screen.held(orientation)
            result.width = Figure(held.width, printed)
            result.height = Figure(held.height, printed)
        } else {
            result.width = convert(width)
            result.height = convert(height)
        }
        result.safeArea = safeArea.value.map { insets in
            Figure(insets.scaled(by: factor), Provenance(
                .derived, sources: safeArea.provenance.sources, rule: "the insets in points × \(LayoutError.format(factor.roundedToTenThousandths)), the \(name) scale",
                inputs: ["safe area in points, \(safeArea.kind.rawValue)"]))
        } ?? safeArea
        result.margins = margins.mapLengths(convert)
        result.readable = readable.mapLengths(convert)
        result.bars = bars.mapLengths(convert)
        return result
    }

    /// The pixels the HIG prints for `device` in `unit`, portrait, or nil when it prints other ones.
    private func publishedPixels(_ device: Device, _ unit: LengthUnit) -> Dimensions? {
        switch unit {
        case .points: nil
        case .pixels: device.printedPixelsAreNative ? nil : device.printedPixels
        case .nativePixels: device.panelPixels
        }
    }
}
