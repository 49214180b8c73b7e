/// The sending half of a sync session (docs/manual.md#sync): local edits and deletions of
/// the objects the server did not change, and the planner's events no server holds yet.
extension SyncSession {
    /// Sends up a local edit or deletion of an object the server did not change.
    mutating func up(_ item: SyncedItem, in calendar: SyncedCalendar) throws {
        guard item.digest != nil else { return }
        let local = try item.uids.compactMap { try planner.event(uid: $0) }
        let series = item.uid ?? item.uids.first ?? ""
        let seriesGone = item.uids.contains(series) && !local.contains { $0.uid == series }
        let movedAway =
            try !seriesGone && !local.isEmpty
            && planner.calendarID(ofUID: local.first { $0.uid == series }?.uid ?? local[0].uid)
                != calendar.localID
        if local.isEmpty || seriesGone || movedAway {
            switch try client.delete(item.path, ifMatch: item.etag ?? "*") {
            case .done:
                report.sent += 1
                if movedAway { unlinked.formUnion(item.uids) }
                plan.changes.append(.deletedUp(itemID: item.id, uids: movedAway ? [] : item.uids))
            case .changedOnServer:
                try refetch(item, in: calendar)
            }
            tell()
            return
        }
        let digest = CalDAVObject.digest(local, zone: zone)
        guard digest != item.digest else { return }
        let body = try text(local, series: series, original: item.ics)
        switch try client.put(item.path, body: body, ifMatch: item.etag ?? "*") {
        case .done(let etag):
            report.sent += 1
            plan.changes.append(
                .sent(
                    calendarID: calendar.link.id,
                    path: item.path,
                    etag: etag,
                    ics: body,
                    uid: series,
                    uids: local.map(\.uid),
                    digest: digest,
                    itemID: item.id
                )
            )
        case .changedOnServer:
            // Changed by someone else since it was listed: theirs wins, ours is kept.
            try refetch(item, in: calendar)
        }
        tell()
    }

    /// Reads an object again after a 412 and takes the server's version.
    mutating func refetch(_ item: SyncedItem, in calendar: SyncedCalendar) throws {
        if let fresh = try client.get(item.path) {
            try fromServer(
                calendar,
                item.path,
                RemoteObject(etag: fresh.etag, ics: fresh.ics),
                linked: [:]
            )
        } else {
            try deletedOnServer(item)
        }
    }

    /// Sends up the planner calendar's events no server holds yet.
    mutating func sendNew(_ calendar: SyncedCalendar) throws {
        guard let localID = calendar.localID else { return }
        var uids = try accounts.unsyncedUIDs(in: localID).filter { !matched.contains($0) }
        // Events moved away are unlinked already when their deletion was applied.
        var listedUIDs = Set(uids)
        for uid in unlinked.sorted() where try planner.calendarID(ofUID: uid) == localID {
            if listedUIDs.insert(uid).inserted { uids.append(uid) }
        }
        let candidates = Set(uids)
        var groups: [(series: String, uids: [String])] = []
        var index: [String: Int] = [:]
        for uid in uids {
            if let (series, _) = CalDAVObject.occurrence(of: uid), candidates.contains(series) {
                if let at = index[series] {
                    groups[at].uids.append(uid)
                } else {
                    index[series] = groups.count
                    groups.append((series, [series, uid]))
                }
            } else if index[uid] == nil {
                index[uid] = groups.count
                groups.append((uid, [uid]))
            }
        }
        var taken = Set(calendar.items.keys)
        for group in groups {
            let events = try group.uids.compactMap { try planner.event(uid: $0) }
            guard !events.isEmpty else { continue }
            var path = calendar.link.path + Self.fileName(group.series) + ".ics"
            if taken.contains(path) {
                path = calendar.link.path + Self.fileName(Planner.newUID()) + ".ics"
            }
            taken.insert(path)
            let body = try text(events, series: group.series, original: nil)
            switch try client.put(path, body: body, ifMatch: nil) {
            case .done(let etag):
                report.sent += 1
                plan.changes.append(
                    .sent(
                        calendarID: calendar.link.id,
                        path: path,
                        etag: etag,
                        ics: body,
                        uid: group.series,
                        uids: events.map(\.uid),
                        digest: CalDAVObject.digest(events, zone: zone),
                        itemID: nil
                    )
                )
            case .changedOnServer:
                // Something is there already: most likely this event, sent by a sync that
                // was cut short. Reading it matches it by UID.
                if let fresh = try client.get(path) {
                    try fromServer(
                        calendar,
                        path,
                        RemoteObject(etag: fresh.etag, ics: fresh.ics),
                        linked: [:]
                    )
                }
            }
            tell()
        }
    }

    /// The text to send for `events`, with the writer set up once per sync.
    mutating func text(
        _ events: [PlannerEvent],
        series: String,
        original: String?
    ) throws
        -> String
    {
        if writerParts == nil {
            let (times, seriesTimes, timeZones) = try planner.exportRepeatTimes(
                calendarID: nil,
                now: Int64(SystemCalls.now())
            )
            writerParts = (
                ICalendarWriter(zone: zone, repeatTimes: times, series: seriesTimes), timeZones
            )
        }
        guard let (writer, timeZones) = writerParts else { return "" }
        return CalDAVObject.text(
            for: events,
            seriesUID: series,
            original: original,
            writer: writer,
            timeZones: timeZones
        )
    }
}
