import Foundation

/// hledger and ledger run on an exported journal, their reports read back as numbers: the
/// oracles of the journal export (docs/manual.md#interchange). CI installs both.
public enum JournalTools {
    /// The path of `name` on `PATH`, or nil when it is not installed.
    public static func tool(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// hledger's CSV report as account → its columns' cells, each read by ``cents(_:)``.
    public static func csv(_ text: String) -> (header: [String], rows: [String: [Int64]]) {
        let (header, cells) = csvCells(text)
        return (header, cells.mapValues { $0.map(cents) })
    }

    /// hledger's CSV report as account → its columns' cells as written.
    public static func csvCells(_ text: String) -> (header: [String], rows: [String: [String]]) {
        var lines = text.split(separator: "\n").map { line in
            // Cells are quoted; a multi-commodity cell holds `, ` inside its quotes.
            line.components(separatedBy: "\",\"").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\r"))
            }
        }
        let header = lines.isEmpty ? [] : lines.removeFirst()
        var rows: [String: [String]] = [:]
        for line in lines {
            guard let account = line.first else { continue }
            rows[account] = Array(line.dropFirst())
        }
        return (header, rows)
    }

    /// `$1234.50`, `$-3.75` or `0` as cents.
    public static func cents(_ text: String) -> Int64 {
        let plain = text.replacingOccurrences(of: "$", with: "").replacingOccurrences(
            of: ",",
            with: ""
        )
        return minor(plain, decimals: 2) ?? 0
    }

    /// A plain number (`-13.500`, `1200`) in minor units of a currency with `decimals`, or
    /// nil when it is not one or has more decimals.
    public static func minor(_ text: String, decimals: Int) -> Int64? {
        let negative = text.hasPrefix("-")
        let parts = (negative ? String(text.dropFirst()) : text).split(
            separator: ".",
            omittingEmptySubsequences: false
        )
        guard (1...2).contains(parts.count), let whole = Int64(parts[0]) else { return nil }
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.count <= decimals, fraction.allSatisfy(\.isNumber) else { return nil }
        let padded = fraction.padding(toLength: decimals, withPad: "0", startingAt: 0)
        var value = whole
        for _ in 0..<decimals { value *= 10 }
        value += decimals == 0 ? 0 : Int64(padded) ?? 0
        return negative ? -value : value
    }

    /// A multi-commodity amount (`-1000 JPY, ¥-1200`, or ledger's lines) as commodity →
    /// number text: `1200 JPY` → `JPY: 1200`, `$-3.75` → `$: -3.75`; `0` is nothing.
    public static func commodities(_ amounts: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for amount in amounts {
            let text = amount.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text != "0" else { continue }
            if let space = text.lastIndex(of: " ") {
                // `1200 JPY`: the code after the number.
                result[String(text[text.index(after: space)...])] = String(text[..<space])
            } else if let start = text.firstIndex(where: { $0.isNumber || $0 == "-" }) {
                // `$-3.75`: a symbol before it.
                result[String(text[..<start])] = String(text[start...])
            }
        }
        return result
    }

    /// hledger's balance report as CSV (`bal -O csv` and `options`), as account → the first
    /// column in cents.
    public static func hledgerBalance(
        _ hledger: String,
        _ journal: String,
        _ options: [String]
    ) throws -> (status: Int32, stderr: String, rows: [String: Int64]) {
        let run = try HomebookProcess.run(
            ["-f", journal, "bal", "-O", "csv"] + options,
            executable: hledger
        )
        var result: [String: Int64] = [:]
        for (account, columns) in csv(run.stdout).rows {
            result[account] = columns.first ?? 0
        }
        return (run.status, run.stderr, result)
    }

    /// Each account's balance per commodity from hledger (`bal ACCOUNTS -O csv`) as
    /// account → commodity → number text.
    public static func hledgerCommodityBalances(
        _ hledger: String,
        _ journal: String,
        _ accounts: String
    ) throws -> (status: Int32, stderr: String, rows: [String: [String: String]]) {
        let run = try HomebookProcess.run(
            ["-f", journal, "bal", accounts, "--flat", "-O", "csv"],
            executable: hledger
        )
        var result: [String: [String: String]] = [:]
        for (account, cells) in csvCells(run.stdout).rows where account != "total" {
            result[account] = commodities(
                (cells.first ?? "").components(separatedBy: ", ")
            )
        }
        return (run.status, run.stderr, result)
    }

    /// The same from ledger (`bal ^ACCOUNTS --flat`), whose multi-commodity totals take a
    /// line each.
    public static func ledgerCommodityBalances(
        _ ledger: String,
        _ journal: String,
        _ accounts: String
    ) throws -> (status: Int32, stderr: String, rows: [String: [String: String]]) {
        let run = try HomebookProcess.run(
            [
                "-f", journal, "bal", "^" + accounts, "--flat", "--no-total", "-F",
                "%(account)\t%(display_total)\n",
            ],
            executable: ledger
        )
        var amounts: [String: [String]] = [:]
        var current: String?
        for line in run.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                current = parts[0]
                amounts[parts[0], default: []].append(parts[1])
            } else if let current {
                amounts[current, default: []].append(String(line))
            }
        }
        return (run.status, run.stderr, amounts.mapValues(commodities))
    }
}
