/// The program's version, shown by `homebook --version`.
public enum HomebookVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
