"""The accounts and currencies rows of scripts/bench (docs/manual.md#currencies, issue 42's
goals).

The bench ledger of `n` items with a third of them in a pound account and a third in a yen
account, the base currency EUR and one price for each; against sqlite3 grouping the same
items the same way:

- `budget total` (the sums per currency; goal ≤ 10 ms);
- `budget account list` (each account's balance);
- `budget report --in EUR` (every category converted at today's prices) and `budget report
  --by category` (one table per currency): goal ≤ 0.1× sqlite3's `GROUP BY` over the items
  in instructions counted by callgrind (in wall time a process's start is the floor).
"""
import os
import subprocess

# The sums per currency over the items, as `budget total` gives them.
SQL_TOTAL = ("SELECT a.currency,"
             " sum(CASE WHEN i.kind = 'income' THEN i.amount_cents END),"
             " sum(CASE WHEN i.kind = 'expense' THEN i.amount_cents END), count(*)"
             " FROM budget_items i JOIN accounts a ON a.id = i.account_id GROUP BY 1")
# The sums per category and currency a converted report needs.
SQL_REPORT = ("SELECT coalesce(i.category, ''), a.currency, i.kind, sum(i.amount_cents), count(*)"
              " FROM budget_items i JOIN accounts a ON a.id = i.account_id GROUP BY 1, 2, 3")
# Each account's balance.
SQL_ACCOUNTS = ("SELECT account_id,"
                " sum(CASE WHEN kind = 'income' THEN amount_cents ELSE -amount_cents END)"
                " FROM budget_items GROUP BY 1")


def run_ok(argv):
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"bench: {' '.join(argv)} failed: {done.stderr}")
    return done.stdout


def ledger(bench, n):
    """The three-currency copy of the bench ledger (kept between runs)."""
    db = os.path.join(bench.work, f"currencies_{n}.sqlite")
    if os.path.exists(db):
        return db
    bench.copy_database(bench.budget_ledger(n), db)
    homebook = bench.homebook
    run_ok([homebook, "--db", db, "settings", "base-currency", "EUR"])
    run_ok([homebook, "--db", db, "budget", "account", "add", "london", "--currency", "GBP"])
    run_ok([homebook, "--db", db, "budget", "account", "add", "tokyo", "--currency", "JPY"])
    # A third of the items into each account; `check --repair` then recomputes what is
    # derived from them (the per-account cells) as homebook keeps it.
    run_ok(["sqlite3", db, "UPDATE budget_items SET account_id = 1 + id % 3"])
    run_ok([homebook, "--db", db, "check", "--repair"])
    run_ok([homebook, "--db", db, "budget", "price", "add", "2020-01-01", "GBP", "EUR", "1.17"])
    run_ok([homebook, "--db", db, "budget", "price", "add", "2020-01-01", "JPY", "EUR",
            "0.0061"])
    return db


def run(bench, n, measure_alternating, instructions):
    """Adds the currency rows for a ledger of `n` items to `bench`."""
    print(f"bench: accounts and currencies over {n:,} items", flush=True)
    db = ledger(bench, n)
    homebook, runs = bench.homebook, bench.args.runs
    for label, argv, sql, goal in (
            ("`budget total` (per currency, three accounts)", ["budget", "total"], SQL_TOTAL,
             "≤ 10 ms"),
            ("`budget account list` (balances)", ["budget", "account", "list"], SQL_ACCOUNTS,
             "≤ 10 ms"),
            ("`budget report --in EUR` (converted)", ["budget", "report", "--in", "EUR"],
             SQL_REPORT, "≤ 10 ms"),
            ("`budget report --by category` (per currency)",
             ["budget", "report", "--by", "category"], SQL_REPORT, "≤ 10 ms")):
        ours = [homebook, "--db", db] + argv
        bench.row(n, label, *measure_alternating([{"argv": ours}, {"argv": ["sqlite3", db, sql]}],
                                                 runs), goal=goal)
        counted, theirs = instructions(ours), instructions(["sqlite3", db, sql])
        if counted and theirs:
            said = (f"{n:,} items, {label}: {counted / 1e6:.2f}M instructions, sqlite3's"
                    f" `GROUP BY` {theirs / 1e6:.2f}M (callgrind): {counted / theirs:.3f}×"
                    f" (goal ≤ 0.1×: {'✓' if counted <= 0.1 * theirs else '✗'})")
            bench.notes.append(said)
            print("  " + said, flush=True)
