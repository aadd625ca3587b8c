import CatalogFormats
import CatalogSystem

extension DataSet {
    /// The set's ``SVGGrid`` (`glyph_svg.plist` in its folder), or nil for a set without one
    /// (Apple's, and sets imported before it was written). Read on each call, within `limit`:
    /// only what draws SVG needs it.
    public func svgGrid(limit: FileSizeLimit = .standard) throws(DataSetError) -> SVGGrid? {
        let path = Paths.join(location, SVGGrid.fileName)
        guard FileStatus.kind(of: path) != nil else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(path).bytes } catch { throw .unreadable(error) }
        let value: PropertyListValue
        do { value = try PropertyListReader.read(bytes).value } catch { throw .invalidFile(file: path, error) }
        return try SVGGrid(value, decoder: MetadataDecoder(file: path))
    }
}
