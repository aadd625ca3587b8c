extension String {
    /// The string with `pad` before it to make `width` characters (`"7"` → `"007"` with
    /// three, `"f4"` → `"00f4"` with four); a longer string as it is.
    package func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
