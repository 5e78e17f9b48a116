// SPDX-License-Identifier: MIT
/// The database layout, versioned with `PRAGMA user_version`: migration N (0-based) takes a database at
/// version N to N + 1. Append to the list, never edit a released entry; all pending ones run in one transaction.
enum Schema {
    static let migrations: [String] = [version1, version2]

    /// Times are event-time microseconds (`Timestamp`). Tab positions are the indices of `SessionState.tabs`.
    static let version1 = """
        CREATE TABLE tabs (
            id INTEGER PRIMARY KEY,
            position INTEGER NOT NULL,
            -- -1: the start view (BackForwardList.entries)
            current_index INTEGER NOT NULL,
            zoom REAL NOT NULL CHECK (zoom > 0),
            progress REAL NOT NULL CHECK (progress BETWEEN 0 AND 1)
        );
        CREATE TABLE entries (
            tab INTEGER NOT NULL REFERENCES tabs (id) ON DELETE CASCADE,
            idx INTEGER NOT NULL,
            url TEXT NOT NULL,
            title TEXT NOT NULL,
            PRIMARY KEY (tab, idx)
        ) WITHOUT ROWID;
        -- One row: what is in front.
        CREATE TABLE session (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            selected_tab INTEGER,
            mode TEXT NOT NULL DEFAULT 'page' CHECK (mode IN ('page', 'overview'))
        );
        CREATE TABLE host_zoom (
            host TEXT PRIMARY KEY,
            scale REAL NOT NULL CHECK (scale > 0)
        ) WITHOUT ROWID;
        -- Global history as GNOME Web (ephy-history) and Firefox (moz_places, moz_historyvisits) keep it.
        CREATE TABLE urls (
            id INTEGER PRIMARY KEY,
            url TEXT NOT NULL UNIQUE,
            title TEXT NOT NULL,
            visit_count INTEGER NOT NULL,
            last_visit INTEGER NOT NULL
        );
        CREATE INDEX urls_last_visit ON urls (last_visit);
        CREATE TABLE visits (
            id INTEGER PRIMARY KEY,
            url INTEGER NOT NULL REFERENCES urls (id),
            visit_time INTEGER NOT NULL
        );
        CREATE INDEX visits_url ON visits (url);
        -- Checked at COMMIT, so a step may save a snapshot before the tab it belongs to.
        CREATE TABLE snapshots (
            tab INTEGER PRIMARY KEY REFERENCES tabs (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
            url TEXT NOT NULL,
            width INTEGER NOT NULL,
            height INTEGER NOT NULL,
            taken_at INTEGER NOT NULL,
            key TEXT NOT NULL
        );
        """

    /// The renderer's own record of each tab's list (`RendererSessionState`: WebKit's serialised
    /// session state, with scroll positions and form state), NULL where none was reported. Never an
    /// empty blob: the type has no empty state.
    static let version2 = """
        ALTER TABLE tabs ADD COLUMN renderer_state BLOB CHECK (renderer_state IS NULL OR length(renderer_state) > 0);
        """
}
