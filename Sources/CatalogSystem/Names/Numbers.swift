/// Numbers written for people.
public enum Numbers {
    /// `6404` → `6,404`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(abs(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}
