extension XMLPropertyListReader {
    /// A `plist`, `dict` or `array` element whose children are being read.
    struct Frame {
        let element: Element
        /// Offset of the `<` of the open tag.
        let openOffset: Int
        var keys: [String] = []
        var values: [PropertyListValue] = []

        /// True inside a `dict` after a key, before its value.
        var awaitsValue: Bool { keys.count > values.count }
    }

    /// A single-pass, non-recursive parser over the bytes of one document. Containers
    /// being read live on an explicit stack, so deep nesting costs heap, not call stack.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        var position = 0
        var stack: [Frame] = []
        /// Number of `dict` and `array` frames on the stack.
        var depth = 0
        var root: PropertyListValue?
        /// Reused buffer for text that needs entity or CDATA decoding.
        var scratch: [UInt8] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            self.end = bytes.count
        }

        mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
            position = XMLPropertyListReader.byteOrderMarkLength(in: bytes)
            if end - position >= 2, isUTF16ByteOrderMark(bytes[position], bytes[position + 1]) {
                throw fail("UTF-16 text is not supported; expected UTF-8", at: position)
            }
            var sawMarkup = false
            while true {
                skipWhitespace()
                guard position < end else { break }
                let start = position
                guard bytes[start] == Byte.lessThan else {
                    throw fail(unexpectedTextReason(), at: start)
                }
                switch byte(at: start + 1) {
                case Byte.questionMark:
                    position = try processingInstructionEnd(at: start)
                    sawMarkup = true
                case Byte.exclamationMark:
                    position = try markupDeclarationEnd(at: start)
                    sawMarkup = sawMarkup || !hasPrefix("<!--", at: start)
                case Byte.slash:
                    try closeContainer(at: start)
                default:
                    try readElement(at: start)
                }
            }
            if let top = stack.last {
                throw unexpectedEnd(inside: top.element.tag, openedAt: top.openOffset)
            }
            if let root { return root }
            if sawMarkup { throw fail("no property list value found", at: end) }
            throw .empty
        }

        /// Reads the element whose open tag starts at `start`, up to its close tag for text
        /// elements, or pushes a frame for a container.
        private mutating func readElement(at start: Int) throws(PropertyListError) {
            let tag = try readOpenTag(at: start)
            if root != nil && stack.isEmpty {
                throw fail("unexpected content after the root value", at: start)
            }
            guard let element = Element(name: slice(tag.name)) else {
                throw fail("unknown element <\(text(tag.name))>", at: start)
            }
            try checkPlacement(of: element, at: start)
            switch element {
            case .plist:
                guard !tag.isEmpty else { throw fail("empty <plist>", at: start) }
                stack.append(Frame(element: .plist, openOffset: start))
            case .dict, .array:
                if tag.isEmpty {
                    deliver(element == .dict ? .dictionary(.init()) : .array([]))
                    return
                }
                guard depth < maximumDepth else {
                    throw fail("nesting deeper than \(maximumDepth) levels", at: start)
                }
                depth += 1
                stack.append(Frame(element: element, openOffset: start))
            case .key:
                let key = try readString(of: .key, isEmpty: tag.isEmpty, openedAt: start)
                stack[stack.count - 1].keys.append(key)
            case .string:
                deliver(.string(try readString(of: .string, isEmpty: tag.isEmpty, openedAt: start)))
            case .true, .false:
                if !tag.isEmpty {
                    let run = try readText(of: element, openedAt: start)
                    guard isBlank(run) else { throw fail("\(element.tag) must be empty", at: start) }
                }
                deliver(.boolean(element == .true))
            case .integer:
                deliver(try readInteger(isEmpty: tag.isEmpty, openedAt: start))
            case .real:
                deliver(try readReal(isEmpty: tag.isEmpty, openedAt: start))
            case .date:
                deliver(try readDate(isEmpty: tag.isEmpty, openedAt: start))
            case .data:
                deliver(try readData(isEmpty: tag.isEmpty, openedAt: start))
            }
        }

        /// The text of a `key` or `string` element.
        private mutating func readString(
            of element: Element, isEmpty: Bool, openedAt start: Int
        ) throws(PropertyListError) -> String {
            guard !isEmpty else { return "" }
            // Read first: `makeString` must see the `scratch` that `readText` filled.
            let run = try readText(of: element, openedAt: start)
            return makeString(run)
        }

        /// Throws unless the innermost open container accepts `element` as its next child.
        private func checkPlacement(of element: Element, at start: Int) throws(PropertyListError) {
            guard let top = stack.indices.last else {
                if element == .key { throw fail("<key> outside of a <dict>", at: start) }
                return
            }
            switch stack[top].element {
            case .dict:
                if element == .key {
                    if stack[top].awaitsValue { throw missingValue(in: stack[top], at: start) }
                } else if !stack[top].awaitsValue {
                    throw fail("expected <key> in <dict>, found \(element.tag)", at: start)
                }
            case .plist:
                if element == .key { throw fail("<key> outside of a <dict>", at: start) }
                if element == .plist { throw fail("<plist> inside <plist>", at: start) }
                if !stack[top].values.isEmpty {
                    throw fail("<plist> holds more than one value", at: start)
                }
            default:
                if element == .key { throw fail("<key> outside of a <dict>", at: start) }
                if element == .plist { throw fail("<plist> inside \(stack[top].element.tag)", at: start) }
            }
        }

        /// Handles a close tag outside of text elements: ends the innermost container.
        private mutating func closeContainer(at start: Int) throws(PropertyListError) {
            let name = try readCloseTag(at: start)
            guard let top = stack.indices.last else {
                throw fail("unexpected </\(text(name))>", at: start)
            }
            let element = stack[top].element
            guard element.matches(slice(name)) else {
                throw fail("expected </\(element.name)>, found </\(text(name))>", at: start)
            }
            if stack[top].awaitsValue { throw missingValue(in: stack[top], at: start) }
            let frame = stack.removeLast()
            switch element {
            case .plist:
                guard let value = frame.values.first else { throw fail("empty <plist>", at: start) }
                root = value
            case .dict:
                depth -= 1
                deliver(.dictionary(.init(keys: frame.keys, values: frame.values)))
            default:
                depth -= 1
                deliver(.array(frame.values))
            }
        }

        /// Adds a finished value to the innermost container (placement already checked).
        private mutating func deliver(_ value: PropertyListValue) {
            if stack.isEmpty {
                root = value
            } else {
                stack[stack.count - 1].values.append(value)
            }
        }

        private func missingValue(in frame: Frame, at offset: Int) -> PropertyListError {
            fail("key \"\(frame.keys.last ?? "")\" has no value", at: offset)
        }

        private func unexpectedTextReason() -> String {
            if let top = stack.last { return "unexpected text in \(top.element.tag)" }
            if root != nil { return "unexpected content after the root value" }
            return "unexpected text before the root element"
        }

        private func isUTF16ByteOrderMark(_ first: UInt8, _ second: UInt8) -> Bool {
            (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
        }

        private mutating func skipWhitespace() {
            while position < end, isWhitespace(bytes[position]) {
                position += 1
            }
        }
    }
}
