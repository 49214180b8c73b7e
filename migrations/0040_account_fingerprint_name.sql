-- The name a bank statement row's fingerprint is made with for this account
-- (docs/manual.md#interchange): the account's name when the row was first imported, kept
-- through a rename, so that re-importing an old statement after `budget account rename`
-- adds nothing again. NULL: the account's current name (every account made before this
-- migration, until it is renamed; the fingerprints already stored keep matching). The
-- default account's rows never include a name.
ALTER TABLE accounts ADD COLUMN fingerprint_name TEXT
    CHECK (fingerprint_name IS NULL OR length(fingerprint_name) > 0);
