/// A conversion the person saved: the raw input as entered, and when it was saved.
///
/// Only the input is kept; results are recomputed at the precision in force when shown.
public struct SavedConversion: Sendable, Equatable {
    /// The row's id; a higher id is a newer save.
    public let id: Int64
    /// The quantity as entered, rebuilt exactly from the stored value text and unit.
    public let quantity: Quantity
    /// When it was saved, ISO 8601 in UTC, e.g. "2026-11-22T16:29:09Z" (`localTime` shows it).
    public let savedAt: String

    /// The category the conversion belongs to.
    public var category: UnitCategory { quantity.unit.category }
}

/// A saved conversion together with its results at the current precision.
public struct HistoryEntry: Sendable, Equatable {
    /// The saved input and its time.
    public let saved: SavedConversion
    /// The input converted to every unit of its category at the current precision.
    public let conversion: Conversion
}

/// A stored row that could not be rebuilt (for instance after the file was edited by hand).
public struct UnreadableConversion: Error, Sendable, Equatable, CustomStringConvertible {
    /// The row's id.
    public let id: Int64
    /// Why the row could not be read, worded for a person.
    public let reason: String

    /// A one-line note saying which row was skipped and why.
    public var description: String {
        "saved conversion #\(id) was skipped: \(reason)"
    }
}

/// The saved conversions shown to a person, newest first, with any rows that were skipped.
public struct ConversionHistoryReport: Sendable, Equatable {
    /// The readable conversions, newest first, with results at the current precision.
    public let entries: [HistoryEntry]
    /// Rows that could not be rebuilt, newest first; reported, never fatal.
    public let unreadable: [UnreadableConversion]
}
