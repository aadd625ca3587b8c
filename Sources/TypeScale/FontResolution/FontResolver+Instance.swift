// Choosing the instance of a located font: design coordinates for a variable face, and what
// was found compared with what was asked.

extension FontResolver {
    /// The axes a request sets on a variable face.
    static let requestAxes: Set<String> = ["wght", "wdth", "opsz"]

    func instance(of base: Located, for request: FontRequest) throws(FontResolutionError) -> ResolvedFont {
        let plain = try face(FaceKey(path: base.path, faceIndex: base.faceIndex, variation: .default))
        let axes: [VariationAxis]
        let namedInstances: [NamedInstance]
        do {
            axes = try plain.variationAxes
            namedInstances = try plain.namedInstances
        } catch {
            throw .freeType(error)
        }
        let wght = axes.first { $0.tag == "wght" }
        let wdth = axes.first { $0.tag == "wdth" }
        let opsz = axes.first { $0.tag == "opsz" }

        var requested = [String: Double]()
        if let wght { requested["wght"] = wght.clamped(Double(request.weight.openTypeWeight)) }
        if let wdth { requested["wdth"] = wdth.clamped(request.width.widthPercent) }
        if let opsz, let size = request.pointSize { requested["opsz"] = opsz.clamped(size) }

        let variation: FaceVariation = requested.isEmpty
            ? (axes.contains { Self.requestAxes.contains($0.tag) } ? .default : base.variation)
            : .designCoordinates(requested)
        let key = FaceKey(path: base.path, faceIndex: base.faceIndex, variation: variation)
        let face = try face(key)

        let coordinates: [DesignCoordinate]
        let staticWeight: Double?
        let staticWidth: Double?
        do {
            coordinates = requested.isEmpty ? [] : try face.designCoordinates
            if base.matchedWeight != nil || base.matchedWidth != nil {
                (staticWeight, staticWidth) = (base.matchedWeight, base.matchedWidth)
            } else {
                let metrics = try face.metrics()
                staticWeight = metrics.weightClass.map(Double.init) ?? 400
                staticWidth = metrics.widthClass.flatMap(Self.fontconfigWidth(widthClass:))
            }
        } catch {
            throw .freeType(error)
        }

        return ResolvedFont(
            request: request,
            origin: base.origin,
            path: base.path,
            faceIndex: base.faceIndex,
            variation: variation,
            familyName: face.familyName,
            styleName: Self.styleName(face: face, coordinates: coordinates, requested: requested, namedInstances: namedInstances),
            postScriptName: face.postScriptName,
            askedWeight: Double(request.weight.openTypeWeight),
            foundWeight: requested["wght"] ?? staticWeight,
            askedWidth: wdth != nil ? request.width.widthPercent : Double(request.width.fontconfigWidth),
            foundWidth: requested["wdth"] ?? staticWidth,
            coordinates: coordinates)
    }

    /// The face's style name; for design coordinates, the named instance at exactly those
    /// coordinates, else the coordinates set (`"wght 300, wdth 100"`).
    static func styleName(
        face: FontFace, coordinates: [DesignCoordinate], requested: [String: Double], namedInstances: [NamedInstance]
    ) -> String? {
        guard !requested.isEmpty else { return face.styleName }
        if let named = namedInstances.first(where: { $0.coordinates == coordinates }), let name = named.name {
            return name
        }
        return coordinates.filter { requested[$0.tag] != nil }
            .map { "\($0.tag) \(DynamicTypeError.format($0.value))" }
            .joined(separator: ", ")
    }

    /// fontconfig's width for an OpenType `usWidthClass` (1 … 9): 50, 63, 75, 87, 100, 113,
    /// 125, 150, 200 (`FC_WIDTH_ULTRACONDENSED` … `FC_WIDTH_ULTRAEXPANDED`); nil outside 1 … 9.
    static func fontconfigWidth(widthClass: Int) -> Double? {
        let widths: [Double] = [50, 63, 75, 87, 100, 113, 125, 150, 200]
        return (1...9).contains(widthClass) ? widths[widthClass - 1] : nil
    }
}
