#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

// The session extension (changesets for undo) is compiled into Debian's libsqlite3, but
// sqlite3.h declares its API only when these are defined.
#ifndef SQLITE_ENABLE_SESSION
#define SQLITE_ENABLE_SESSION 1
#endif
#ifndef SQLITE_ENABLE_PREUPDATE_HOOK
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#endif

#include <sqlite3.h>

// Swift cannot import function-like or expression macros, so the extended result
// codes the wrapper names are re-exported as real constants.
static const int CSQLITE_BUSY_TIMEOUT = SQLITE_BUSY_TIMEOUT;
static const int CSQLITE_CONSTRAINT_CHECK = SQLITE_CONSTRAINT_CHECK;
static const int CSQLITE_CONSTRAINT_DATATYPE = SQLITE_CONSTRAINT_DATATYPE;
static const int CSQLITE_CONSTRAINT_FOREIGNKEY = SQLITE_CONSTRAINT_FOREIGNKEY;
static const int CSQLITE_CONSTRAINT_NOTNULL = SQLITE_CONSTRAINT_NOTNULL;
static const int CSQLITE_CONSTRAINT_PRIMARYKEY = SQLITE_CONSTRAINT_PRIMARYKEY;
static const int CSQLITE_CONSTRAINT_TRIGGER = SQLITE_CONSTRAINT_TRIGGER;
static const int CSQLITE_CONSTRAINT_UNIQUE = SQLITE_CONSTRAINT_UNIQUE;
static const int CSQLITE_READONLY_DBMOVED = SQLITE_READONLY_DBMOVED;
static const int CSQLITE_OPEN_EXRESCODE = SQLITE_OPEN_EXRESCODE;

/// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// Turns double-quoted string literals off for DDL and DML on this connection.
///
/// `sqlite3_db_config` is variadic and cannot be called from Swift.
static inline int csqlite_disable_double_quoted_strings(sqlite3 *db) {
    int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
    if (rc != SQLITE_OK) return rc;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
}

/// Turns SQLite's memory statistics off; it must run before SQLite initialises (the first
/// open), else it changes nothing and returns SQLITE_MISUSE.
///
/// With statistics on, every allocation and free takes a global mutex: about 6,000 of each
/// when a command opens the file and reads its schema, 0.3M instructions. homebook never
/// reads the statistics or sets a heap limit. `sqlite3_config` is variadic, hence this.
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// A conflict handler that stops the whole apply at the first conflict, noting its kind.
///
/// One case is no conflict: a delete of a row that is already gone. A foreign key's
/// ON DELETE CASCADE removes it when the changeset deletes its parent first (undoing an
/// insert of an account and its calendars deletes the account, then the calendars), and the
/// row is gone either way. SQLite 3.40 has no SQLITE_CHANGESETAPPLY_FKNOACTION to stop it.
static inline int csqlite_abort_on_conflict(
    void *context, int conflict, sqlite3_changeset_iter *iter
) {
    if (conflict == SQLITE_CHANGESET_NOTFOUND) {
        const char *table = 0;
        int columns = 0, operation = 0, indirect = 0;
        if (sqlite3changeset_op(iter, &table, &columns, &operation, &indirect) == SQLITE_OK
            && operation == SQLITE_DELETE) {
            return SQLITE_CHANGESET_OMIT;
        }
    }
    if (context) *(int *)context = conflict;
    return SQLITE_CHANGESET_ABORT;
}

/// Applies a changeset, aborting (and undoing all of it) at the first conflict.
///
/// `conflict` receives the SQLITE_CHANGESET_* kind of the conflict, or 0 when there was none.
/// The callbacks are C function pointers, simpler to pass from here than from Swift.
static inline int csqlite_changeset_apply_or_abort(
    sqlite3 *db, int size, void *changeset, int *conflict
) {
    *conflict = 0;
    return sqlite3changeset_apply_v2(
        db, size, changeset, 0, csqlite_abort_on_conflict, conflict, 0, 0, 0
    );
}

#endif
