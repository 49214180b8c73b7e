import HomebookCore

/// What every front does right after opening the file: post the repeating items that are due
/// (docs/manual.md#schedules) and say so on standard error, where it never mixes with a
/// command's output or JSON.
enum OpeningPosts {
    /// Posts what is due by today unless the `post-schedules` setting is off. A failure does
    /// not stop the front (the file stays as it was: the posting is one transaction); it is
    /// reported as a warning.
    static func run(_ store: HomebookStore, today: CalendarDate = CalendarDate.today()) {
        do {
            if let posting = try store.schedules.postDueOnOpen(today: today) {
                printError(DisplayText.singleLine(posting.announcement))
            }
        } catch {
            printError(
                "Warning: the due repeating items were not posted: \(error)"
            )
        }
    }
}
