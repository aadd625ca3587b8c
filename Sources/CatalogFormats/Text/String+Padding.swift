extension String {
    /// The string with `pad` before it to make `width` characters (`"f004"` → `"F004"` with
    /// four; `"7"` → `"007"` with three); a longer string as it is.
    public func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
