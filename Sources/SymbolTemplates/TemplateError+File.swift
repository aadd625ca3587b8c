extension TemplateError {
    /// The error as one line naming `file` (`heart.svg: …`), unless it names its own file.
    public func naming(file: String?) -> String {
        switch self {
        case .file, .badSymbolSet: description
        default: (file.map { "\($0): " } ?? "") + description
        }
    }
}
