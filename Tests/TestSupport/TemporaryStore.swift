import HomebookCore

/// Opens a new store on a file in a fresh temporary folder, runs `body` with it and the
/// folder, and closes it: the one way tests get a real database to work on.
@discardableResult
public func withTemporaryStore<Result>(
    named name: String = "test.sqlite",
    _ body: (_ store: HomebookStore, _ folder: String) throws -> Result
) throws -> Result {
    try withTemporaryDirectory { folder in
        let store = try HomebookStore.open(path: folder + "/" + name)
        defer { try? store.close() }
        return try body(store, folder)
    }
}
