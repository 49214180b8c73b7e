import Foundation
import PackagePlugin

/// Compiles the target's `.sql` inputs (the top-level `migrations/` folder, reached through
/// the committed symlink `Sources/HomebookCore/migrations`) into `EmbeddedMigrations.swift`.
///
/// Reading them as target inputs, rather than from the package folder, makes SwiftPM notice
/// added and removed files, not only edited ones.
@main
struct EmbedMigrationsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sqlFiles = target.sourceFiles(withSuffix: "sql").map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(sqlFiles.count) SQL migrations",
                executable: try context.tool(named: "embed-migrations").url,
                arguments: ["--output", output.path] + sqlFiles.map(\.path),
                inputFiles: sqlFiles,
                outputFiles: [output]
            )
        ]
    }
}
