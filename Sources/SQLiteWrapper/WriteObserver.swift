/// Something that watches every outermost `write { }` transaction of a connection.
///
/// The connection calls ``transactionDidBegin(_:)`` right after `BEGIN IMMEDIATE`,
/// ``transactionWillCommit(_:)`` just before `COMMIT` (its writes join the transaction, so
/// they are committed or rolled back together with the change), and
/// ``transactionDidEnd(_:committed:)`` once the transaction is over either way.
/// Nested writes (savepoints) and `read { }` are not reported. A connection tells every
/// observer added with ``Database/addWriteObserver(_:)``, in the order they were added.
public protocol WriteObserver: AnyObject {
    /// The outermost write transaction has begun.
    func transactionDidBegin(_ database: Database) throws
    /// The body succeeded and `COMMIT` comes next; a throw rolls the whole write back.
    func transactionWillCommit(_ database: Database) throws
    /// The transaction committed (`committed`) or was rolled back.
    func transactionDidEnd(_ database: Database, committed: Bool)
}
