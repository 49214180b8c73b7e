/// The display names Outlook writes as a TZID when it leaves out the VTIMEZONE
/// (`(UTC-05:00) Eastern Time (US & Canada)`, older `(GMT-05:00) …`), with the Windows zone
/// each names: the names Windows shows for its zones, the offset in brackets aside.
///
/// Only the names written here are read; any other display name stays unknown and its
/// event is left out with that reason, rather than guessed from the offset alone (an offset
/// names no daylight-saving rules).
enum WindowsDisplayNames {
    /// (display name without its `(UTC±hh:mm) ` prefix, Windows name).
    static let table: [(display: String, windows: String)] = [
        ("International Date Line West", "Dateline Standard Time"),
        ("Coordinated Universal Time-11", "UTC-11"),
        ("Hawaii", "Hawaiian Standard Time"),
        ("Alaska", "Alaskan Standard Time"),
        ("Baja California", "Pacific Standard Time (Mexico)"),
        ("Pacific Time (US & Canada)", "Pacific Standard Time"),
        ("Pacific Time (US & Canada); Tijuana", "Pacific Standard Time"),
        ("Arizona", "US Mountain Standard Time"),
        ("Chihuahua, La Paz, Mazatlan", "Mountain Standard Time (Mexico)"),
        ("Mountain Time (US & Canada)", "Mountain Standard Time"),
        ("Central America", "Central America Standard Time"),
        ("Central Time (US & Canada)", "Central Standard Time"),
        ("Guadalajara, Mexico City, Monterrey", "Central Standard Time (Mexico)"),
        ("Saskatchewan", "Canada Central Standard Time"),
        ("Bogota, Lima, Quito, Rio Branco", "SA Pacific Standard Time"),
        ("Bogota, Lima, Quito", "SA Pacific Standard Time"),
        ("Eastern Time (US & Canada)", "Eastern Standard Time"),
        ("Indiana (East)", "US Eastern Standard Time"),
        ("Atlantic Time (Canada)", "Atlantic Standard Time"),
        ("Georgetown, La Paz, Manaus, San Juan", "SA Western Standard Time"),
        ("Santiago", "Pacific SA Standard Time"),
        ("Newfoundland", "Newfoundland Standard Time"),
        ("Brasilia", "E. South America Standard Time"),
        ("City of Buenos Aires", "Argentina Standard Time"),
        ("Buenos Aires", "Argentina Standard Time"),
        ("Greenland", "Greenland Standard Time"),
        ("Coordinated Universal Time", "UTC"),
        ("Dublin, Edinburgh, Lisbon, London", "GMT Standard Time"),
        ("Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London", "GMT Standard Time"),
        ("Monrovia, Reykjavik", "Greenwich Standard Time"),
        ("Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna", "W. Europe Standard Time"),
        (
            "Belgrade, Bratislava, Budapest, Ljubljana, Prague",
            "Central Europe Standard Time"
        ),
        ("Brussels, Copenhagen, Madrid, Paris", "Romance Standard Time"),
        ("Sarajevo, Skopje, Warsaw, Zagreb", "Central European Standard Time"),
        ("West Central Africa", "W. Central Africa Standard Time"),
        ("Athens, Bucharest", "GTB Standard Time"),
        ("Cairo", "Egypt Standard Time"),
        ("Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius", "FLE Standard Time"),
        ("Helsinki, Kiev, Riga, Sofia, Tallinn, Vilnius", "FLE Standard Time"),
        ("Jerusalem", "Israel Standard Time"),
        ("Harare, Pretoria", "South Africa Standard Time"),
        ("Istanbul", "Turkey Standard Time"),
        ("Moscow, St. Petersburg", "Russian Standard Time"),
        ("Moscow, St. Petersburg, Volgograd", "Russian Standard Time"),
        ("Kuwait, Riyadh", "Arab Standard Time"),
        ("Nairobi", "E. Africa Standard Time"),
        ("Tehran", "Iran Standard Time"),
        ("Abu Dhabi, Muscat", "Arabian Standard Time"),
        ("Islamabad, Karachi", "Pakistan Standard Time"),
        ("Chennai, Kolkata, Mumbai, New Delhi", "India Standard Time"),
        ("Kathmandu", "Nepal Standard Time"),
        ("Dhaka", "Bangladesh Standard Time"),
        ("Bangkok, Hanoi, Jakarta", "SE Asia Standard Time"),
        ("Beijing, Chongqing, Hong Kong, Urumqi", "China Standard Time"),
        ("Kuala Lumpur, Singapore", "Singapore Standard Time"),
        ("Perth", "W. Australia Standard Time"),
        ("Taipei", "Taipei Standard Time"),
        ("Osaka, Sapporo, Tokyo", "Tokyo Standard Time"),
        ("Seoul", "Korea Standard Time"),
        ("Adelaide", "Cen. Australia Standard Time"),
        ("Darwin", "AUS Central Standard Time"),
        ("Brisbane", "E. Australia Standard Time"),
        ("Canberra, Melbourne, Sydney", "AUS Eastern Standard Time"),
        ("Hobart", "Tasmania Standard Time"),
        ("Auckland, Wellington", "New Zealand Standard Time"),
    ]

    /// The Windows name a display name names (`(UTC-05:00) Eastern Time (US & Canada)`
    /// gives `Eastern Standard Time`), ignoring case and the bracketed offset; nil otherwise.
    static func windowsName(_ name: String) -> String? {
        var text = Substring(name.trimmingWhitespace())
        let upper = text.uppercased()
        if upper.hasPrefix("(UTC") || upper.hasPrefix("(GMT"), let close = text.firstIndex(of: ")")
        {
            text = text[text.index(after: close)...]
        }
        let wanted = String(text).trimmingWhitespace().lowercased()
        return table.first { $0.display.lowercased() == wanted }?.windows
    }
}
