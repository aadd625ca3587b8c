/// Dates as an XML property list writes them, without Foundation formatters.
enum ISO8601 {
    /// The first and last second an XML plist date can write (years 1 to 9999), as Unix time.
    static let writableSeconds = -62_135_596_800 ... 253_402_300_799

    /// `2001-01-01T00:00:00Z` for a time interval since the reference date (UTC). A date
    /// outside years 1 to 9999 (only a corrupt binary plist holds one: NaN, infinity, 1e300 s)
    /// is written as the nearest date in that range; NaN as the reference date.
    static func string(from interval: Double) -> String {
        let unix = interval.isNaN ? 978_307_200 : (interval + 978_307_200).rounded(.down)
        let seconds = Int(min(max(unix, Double(writableSeconds.lowerBound)), Double(writableSeconds.upperBound)))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil-from-days (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(paddedYear)-\(two(month))-\(two(day))T\(two(secondOfDay / 3_600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }
}
