import SQLiteWrapper
import Testing

@Suite struct StatementTests {
    @Test func textWithEmbeddedNulRoundTrips() throws {
        let database = try Database(path: ":memory:")
        let row = try database.fetchOne("SELECT ?", [.text("a\u{0}b")])
        #expect(try row?.get(0, as: String.self) == "a\u{0}b")
    }

    @Test func aSecondStatementInOnePrepareIsRefused() throws {
        let database = try Database(path: ":memory:")
        #expect(throws: SQLiteError.self) {
            _ = try database.prepare("SELECT 1; SELECT 2")
        }
    }
}
