/// A window's bars: the status bar, the navigation bar and what a large title adds to it, the
/// toolbar and the tab bar (all measured where measured), and the space between the navigation
/// bar and the toolbar.
public struct BarHeights: Sendable, Hashable {
    /// The status bar's height.
    public let statusBar: Figure<Double>
    /// The navigation bar's height (without the status bar).
    public let navigationBar: Figure<Double>
    /// What a large title adds to the navigation bar.
    public let largeTitle: Figure<Double>
    /// The toolbar's height (without the home indicator).
    public let toolbar: Figure<Double>
    /// The tab bar's height.
    public let tabBar: Figure<Double>
    /// The space between the navigation bar and the toolbar: the window's height less the safe
    /// area's top and bottom and both bars.
    public let between: Figure<Double>

    /// Each length changed by `transform` (points to pixels).
    func mapLengths(_ transform: (Figure<Double>) -> Figure<Double>) -> BarHeights {
        BarHeights(statusBar: transform(statusBar), navigationBar: transform(navigationBar), largeTitle: transform(largeTitle),
                   toolbar: transform(toolbar), tabBar: transform(tabBar), between: transform(between))
    }

    private init(statusBar: Figure<Double>, navigationBar: Figure<Double>, largeTitle: Figure<Double>, toolbar: Figure<Double>,
                 tabBar: Figure<Double>, between: Figure<Double>) {
        (self.statusBar, self.navigationBar, self.largeTitle, self.toolbar, self.tabBar, self.between)
            = (statusBar, navigationBar, largeTitle, toolbar, tabBar, between)
    }

    init(frame: WindowFrame) {
        guard frame.context.idiom != .watch else {
            let none = Figure<Double>.none(.notApplicable("watchOS has no UIKit bars"))
            (statusBar, navigationBar, largeTitle, toolbar, tabBar, between) = (none, none, none, none, none, none)
            return
        }
        func bar(_ name: FigureRow.Name, _ what: String) -> Figure<Double> {
            frame.context.row(name)?.points ?? .none(.notPublished("no source gives the \(what)'s height here"))
        }
        statusBar = bar(.statusBar, "status bar")
        navigationBar = bar(.navigationBar, "navigation bar")
        largeTitle = bar(.largeTitle, "large title")
        toolbar = bar(.toolbar, "toolbar")
        tabBar = bar(.tabBar, "tab bar")
        between = Figure.combined(
            [("window height", frame.height), ("safe area top", frame.safeArea.map(\.top)), ("navigation bar", navigationBar),
             ("toolbar", toolbar), ("safe area bottom", frame.safeArea.map(\.bottom))],
            rule: "the window's height less the safe area's top and bottom and both bars") { $0[0] - $0[1] - $0[2] - $0[3] - $0[4] }
    }
}
