/// Why a household sync command refused (docs/manual.md#household-sync); nothing changed.
public enum HouseholdSyncError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `sync` needs a household first.
    case notJoined
    /// `sync join` on a database that is already a member.
    case alreadyJoined(folder: String)
    /// The folder holds several households; homebook cannot tell which to join.
    case severalHouseholds(folder: String)
    /// A machine name that is empty, too long or more than one line.
    case invalidName
    /// Another database writes as this one (a copied file or a restored backup).
    case copiedDatabase(name: String)
    /// A change file could not be written.
    case cannotWrite(String)
    /// No open conflict has this number.
    case noSuchConflict(Int64)
    /// The lost value cannot be taken back: its row was deleted since.
    case conflictRowGone(Int64)

    /// The message for the person at the keyboard.
    public var description: String {
        switch self {
        case .notJoined:
            return "this database has not joined a household: run `homebook sync join FOLDER`"
        case .alreadyJoined(let folder):
            return "this database already syncs through \(folder); `homebook sync leave` first"
        case .severalHouseholds(let folder):
            return "\(folder) holds several households; give the folder of one of them"
        case .invalidName:
            return "a machine name is one line of 1 to 100 characters"
        case .copiedDatabase(let name):
            return
                "another database writes as \(name) (a copied file or a restored backup); "
                + "sync stopped: run `homebook sync leave` then `homebook sync join` on this copy"
        case .cannotWrite(let message):
            return message
        case .noSuchConflict(let id):
            return "no open conflict \(id): `homebook sync conflicts` lists them"
        case .conflictRowGone(let id):
            return "conflict \(id): its row was deleted since; nothing changed"
        }
    }
}
