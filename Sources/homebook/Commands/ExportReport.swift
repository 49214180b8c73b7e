import HomebookCore

/// Says where an export to a file went (`Exported 3 recipes to out.json.`); an export to
/// standard output says nothing, so the output stays only the data.
func reportExport(_ count: Int, _ singular: String, _ plural: String, to output: String?) {
    guard let output else { return }
    print(
        "Exported \(count) \(count == 1 ? singular : plural) to \(DisplayText.singleLine(output))."
    )
}
