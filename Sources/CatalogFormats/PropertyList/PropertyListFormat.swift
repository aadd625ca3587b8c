/// The serialisation of a metadata file, decided from its content, never its name.
public enum PropertyListFormat: String, Sendable, CaseIterable {
    /// Apple's binary property list (`bplist00`).
    case binary
    /// Apple's XML property list.
    case xml
    /// OpenStep text: `.strings` pairs (`"key" = "value";`) or an old-style plist value.
    case openStep
}
