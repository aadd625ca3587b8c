extension String {
    /// The string with every occurrence of `target` replaced by `replacement`, matched byte
    /// for byte in UTF-8 as Foundation's `replacingOccurrences(of:with:)` matches code units
    /// (a quote followed by a combining accent is still a quote: a match by Character would
    /// miss it, which matters for shell quoting).
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return self }
        let bytes = Array(utf8)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var index = 0, found = false
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                output.append(contentsOf: replacement.utf8)
                index += pattern.count
                found = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return found ? String(decoding: output, as: UTF8.self) : self
    }
}
