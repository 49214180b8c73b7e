import HomebookCore
import TestSupport
import Testing

/// A repeating item's account travels to the household's other machines as that account's
/// identity, not its local id (docs/manual.md#household-sync, #schedules).
@Suite struct SyncScheduleAccountTests {
    static let today = day(2026, 11, 20)

    func accountName(of schedule: String, on machine: SyncMachine) throws -> String? {
        try machine.with { store in
            let found = try store.schedules.all().first { $0.name == schedule }
            let accounts = try store.accounts.all()
            return accounts.first { $0.id == found?.accountID }?.name
        }
    }

    @Test func aSchedulesAccountReachesAnotherMachine() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            // Ben opens an account first, so the same account has another local id on each.
            try ben.with { _ = try $0.accounts.add("wallet", today: Self.today) }
            try ben.sync()
            try anna.with { store in
                _ = try store.accounts.add("savings", currency: "EUR", today: Self.today)
                _ = try store.accounts.add("cash", currency: "EUR", today: Self.today)
                _ = try store.schedules.add(
                    LedgerScheduleDraft(
                        kind: "expense",
                        name: "Rent",
                        amount: "950",
                        frequency: .monthly,
                        from: "2030-01-01",
                        account: "savings"
                    ),
                    today: Self.today
                )
            }
            try anna.sync()
            try ben.sync()
            #expect(try accountName(of: "Rent", on: ben) == "savings")
            let ids = try [anna, ben].map { machine in
                try machine.with { try $0.accounts.get("savings").id }
            }
            #expect(ids[0] != ids[1])
            // Moved on anna's machine: the change of account reaches ben's.
            try anna.with { store in
                let rent = try #require(try store.schedules.all().first)
                var draft = LedgerScheduleDraft(rent)
                draft.account = "cash"
                _ = try store.schedules.update(rent, with: draft, today: Self.today)
            }
            try anna.sync()
            try ben.sync()
            #expect(try accountName(of: "Rent", on: ben) == "cash")
            #expect(try anna.everything() == ben.everything())
        }
    }
}
