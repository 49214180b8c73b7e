"""Full-screen timings for scripts/bench: key byte → frame written, and start-up → first frame.

Each measurement runs homebook on a pseudo-terminal of 80×24. Every frame ends with the
synchronized-output end sequence (ESC [ ? 2026 l), so the time from writing a key byte to
reading that sequence is the time a person waits for the screen to answer.
"""

import fcntl
import os
import select
import statistics
import struct
import subprocess
import termios
import time

FRAME_END = b"\x1b[?2026l"


class PtyApp:
    """homebook on a fresh pseudo-terminal."""

    def __init__(self, argv, cols=80, rows=24, env=None):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = dict(os.environ, **(env or {}), TERM="xterm-256color")
        env.pop("NO_COLOR", None)
        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        start_new_session=True, close_fds=True)
        os.close(slave)
        self.seen = 0

    def wait_frame(self, timeout=10.0):
        """Reads until one more frame has ended; returns the time it ended."""
        deadline = time.perf_counter() + timeout
        buffer = b""
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.5)
            if ready:
                buffer += os.read(self.master, 65536)
                if FRAME_END in buffer:
                    return time.perf_counter()
        raise RuntimeError("benchtui: no frame within %.0f s" % timeout)

    def key(self, data):
        """Writes key bytes and returns the milliseconds until the frame they cause ends."""
        start = time.perf_counter()
        os.write(self.master, data)
        return (self.wait_frame() - start) * 1000

    def peak_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def close(self):
        os.write(self.master, b"\x03")
        try:
            self.process.wait(timeout=10)
        finally:
            os.close(self.master)


def back_and_forth(app, there, back, runs):
    """Presses `there` then `back`, at least 20 times each, and closes `app`; the median
    keystroke → frame time and the peak memory."""
    times = []
    for _ in range(max(runs, 20)):
        times.append(app.key(there))
        times.append(app.key(back))
    peak = app.peak_mb()
    app.close()
    return {"ms": statistics.median(times), "mb": peak}


def startup(homebook, db, runs):
    """Start-up to the first frame of Home, median of `runs`."""
    times, peak = [], 0.0
    for _ in range(runs + 1):
        app = PtyApp([homebook, "--db", db])
        times.append((app.wait_frame() - app.started) * 1000)
        peak = max(peak, app.peak_mb())
        app.close()
    return {"ms": statistics.median(times[1:]), "mb": peak}


def converter_keystroke(homebook, db, runs):
    """A digit (then a Backspace) typed in the converter, median over 2 × `runs` keys."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"v")  # Home → Converter
    return back_and_forth(app, b"7", b"\x7f", runs)


def list_scroll(homebook, rows, runs):
    """One line down (then up) in a generated list of `rows` rows, from its end."""
    app = PtyApp([homebook, "ui-list-demo", "--rows", str(rows)])
    app.wait_frame()
    app.key(b"\x1b[F")  # End: the far end of the list, where an offset scan would hurt most
    return back_and_forth(app, b"\x1b[A", b"\x1b[B", runs)


def recipe_search(homebook, db, word, runs):
    """Keystrokes in the Recipes search (`/`): `word` typed letter by letter, then erased,
    each key a new full-text search of the whole book; median over every key."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"r")
    app.key(b"/")
    times = []
    for _ in range(max(runs, 5)):
        for letter in word.encode():
            times.append(app.key(bytes([letter])))
        for _ in word:
            times.append(app.key(b"\x7f"))
    peak = app.peak_mb()
    app.close()
    return {"ms": statistics.median(times), "max_ms": max(times), "mb": peak}


def open_screen(homebook, db, runs, key):
    """From Home, the key that opens a screen (`b` for Budget) → its first frame; each run a
    fresh process, so nothing is cached; median of `runs`."""
    times, peak = [], 0.0
    for _ in range(runs):
        app = PtyApp([homebook, "--db", db])
        app.wait_frame()
        times.append(app.key(key))
        peak = max(peak, app.peak_mb())
        app.close()
    return {"ms": statistics.median(times), "mb": peak}


def budget_keys(homebook, db, runs, forward, back):
    """A key (then its opposite) in the Budget screen over the ledger in `db`, from its end
    (the newest items, where the screen opens); median over 2 × `runs` keys."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"b")
    app.key(b"\x1b[5~")  # one page up first, so PgDn and ↓ have somewhere to go
    return back_and_forth(app, forward, back, runs)


def categories_open(homebook, db, runs):
    """From the Budget screen, `c` (the categories of this month) → its first frame; each run a
    fresh process; median of `runs`."""
    times, peak = [], 0.0
    for _ in range(runs):
        app = PtyApp([homebook, "--db", db])
        app.wait_frame()
        app.key(b"b")
        times.append(app.key(b"c"))
        peak = max(peak, app.peak_mb())
        app.close()
    return {"ms": statistics.median(times), "mb": peak}


def categories_step(homebook, db, runs, step, back):
    """[ then ] on the categories screen with the step that `step` (bytes of `p` presses)
    sets, after `back` [ presses from this period into the ledger's data (bench data ends in
    2024); median over 2 × `runs` keys, each a period summed afresh."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"b")
    app.key(b"c")
    for key in step:
        app.key(bytes([key]))
    for _ in range(back):
        app.key(b"[")
    return back_and_forth(app, b"[", b"]", runs)


def categories_drill(homebook, db, runs, back):
    """Enter on the first category of a year (`back` [ presses from this year into the
    data) → the frame of its items, then Esc back; median of `runs` Enters."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    for key in (b"b", b"c", b"p", b"p"):
        app.key(key)
    for _ in range(back):
        app.key(b"[")
    times = []
    for _ in range(max(runs, 11)):
        times.append(app.key(b"\r"))
        app.key(b"\x1b")
    peak = app.peak_mb()
    app.close()
    return {"ms": statistics.median(times), "mb": peak}


def idle_cpu(homebook, db, seconds=5.0):
    """The CPU time the app uses per second while it waits for a key on the Budget screen
    (it checks twice a second whether another process changed the data): user + system
    time of the process over `seconds`, in milliseconds per second (10 ms is 1% of a core)."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"b")

    def cpu_seconds():
        # schedstat's first field is the time on a CPU in nanoseconds (stat's utime and
        # stime count 10 ms ticks, too coarse for a few checks a second).
        with open(f"/proc/{app.process.pid}/schedstat") as schedstat:
            return int(schedstat.read().split()[0]) / 1e9

    before = cpu_seconds()
    time.sleep(seconds)
    used = cpu_seconds() - before
    peak = app.peak_mb()
    app.close()
    return {"ms": used * 1000 / seconds, "mb": peak}


def weather_keystroke(homebook, db, runs, env):
    """→ then ← on the Weather screen (`w` on Home) over stored data, each key a new tab drawn
    from the stored report; median over 2 × `runs` keys. `db`'s default place must have been
    fetched less than ten minutes ago, so opening the screen fetches nothing."""
    app = PtyApp([homebook, "--db", db], env=env)
    app.wait_frame()
    app.key(b"w")
    return back_and_forth(app, b"\x1b[C", b"\x1b[D", runs)


def planner_month_keys(homebook, db, runs):
    """PgDn then PgUp in the Planner's month grid (`p`, then `m`) over the events in `db`:
    each key turns the page, so the month's days are listed again (one query of the page's
    days); median over 2 × `runs` keys."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    app.key(b"p")
    app.key(b"m")
    return back_and_forth(app, b"\x1b[6~", b"\x1b[5~", runs)


def form_open(homebook, db, runs, keys):
    """From Home, `keys` (the last one opens a form: `ba` for the budget item form) → the
    form's first frame; each run a fresh process, so nothing is cached; median of `runs`."""
    times, peak = [], 0.0
    for _ in range(runs):
        app = PtyApp([homebook, "--db", db])
        app.wait_frame()
        for key in keys[:-1]:
            app.key(bytes([key]))
        times.append(app.key(keys[-1:]))
        peak = max(peak, app.peak_mb())
        app.close()
    return {"ms": statistics.median(times), "mb": peak}


def form_keystroke(homebook, db, runs, keys, to_text=b""):
    """In the form `keys` opens, after `to_text` (Tab to a text field when the first is a
    choice), a letter typed then erased: each key checks the form's problems again and draws
    it; median over 2 × `runs` keys."""
    app = PtyApp([homebook, "--db", db])
    app.wait_frame()
    for key in keys + to_text:
        app.key(bytes([key]))
    return back_and_forth(app, b"x", b"\x7f", runs)
