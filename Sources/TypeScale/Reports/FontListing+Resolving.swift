extension FontListing {
    /// The font `resolver` finds for each of the nine weights (ultraLight … black) at `width`,
    /// in weight order: what `catalog fonts` lists for `design`.
    package init(resolving resolver: FontResolver, design: FontDesign, width: FontWidth) throws {
        var fonts = [ResolvedFont]()
        for weight in FontWeight.allCases {
            fonts.append(try resolver.resolve(FontRequest(weight: weight, width: width)))
        }
        self.init(design: design, width: width, source: resolver.source, fonts: fonts)
    }
}
