import Foundation
import TestSupport
import Testing

/// Faults between homebook and a real server (docs/manual.md#sync): one clear line, exit 1,
/// the planner unchanged, and the next sync finishing the work without duplicates.
@Suite("plan sync through a fault-injecting proxy")
struct PlanSyncFaultTests {
    /// Radicale behind a proxy, an account on the proxy, one event synced down already
    /// (the fixture's, which the background and leave tests share).
    private func withProxy(_ body: (SyncFixture, FaultProxy) throws -> Void) throws {
        try SyncFixture.withProxy(body)
    }

    /// After the faults: each event once on each side.
    private func expectEverythingOnce(_ fixture: SyncFixture) throws {
        let listing = try fixture.listing()
        for title in ["Dentist", "Gym", "Lunch"] {
            #expect(listing.components(separatedBy: "  \(title)  ").count == 2, "\(title)")
        }
        let remote = try fixture.remoteObjects()
        #expect(remote.count == 3)
        for title in ["Dentist", "Gym", "Lunch"] {
            #expect(remote.filter { $0.contains("SUMMARY:\(title)") }.count == 1, "\(title)")
        }
    }

    @Test func aServerErrorIsOneLineAndTheNextSyncFinishes() throws {
        try withProxy { fixture, proxy in
            try fixture.changeBothSides()
            let before = try fixture.listing()
            proxy.inject { $0.method == "REPORT" ? .reply(.answer(status: 503)) : .forward }
            let failed = try fixture.run("plan", "sync")
            #expect(failed.status == 1)
            #expect(
                failed.stderr
                    == "Error: dav: 127.0.0.1:\(proxy.baseURL.split(separator: ":").last ?? "") "
                    + "answered 503 (a server error) while reading changes; nothing was lost, "
                    + "sync again later\n"
            )
            #expect(try fixture.listing() == before)
            #expect(try fixture.run("plan", "account", "list").stdout.contains("last sync failed"))
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    @Test func aTimeoutIsOneLine() throws {
        try withProxy { fixture, proxy in
            proxy.inject {
                $0.method == "REPORT" ? .reply(.answer(status: 207, delay: 10)) : .forward
            }
            let failed = try fixture.run("plan", "sync", "--timeout", "1")
            #expect(failed.status == 1)
            #expect(failed.stderr.hasSuffix("timed out (no complete answer within 1 s)\n"))
            #expect(failed.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func aTruncatedAnswerChangesNothing() throws {
        try withProxy { fixture, proxy in
            try fixture.changeBothSides()
            let before = try fixture.listing()
            proxy.inject {
                $0.method == "REPORT"
                    ? .reply(
                        .truncated(status: 207, body: Array("<?xml ver".utf8), declaredLength: 900)
                    )
                    : .forward
            }
            let failed = try fixture.run("plan", "sync")
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix("Error: dav: cannot reach 127.0.0.1:"))
            #expect(try fixture.listing() == before)
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    /// docs/manual.md#sync: a sync with nothing to do is one request on the wire, and one
    /// change each way two or three.
    @Test func aSyncWithNothingChangedIsOneRequest() throws {
        try withProxy { fixture, proxy in
            var seen = proxy.requests.count
            #expect(try fixture.sync().contains("received 0"))
            #expect(proxy.requests.dropFirst(seen).map(\.method) == ["REPORT"])
            seen = proxy.requests.count
            #expect(try fixture.run("plan", "edit", "1", "--title", "Dentist at 3").status == 0)
            try fixture.sync()
            let methods = proxy.requests.dropFirst(seen).map(\.method)
            #expect((2...3).contains(methods.count), "\(methods)")
            #expect(methods.filter { $0 == "PUT" }.count == 1)
        }
    }

    /// RFC 6578 §3.6: a server may answer part of the changes with a 507 on the collection
    /// and a token to go on from; homebook asks again from that token until it has them all.
    @Test func aTruncatedChangeListIsFollowedFromItsToken() throws {
        try withProxy { fixture, proxy in
            try fixture.putRemote("b", SyncFixture.vevent(uid: "b@t", title: "Gym"))
            try fixture.putRemote("c", SyncFixture.vevent(uid: "c@t", title: "Swim"))
            let partToken = "http://proxy.invalid/sync/part-1"
            let firstToken = Locked<String?>(nil)
            proxy.inject { request in
                let body = String(decoding: request.body, as: UTF8.self)
                guard request.method == "REPORT", body.contains("sync-collection"),
                    let sent = TruncatingServer.token(in: body)
                else { return .forward }
                if sent == partToken {
                    // Going on from the part's token: the server's whole answer from the start.
                    let original = firstToken.withValue { $0 } ?? ""
                    let resent = body.replacingOccurrences(of: partToken, with: original)
                    return .forwardEditing(body: Array(resent.utf8), answer: { $0 })
                }
                firstToken.withValue { $0 = sent }
                return .forwardEditing(
                    body: request.body,
                    answer: {
                        TruncatingServer.firstPart(
                            of: $0,
                            collection: request.target,
                            token: partToken
                        )
                    }
                )
            }
            let seen = proxy.requests.count
            let output = try fixture.sync()
            #expect(output.contains("received 2"), "\(output)")
            let reports = proxy.requests.dropFirst(seen).filter {
                String(decoding: $0.body, as: UTF8.self).contains("sync-collection")
            }
            #expect(
                reports.count == 2,
                "\(reports.map { $0.target + " " + String(decoding: $0.body, as: UTF8.self) })"
            )
            #expect(
                reports.last.map { String(decoding: $0.body, as: UTF8.self) }?.contains(partToken)
                    == true
            )
            let listing = try fixture.listing()
            for title in ["Dentist", "Gym", "Swim"] {
                #expect(listing.components(separatedBy: "  \(title)  ").count == 2, "\(title)")
            }
            // The token kept is the server's own, so the next sync asks it, not the part's.
            proxy.heal()
            #expect(try fixture.sync().contains("received 0"))
        }
    }

    @Test func anUploadWhoseAnswerIsLostIsNotSentTwice() throws {
        try withProxy { fixture, proxy in
            try fixture.changeBothSides()
            // The server stores the new event, the answer never arrives.
            proxy.inject { $0.method == "PUT" ? .forwardThen(.hangUp) : .forward }
            #expect(try fixture.run("plan", "sync").status == 1)
            proxy.heal()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }

    @Test func killedWhileSendingTheNextSyncFinishesWithoutDuplicates() throws {
        try withProxy { fixture, proxy in
            try fixture.changeBothSides()
            #expect(try fixture.run("plan", "edit", "1", "--title", "Dentist at 3").status == 0)
            // The edit reaches the server; homebook is killed while it waits for the answer.
            proxy.inject {
                $0.method == "PUT" ? .forwardThen(.answer(status: 204, delay: 30)) : .forward
            }
            let running = try RunningHomebook(
                ["--db", fixture.database, "plan", "sync"],
                outputFolder: fixture.folder,
                name: "sync"
            )
            for _ in 0..<300 where !proxy.requests.contains(where: { $0.method == "PUT" }) {
                usleep(50_000)
            }
            running.kill()
            _ = running.wait()
            #expect(try fixture.run("check").status == 0)
            proxy.heal()
            try fixture.sync()
            let listing = try fixture.listing()
            #expect(listing.contains("Dentist at 3"))
            #expect(listing.components(separatedBy: "Dentist").count == 2)
            let remote = try fixture.remoteObjects()
            #expect(remote.count == 3)
            #expect(remote.filter { $0.contains("SUMMARY:Dentist at 3") }.count == 1)
            #expect(remote.filter { $0.contains("SUMMARY:Lunch") }.count == 1)
            #expect(!(try fixture.run("plan", "conflict", "list").stdout.contains("conflict copy")))
        }
    }

    @Test func aRaceAtUploadKeepsTheLocalVersionAsAConflictCopy() throws {
        try withProxy { fixture, proxy in
            #expect(try fixture.run("plan", "edit", "1", "--title", "Mine").status == 0)
            let server = fixture.server
            let path = fixture.calendar + "a.ics"
            // Someone else saves the event between homebook's listing and its PUT: 412.
            proxy.inject { request in
                if request.method == "PUT" {
                    _ = try? server.put(
                        path,
                        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
                            + SyncFixture.vevent(uid: "a@t", title: "Theirs")
                            + "END:VCALENDAR\r\n"
                    )
                }
                return .forward
            }
            let output = try fixture.sync()
            #expect(output.contains("conflict: \"Mine\" changed on both sides"))
            #expect(proxy.requests.contains { $0.method == "PUT" && $0.header("If-Match") != nil })
            let listing = try fixture.listing()
            #expect(listing.contains("Theirs  #1 [Work]"))
            #expect(listing.contains("Mine  #2 [Work]"))
            #expect(try server.get(path)?.contains("SUMMARY:Theirs") == true)
        }
    }

    @Test func withoutSyncCollectionEveryETagIsCompared() throws {
        try withProxy { fixture, proxy in
            proxy.inject { request in
                String(decoding: request.body, as: UTF8.self).contains("sync-collection")
                    ? .reply(.answer(status: 501)) : .forward
            }
            try fixture.changeBothSides()
            try fixture.sync()
            try expectEverythingOnce(fixture)
            #expect(try fixture.server.delete(fixture.calendar + "b.ics") < 300)
            #expect(try fixture.sync().contains("received 1"))
            #expect(!(try fixture.listing().contains("Gym")))
            #expect(proxy.requests.contains { $0.method == "PROPFIND" })
        }
    }

    @Test func aRefusedTokenFallsBackToAFullListing() throws {
        try withProxy { fixture, proxy in
            let refusal = Array(
                "<?xml version=\"1.0\"?><D:error xmlns:D=\"DAV:\"><D:valid-sync-token/></D:error>"
                    .utf8
            )
            proxy.inject { request in
                let body = String(decoding: request.body, as: UTF8.self)
                return body.contains("sync-collection")
                    && !body.contains("<D:sync-token></D:sync-token>")
                    ? .reply(.answer(status: 403, body: refusal)) : .forward
            }
            try fixture.changeBothSides()
            try fixture.sync()
            try expectEverythingOnce(fixture)
        }
    }
}

/// Answers of a server that sends its change list in parts (RFC 6578 §3.6), made from a real
/// server's whole answer.
private enum TruncatingServer {
    /// The sync-token a sync-collection request or answer carries ("" for the initial one).
    static func token(in xml: String) -> String? {
        guard let match = xml.firstMatch(of: /<(?:[A-Za-z0-9]+:)?sync-token>([^<]*)</)
        else { return nil }
        return String(match.1)
    }

    /// The first changed object of `answer` only, a 507 on `collection`, and `token`.
    static func firstPart(of answer: [UInt8], collection: String, token: String) -> [UInt8] {
        let text = String(decoding: answer, as: UTF8.self)
        let responses = text.matches(
            of: /<((?:[A-Za-z0-9]+:)?)response>.*?<\/\1response>/.dotMatchesNewlines()
        )
        guard let first = responses.first, let last = responses.last,
            let prefix = text.firstMatch(of: /<((?:[A-Za-z0-9]+:)?)response>/)?.1
        else { return answer }
        let truncation =
            "<\(prefix)response><\(prefix)href>\(collection)</\(prefix)href>"
            + "<\(prefix)status>HTTP/1.1 507 Insufficient Storage</\(prefix)status>"
            + "</\(prefix)response>"
        var cut =
            String(text[..<first.range.upperBound]) + truncation
            + String(text[last.range.upperBound...])
        if let old = cut.firstMatch(of: /(<(?:[A-Za-z0-9]+:)?sync-token>)[^<]*</) {
            cut.replaceSubrange(old.range, with: old.1 + token + "<")
        }
        return Array(cut.utf8)
    }
}
