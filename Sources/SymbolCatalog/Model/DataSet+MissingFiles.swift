extension DataSet {
    /// The optional files of Apple's that this data set lacks, in ``DataSetView/Aspect``
    /// order: each leaves a feature empty (``DataSetView/Aspect/costWhenMissing``). Draw's
    /// list is not Apple's and is never counted missing.
    public var missingFiles: [DataSetView.Aspect] {
        let present = DataSetView.aspects(of: self)
        return DataSetView.Aspect.allCases.filter { $0 != .draw && !present.contains($0) }
    }
}

extension DataSet {
    /// How many symbols have Draw (`draw_symbols.plist`); 0 without the list.
    public var drawSymbolCount: Int {
        symbols.values.reduce(0) { $0 + ($1.layersets[.draw] == nil ? 0 : 1) }
    }
}
