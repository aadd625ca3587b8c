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

    /// `1 symbol`, `2 symbols`, `1,200 favorites`: the number grouped, the noun made plural
    /// with `s` unless the number is 1.
    public static func counted(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
