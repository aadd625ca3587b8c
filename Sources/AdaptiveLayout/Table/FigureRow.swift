/// One row of `Data/layout/figures.tsv`: a figure, the conditions under which it answers, and
/// its value and provenance. The first row whose conditions hold answers.
struct FigureRow: Sendable {
    /// The figures the table stores.
    enum Name: Sendable {
        case safeArea, statusBar, navigationBar, largeTitle, toolbar, tabBar, layoutMargin, readableWidth
        case splitWidth, slideOverInset, splitWidthClass, windowWidthClass
    }

    /// A condition of a row.
    enum Condition: Sendable {
        case device(String)
        case idiom(Idiom)
        case orientation(Orientation)
        case arrangement(Arrangement)
        case widthClass(SizeClass)
        /// A content size category's HIG name.
        case category(String)
    }

    /// A row's value.
    enum Value: Sendable {
        case none
        case points(Double)
        case insets(EdgeInsets)
        case sizeClass(SizeClass)
    }

    let name: Name
    let conditions: [Condition]
    let os: ClosedRange<Int>
    let value: Value
    let kind: FigureKind
    let sources: [String]
    let rule: String?
    let note: String?

    init(_ name: Name, where conditions: [Condition], os: ClosedRange<Int>, value: Value, kind: FigureKind,
         sources: [String], rule: String?, note: String?) {
        self.name = name
        self.conditions = conditions
        self.os = os
        self.value = value
        self.kind = kind
        self.sources = sources
        self.rule = rule
        self.note = note
    }

    /// The row's provenance.
    var provenance: Provenance {
        Provenance(kind, sources: sources, rule: rule, note: note)
    }

    /// The row as a length figure (nil value unless it holds points).
    var points: Figure<Double> {
        if case .points(let value) = value { return Figure(value, provenance) }
        return .none(provenance)
    }

    /// The row as a safe-area figure.
    var insets: Figure<EdgeInsets> {
        if case .insets(let value) = value { return Figure(value, provenance) }
        return .none(provenance)
    }

    /// The row as a size-class figure.
    var sizeClass: Figure<SizeClass> {
        if case .sizeClass(let value) = value { return Figure(value, provenance) }
        return .none(provenance)
    }
}
