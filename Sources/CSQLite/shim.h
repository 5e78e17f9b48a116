// SPDX-License-Identifier: MIT
#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: one wrapper per option used. */

/* Whether closing the connection checkpoints the WAL into the database file. Off while a
   database is being checked, so a file about to be moved aside is left as it was found. */
static inline int csqlite_set_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, !enabled, (int *)0);
}

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, a macro Swift cannot import: bind
   copies the bytes before it returns when given this. */
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
