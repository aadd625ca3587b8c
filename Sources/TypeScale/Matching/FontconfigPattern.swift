internal import CFreeType

/// Owns one `FcPattern` and destroys it (`FcPatternDestroy`) in `deinit`; typed reads of its
/// values.
final class FontconfigPattern {
    /// The `FcPattern*`; valid for the lifetime of this object.
    let handle: OpaquePointer

    /// Takes ownership of `handle` (one reference, as `FcNameParse` or `FcFontMatch` return).
    init(owning handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        FcPatternDestroy(handle)
    }

    /// Replaces every value of `object` by the number `value`.
    func replace(_ object: String, with value: Double) {
        FcPatternDel(handle, object)
        FcPatternAddDouble(handle, object, value)
    }

    /// The pattern as fontconfig prints it (`FcNameUnparse`: `Family:weight=80:width=100`), or
    /// `nil` when fontconfig cannot.
    var unparsed: String? {
        guard let text = FcNameUnparse(handle) else { return nil }
        defer { FcStrFree(text) }
        return String(cString: text)
    }

    /// Every string value of `object` (`FC_FAMILY`, `FC_STYLE`, `FC_FILE`), in order.
    func strings(_ object: String) -> [String] {
        var values = [String]()
        var text: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(handle, object, Int32(values.count), &text) == FcResultMatch, let text {
            values.append(String(cString: text))
        }
        return values
    }

    /// The strings of `object` whose binding is strong or "same" (not weak): for `FC_FAMILY`
    /// after `FcConfigSubstitute`, the requested families and the aliases the configuration
    /// binds as firmly.
    func stronglyBoundStrings(_ object: String) -> [String] {
        var values = [String]()
        var value = FcValue()
        var binding = FcValueBindingWeak
        var index: Int32 = 0
        while FcPatternGetWithBinding(handle, object, index, &value, &binding) == FcResultMatch {
            if binding != FcValueBindingWeak, value.type == FcTypeString, let text = value.u.s {
                values.append(String(cString: text))
            }
            index += 1
        }
        return values
    }

    /// The first value of `object` as a number: an integer, a double, or the start of a range
    /// when the start and end are equal (`nil` for a true range, as variable fonts give).
    func number(_ object: String) -> Double? {
        var double: Double = 0
        if FcPatternGetDouble(handle, object, 0, &double) == FcResultMatch { return double }
        var integer: Int32 = 0
        if FcPatternGetInteger(handle, object, 0, &integer) == FcResultMatch { return Double(integer) }
        var range: OpaquePointer?
        var begin: Double = 0, end: Double = 0
        if FcPatternGetRange(handle, object, 0, &range) == FcResultMatch, let range,
           FcRangeGetDouble(range, &begin, &end) != 0, begin == end {
            return begin
        }
        return nil
    }

    /// The first integer value of `object`.
    func integer(_ object: String) -> Int? {
        var integer: Int32 = 0
        return FcPatternGetInteger(handle, object, 0, &integer) == FcResultMatch ? Int(integer) : nil
    }
}
