/// Every stored recipe as `recipe list --json` prints it, one JSON object per line.
public func recipeJSONLines(_ database: String) throws -> [String] {
    let result = try homebook(database, "recipe", "list", "--json")
    guard result.status == 0 else { return ["exit \(result.status): \(result.stderr)"] }
    return result.stdout.split(separator: "\n").map(String.init).filter {
        !["[", "]", "[]"].contains($0)
    }
    .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
}
