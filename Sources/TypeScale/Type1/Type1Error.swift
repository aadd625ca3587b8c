/// Why the Type 1 reader gives a font back to FreeType: the file is not a PFB Type 1 font, is
/// damaged, or uses something the reader does not read the way FreeType does. Never shown:
/// FreeType then reads the file, and its reading (or its diagnosis) is what the user gets.
struct Type1Error: Error, Equatable {
    /// What the reader met, for tests and tracing.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
