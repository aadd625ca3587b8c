/// The layout a template's own guides draw, which the checks measure against: the SF Symbols
/// app's 3300×2200 canvas has fixed guides; another canvas (SwiftDraw's 800×600) only its own.
extension SymbolTemplate {
    /// True when the canvas is the SF Symbols app's 3300×2200 (or gives no size): its guides
    /// then belong where the app draws them (``TemplateScale/baseline``, the cap height above).
    public var hasAppCanvas: Bool {
        canvas.map { $0.width == 3300 && $0.height == 2200 } ?? true
    }

    /// The cap height the guides draw, in canvas units: the middle of the scales'
    /// capline-to-baseline distances (so one moved guide does not change it), else SF Pro's
    /// 70.459 at 100 points (``TemplateChecker/capHeight``).
    public var capHeight: Double {
        let heights = TemplateScale.allCases.compactMap { scale -> Double? in
            guard let baseline = guide(.baseline, scale), let capline = guide(.capline, scale) else { return nil }
            return baseline.y - capline.y
        }.sorted()
        guard !heights.isEmpty else { return TemplateChecker.capHeight }
        return heights[heights.count / 2]
    }

    /// The y of `scale`'s baseline on the canvas: its guide, else where the SF Symbols app
    /// draws it.
    public func baseline(_ scale: TemplateScale) -> Double {
        guide(.baseline, scale)?.y ?? scale.baseline
    }
}
