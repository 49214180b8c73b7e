import HomebookCore

/// The one way the fronts (commands, the line menu, the full-screen app) open the store.
///
/// Opening announces a file it created, so a mistyped `--db` path is noticed, and posts the
/// repeating items that are due (docs/manual.md#schedules), saying so on standard error, where
/// it never mixes with a command's output or JSON.
enum FrontStore {
    /// Opens the store at `path`.
    ///
    /// - Parameters:
    ///   - announcesCreation: whether a new file is announced (the line menu does not).
    ///   - postsSchedules: false for the commands that act on the file as it is (undo, redo,
    ///     settings, `budget repeat`).
    ///   - readingOnly: true for a command that only reads: the store is opened read-only
    ///     when nothing is due, and for writing when something is, to post it first.
    static func open(
        path: String,
        announcesCreation: Bool = true,
        postsSchedules: Bool = true,
        readingOnly: Bool = false,
        today: CalendarDate = CalendarDate.today()
    ) throws -> HomebookStore {
        var store = try HomebookStore.open(path: path, readingOnly: readingOnly)
        if store.isOpenForReadingOnly && postsSchedules
            && (try? store.schedules.wouldPostOnOpen(today: today)) != false
        {
            try store.close()
            store = try HomebookStore.open(path: path)
        }
        if announcesCreation && store.isNew {
            printError("Created a new database at \(DisplayText.singleLine(store.path))")
        }
        if postsSchedules, let said = postDue(store, today: today) { printError(said) }
        return store
    }

    /// Posts what is due by today unless the `post-schedules` setting is off, and returns
    /// what to say (nil when nothing was posted). A failure does not stop the front (the file
    /// stays as it was: the posting is one transaction); it is said as a warning.
    static func postDue(
        _ store: HomebookStore,
        today: CalendarDate = CalendarDate.today()
    ) -> String? {
        do {
            return try store.schedules.postDueOnOpen(today: today).map {
                DisplayText.singleLine($0.announcement)
            }
        } catch {
            return "Warning: the due repeating items were not posted: \(error)"
        }
    }
}
