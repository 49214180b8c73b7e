"""The household sync rows of scripts/bench (docs/manual.md#household-sync, issue 41's goals).

Two machines, anna and ben, each its own database joined to one shared folder:

- what recording for sync costs per write: `budget add` and a 1,000-row `budget import`
  counted by callgrind on a joined database against the same database not joined
  (goal ≤ 1.15×);
- ben applying anna's change file of 10,000 field changes (`budget category rename` of a
  category that all 10,000 items of the shared ledger hold: one change, one file of 10,000
  records of one field each) with `homebook sync` (goal ≤ 0.5 s);
- the same file applied a second time, ben having forgotten how far he had read anna's
  files, so every change in it is looked up and found applied (goal ≤ 0.05 s).
"""
import os
import shutil
import sqlite3
import subprocess

import benchdata


def run_ok(argv):
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"bench: {' '.join(argv)} failed: {done.stderr}")
    return done.stdout


def write_one_category_csv(source, target, category):
    """`source` (homebook's import format) with every item in `category`."""
    with open(source, newline="") as lines, open(target, "w", newline="") as out:
        out.write(next(lines))
        for line in lines:
            date, kind, name, amount, _, note = line.rstrip("\r\n").split(",")
            out.write(f"{date},{kind},{name},{amount},{category},{note}\r\n")


def copy_tree(source, target):
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target)


def run(bench, measure, measure_alternating, instructions, n=10_000):
    """Adds the household sync rows for a ledger of `n` items to `bench`."""
    print(f"bench: household sync, {n:,} items", flush=True)
    homebook, runs = bench.homebook, bench.args.runs
    work = os.path.join(bench.work, f"sync_{n}")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    csv = os.path.join(work, "items.csv")
    benchdata.write_csv(csv, n, bench.args.seed)
    small = os.path.join(work, "small.csv")
    benchdata.write_csv(small, 1_000, bench.args.seed + 1)

    # Recording: the same ledger, joined or not (a joined one has sent what it had).
    plain = os.path.join(work, "plain.sqlite")
    bench.copy_template(plain)
    run_ok([homebook, "--db", plain, "budget", "import", csv])
    joined = os.path.join(work, "joined.sqlite")
    bench.copy_database(plain, joined)
    run_ok([homebook, "--db", joined, "sync", "join", os.path.join(work, "alone"), "--name", "a"])
    run_ok([homebook, "--db", joined, "sync"])
    scratch = os.path.join(work, "scratch.sqlite")
    for label, argv in (
            ("`budget add`", ["budget", "add", "expense", "Coffee", "3.50", "--date",
                              "2024-12-31", "--category", "food"]),
            ("`budget import` of 1,000 rows", ["budget", "import", small])):
        counts = []
        for source in (plain, joined):
            bench.copy_database(source, scratch)
            counts.append(instructions([homebook, "--db", scratch] + argv))
        if None in counts:
            continue
        ratio = counts[1] / counts[0]
        said = (f"{n:,} items, {label} on a database joined to a household:"
                f" {counts[1] / 1e6:.2f}M instructions, not joined {counts[0] / 1e6:.2f}M"
                f" (callgrind): {ratio:.3f}× (goal ≤ 1.15×: {'✓' if ratio <= 1.15 else '✗'})")
        bench.notes.append(said)
        print("  " + said, flush=True)
    timed = measure_alternating([
        {"argv": [homebook, "--db", scratch, "budget", "add", "expense", "Coffee", "3.50"],
         "prepare": lambda: bench.copy_database(plain, scratch)},
        {"argv": [homebook, "--db", scratch, "budget", "add", "expense", "Coffee", "3.50"],
         "prepare": lambda: bench.copy_database(joined, scratch)}], runs)
    bench.row(n, "`budget add` on a joined database", timed[1], timed[0],
              goal="≤ 1.15× not joined", limit_label="not joined")

    # Anna and ben share a ledger whose every item is in one category; anna renames it: one
    # action that changes one field on each of the n items.
    everyday = os.path.join(work, "everyday.csv")
    write_one_category_csv(csv, everyday, "everyday")
    shared = os.path.join(work, "shared")
    anna, ben = os.path.join(work, "anna.sqlite"), os.path.join(work, "ben.sqlite")
    bench.copy_template(anna)
    bench.copy_template(ben)
    run_ok([homebook, "--db", anna, "sync", "join", shared, "--name", "anna"])
    run_ok([homebook, "--db", anna, "budget", "import", everyday])
    run_ok([homebook, "--db", anna, "sync"])
    run_ok([homebook, "--db", ben, "sync", "join", shared, "--name", "ben"])
    run_ok([homebook, "--db", ben, "sync"])
    run_ok([homebook, "--db", anna, "sync"])
    run_ok([homebook, "--db", anna, "budget", "category", "rename", "everyday", "renamed"])
    run_ok([homebook, "--db", anna, "sync"])
    ben_before = os.path.join(work, "ben-before.sqlite")
    bench.copy_database(ben, ben_before)
    shared_before = os.path.join(work, "shared-before")
    copy_tree(shared, shared_before)

    def fresh_ben():
        copy_tree(shared_before, shared)
        bench.copy_database(ben_before, ben)
    fresh_ben()
    applied = run_ok([homebook, "--db", ben, "sync"]).strip()
    fields = sqlite3.connect(ben).execute(
        "SELECT count(*) FROM budget_items WHERE category = 'renamed'").fetchone()[0]
    print(f"  ben: {applied} ({fields:,} items renamed)", flush=True)
    bench.row(n, f"`sync` applying {fields:,} remote field changes (one file)",
              measure([homebook, "--db", ben, "sync"], runs, prepare=fresh_ben), goal="≤ 500 ms")

    # The same file again: ben forgets that he read it (his mark of how far he had read
    # anna goes back to where it was before), so it is read and every change in it is found
    # already applied.
    ben_after = os.path.join(work, "ben-after.sqlite")
    connection = sqlite3.connect(ben_before)
    mark = connection.execute("SELECT applied_clock, last_file_hash, site FROM sync_members"
                              " WHERE name = 'anna'").fetchone()
    connection.close()
    fresh_ben()
    run_ok([homebook, "--db", ben, "sync"])
    connection = sqlite3.connect(ben)
    connection.execute("UPDATE sync_members SET applied_clock = ?, last_file_hash = ?"
                       " WHERE site = ?", mark)
    connection.commit()
    connection.close()
    bench.copy_database(ben, ben_after)
    shared_after = os.path.join(work, "shared-after")
    copy_tree(shared, shared_after)

    def again():
        copy_tree(shared_after, shared)
        bench.copy_database(ben_after, ben)
    again()
    print(f"  ben again: {run_ok([homebook, '--db', ben, 'sync']).strip()}", flush=True)
    bench.row(n, "`sync` applying the same file a second time",
              measure([homebook, "--db", ben, "sync"], runs, prepare=again), goal="≤ 50 ms")
