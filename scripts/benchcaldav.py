"""The CalDAV rows of scripts/bench: syncs against a Radicale started on loopback.

Radicale's store is written directly (one .ics file per event, as its multifilesystem
storage keeps them), so a 10,000-event calendar is ready in a second; every sync then goes
through HTTP like a real one.
"""
import base64
import json
import os
import re
import shutil
import socket
import sqlite3
import subprocess
import time
import urllib.request

USER, PASSWORD = "bench", "bench-password"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def event(i):
    day = 1 + i % 28
    hour = 6 + i % 12
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VEVENT\r\n"
            f"UID:bench-{i}@example.com\r\nDTSTAMP:20260101T000000Z\r\n"
            f"DTSTART:202603{day:02d}T{hour:02d}0000Z\r\nDTEND:202603{day:02d}T{hour:02d}3000Z\r\n"
            f"SUMMARY:Event {i}\r\nLOCATION:Room {i % 40}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


class Radicale:
    """Radicale on a free loopback port with a calendar of `n` events; stop() ends it."""

    def __init__(self, folder, n):
        shutil.rmtree(folder, ignore_errors=True)
        calendar = os.path.join(folder, "store", "collection-root", USER, "work")
        os.makedirs(calendar)
        with open(os.path.join(calendar, ".Radicale.props"), "w") as props:
            json.dump({"D:displayname": "Work", "tag": "VCALENDAR"}, props)
        for i in range(n):
            with open(os.path.join(calendar, f"e{i}.ics"), "w", newline="") as out:
                out.write(event(i))
        with open(os.path.join(folder, "users"), "w") as users:
            users.write(f"{USER}:{PASSWORD}\n")
        self.port = free_port()
        with open(os.path.join(folder, "config"), "w") as config:
            config.write(f"[server]\nhosts = 127.0.0.1:{self.port}\n[storage]\n"
                         f"filesystem_folder = {folder}/store\n[rights]\ntype = owner_only\n"
                         f"[auth]\ntype = htpasswd\nhtpasswd_filename = {folder}/users\n"
                         "htpasswd_encryption = plain\n[logging]\nlevel = warning\n")
        self.process = subprocess.Popen(["radicale", "--config", os.path.join(folder, "config")],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        self.url = f"http://127.0.0.1:{self.port}"

    def put(self, path, text):
        token = base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
        request = urllib.request.Request(self.url + path, data=text.encode(), method="PUT",
                                         headers={"Content-Type": "text/calendar",
                                                  "Authorization": f"Basic {token}"})
        urllib.request.urlopen(request).read()

    def stop(self):
        self.process.kill()
        self.process.wait()


def requests_of(homebook, db):
    """Runs one sync and returns how many requests it reports."""
    out = subprocess.run([homebook, "--db", db, "plan", "sync", "--timeout", "600"], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"bench: plan sync failed: {out.stderr}")
    found = re.search(r"\((\d+) requests?\)", out.stdout)
    return int(found.group(1)) if found else -1


def run(bench, n, measure):
    """Adds the CalDAV rows for a calendar of `n` events to `bench`."""
    print(f"bench: CalDAV sync of {n:,} events against Radicale", flush=True)
    folder = os.path.join(bench.work, f"caldav_{n}")
    server = Radicale(folder, n)
    homebook = bench.homebook
    try:
        template = os.path.join(folder, "account.sqlite")
        subprocess.run([homebook, "--db", template, "plan", "account", "add", "dav", "--url",
                        server.url, "--user", USER, "--password-command", f"echo {PASSWORD}"],
                       check=True, capture_output=True)
        db = os.path.join(folder, "run.sqlite")

        def fresh():
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(db + suffix):
                    os.remove(db + suffix)
            shutil.copy(template, db)
        first = measure([homebook, "--db", db, "plan", "sync", "--timeout", "600"], min(bench.args.runs, 3),
                        prepare=fresh)
        # The same sync without undo recording: undo keeps the events a sync adds as one
        # range of rows, so its peak memory stays near this one's at any size (issue 38).
        without = measure([homebook, "--db", db, "plan", "sync", "--timeout", "600"],
                          min(bench.args.runs, 3), prepare=fresh,
                          env={"HOMEBOOK_BENCH_WITHOUT_UNDO": "1"})
        fresh()
        first_requests = requests_of(homebook, db)
        bench.row(n, f"`plan sync` first sync, Radicale ({first_requests} requests)", first,
                  without, goal="≤ 8 MB over the reference", limit_label="without undo recording")
        idle = measure([homebook, "--db", db, "plan", "sync", "--timeout", "600"], bench.args.runs)
        # The reference: the same sync-collection REPORT from curl, with the token homebook
        # kept, so the row shows what is homebook's and what is Radicale's answering.
        connection = sqlite3.connect(db)
        token = connection.execute("SELECT token FROM caldav_sync_tokens").fetchone()[0]
        connection.close()
        report = ('<?xml version="1.0" encoding="utf-8"?><D:sync-collection xmlns:D="DAV:"'
                  ' xmlns:C="urn:ietf:params:xml:ns:caldav">'
                  f'<D:sync-token>{token}</D:sync-token><D:sync-level>1</D:sync-level>'
                  '<D:prop><D:getetag/><C:calendar-data/></D:prop></D:sync-collection>')
        alone = measure(["curl", "-s", "-o", "/dev/null", "-u", f"{USER}:{PASSWORD}", "-X",
                         "REPORT", "-H", "Depth: 1", "-H", "Content-Type: application/xml",
                         "--data-binary", report, f"{server.url}/{USER}/work/"], bench.args.runs)
        bench.row(n, f"`plan sync` nothing changed ({requests_of(homebook, db)} request)", idle,
                  alone, goal="", limit_label="curl sending the same REPORT")
        counter = [0]

        def edit_local():
            counter[0] += 1
            subprocess.run([homebook, "--db", db, "plan", "edit", "1", "--title",
                            f"Edited {counter[0]}"], check=True, capture_output=True)
        local = measure([homebook, "--db", db, "plan", "sync", "--timeout", "600"], bench.args.runs,
                        prepare=edit_local)
        edit_local()
        bench.row(n, f"`plan sync` one local edit ({requests_of(homebook, db)} requests)",
                  local, goal="")

        def edit_remote():
            counter[0] += 1
            server.put(f"/{USER}/work/e5.ics", event(5).replace("SUMMARY:Event 5",
                                                                 f"SUMMARY:Remote {counter[0]}"))
        remote = measure([homebook, "--db", db, "plan", "sync", "--timeout", "600"], bench.args.runs,
                         prepare=edit_remote)
        edit_remote()
        bench.row(n, f"`plan sync` one server edit ({requests_of(homebook, db)} request)",
                  remote, goal="")
    finally:
        server.stop()
