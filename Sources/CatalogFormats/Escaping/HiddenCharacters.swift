/// The characters no generated text holds as they are: the controls (C0, DEL, C1), the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and the
/// characters that show as nothing or break a line where none is seen (U+00AD, U+061C,
/// U+200B–U+200F, U+2028, U+2029, U+FEFF, U+E0000–U+E007F). The escapers of CSS and Swift
/// write them as their language's escapes; the CLI's `TerminalText` makes the same set visible
/// (a test holds the two equal).
public enum HiddenCharacters {
    /// True for a control, a character that reorders text, or one that shows as nothing.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF,
             0xE0000...0xE007F:
            true
        default:
            false
        }
    }
}
