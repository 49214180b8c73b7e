internal import SQLiteWrapper

extension Planner {
    /// The day lists of a row selected with ``select`` (columns 21 and 22); a list the
    /// schema's CHECKs would refuse is an error unless `clamping` (then it is dropped).
    static func dayLists(
        _ row: some ColumnReading,
        clamping: Bool
    ) throws -> ([RepeatWeekday], [Int]) {
        let byDayText: String? = try row.get(21)
        let byMonthDayText: String? = try row.get(22)
        let byDay = byDayText?.split(separator: ",").map { RepeatWeekday(code: $0) } ?? []
        let byMonthDay =
            byMonthDayText?.split(separator: ",").map { part -> Int? in
                guard let day = Int(part), day != 0, (-31...31).contains(day) else { return nil }
                return day
            } ?? []
        guard !byDay.contains(nil), !byMonthDay.contains(nil) else {
            guard clamping else {
                throw RowDecodingError.typeMismatch(
                    column: "repeat_by_day",
                    expected: "weekday codes and days of the month",
                    found: .text((byDayText ?? "") + ";" + (byMonthDayText ?? ""))
                )
            }
            return ([], [])
        }
        return (byDay.compactMap(\.self), byMonthDay.compactMap(\.self))
    }
}
