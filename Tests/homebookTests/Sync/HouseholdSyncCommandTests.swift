import Foundation
import TestSupport
import Testing

/// What `homebook sync` prints, run as a person would.
@Suite(.tags(.process), .skippedByTag) struct HouseholdSyncCommandTests {
    @Test func aSyncWithNothingToSendSaysSoInWords() throws {
        try withTemporaryDirectory { root in
            let anna = root + "/anna.sqlite"
            let ben = root + "/ben.sqlite"
            #expect(
                try homebook(anna, ["sync", "join", root + "/shared", "--name", "anna"]).status == 0
            )
            #expect(
                try homebook(ben, ["sync", "join", root + "/shared", "--name", "ben"]).status == 0
            )
            // Each sends what it holds once, and takes in what the other sent.
            for database in [anna, ben, anna, ben] {
                #expect(try homebook(database, ["sync"]).status == 0)
            }
            let idle = try homebook(anna, ["sync"])
            #expect(idle.status == 0)
            #expect(idle.stdout == "Nothing to send.\nNothing new from the others.\n")
            #expect(!idle.stdout.contains("Sent 0"))
            #expect(try homebook(anna, ["budget", "add", "expense", "Milk", "2.50"]).status == 0)
            let sent = try homebook(anna, ["sync"])
            #expect(sent.stdout.hasPrefix("Sent 1 change (1 row).\n"))
            let received = try homebook(ben, ["sync"])
            #expect(
                received.stdout.hasPrefix("Nothing to send.\nApplied 1 change (1 row) from anna.\n")
            )
        }
    }
}
