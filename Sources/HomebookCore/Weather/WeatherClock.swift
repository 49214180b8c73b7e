/// Times shown in the place's own zone (its offset at the fetch), and ages of stored data.
public enum WeatherClock {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func split(_ time: Int64, _ offset: Int) -> (day: Int, second: Int) {
        let local = Int(time) + offset
        let day = local >= 0 ? local / 86400 : (local - 86399) / 86400
        return (day, local - day * 86400)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// "09:40".
    public static func time(_ time: Int64, offset: Int) -> String {
        let second = split(time, offset).second
        return two(second / 3600) + ":" + two(second % 3600 / 60)
    }

    /// "Tue 24 Nov".
    public static func day(_ time: Int64, offset: Int) -> String {
        let day = split(time, offset).day
        let date = CivilDays.date(ofDay: day)
        return "\(weekdays[CivilDays.weekday(ofDay: day)]) \(date.day) \(months[date.month - 1])"
    }

    /// "2026-11-24".
    public static func date(_ time: Int64, offset: Int) -> String {
        let date = CivilDays.date(ofDay: split(time, offset).day)
        return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }

    /// "UTC+09:00", "UTC-08:00".
    public static func offsetText(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return "UTC\(sign)\(two(magnitude / 3600)):\(two(magnitude % 3600 / 60))"
    }

    /// "just now", "5 min ago", "3 h ago", "2 days ago".
    public static func age(of time: Int, now: Int) -> String {
        let seconds = max(0, now - time)
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<172_800: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86400) days ago"
        }
    }
}
