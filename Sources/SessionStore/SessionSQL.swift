// SPDX-License-Identifier: MIT
/// Every statement the store runs after opening. All are prepared on open, so a database whose schema
/// lacks a table or column the store needs is found broken then, not half-way through a step.
enum SessionSQL: String, CaseIterable {
    case tabPosition = "SELECT position FROM tabs WHERE id = ?"
    case tabCount = "SELECT count(*) FROM tabs"
    case shiftTabsDown = "UPDATE tabs SET position = position - 1 WHERE position > ?"
    case shiftTabsUp = "UPDATE tabs SET position = position + 1 WHERE position >= ? AND id <> ?"
    case saveTab = """
        INSERT INTO tabs (id, position, current_index, zoom, progress, renderer_state) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET position = excluded.position, current_index = excluded.current_index,
            zoom = excluded.zoom, progress = excluded.progress, renderer_state = excluded.renderer_state
        """
    case deleteEntries = "DELETE FROM entries WHERE tab = ?"
    // Its entries and snapshot go with it (ON DELETE CASCADE).
    case deleteTab = "DELETE FROM tabs WHERE id = ?"
    case insertEntry = "INSERT INTO entries (tab, idx, url, title) VALUES (?, ?, ?, ?)"
    case selectTab = "INSERT INTO session (id, selected_tab) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET selected_tab = excluded.selected_tab"
    case setMode = "INSERT INTO session (id, mode) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET mode = excluded.mode"
    case setHostZoom = "INSERT INTO host_zoom (host, scale) VALUES (?, ?) ON CONFLICT (host) DO UPDATE SET scale = excluded.scale"
    // An empty title (page not loaded yet) does not hide a known one.
    case visitURL = """
        INSERT INTO urls (url, title, visit_count, last_visit) VALUES (?, ?, 1, ?)
        ON CONFLICT (url) DO UPDATE SET visit_count = visit_count + 1,
            title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE title END,
            last_visit = max(last_visit, excluded.last_visit)
        RETURNING id
        """
    case retitleURL = "UPDATE urls SET title = ? WHERE url = ?"
    case insertVisit = "INSERT INTO visits (url, visit_time) VALUES (?, ?)"
    case saveSnapshot = """
        INSERT OR REPLACE INTO snapshots (tab, url, width, height, taken_at, key) VALUES (?, ?, ?, ?, ?, ?)
        """
    case deleteSnapshot = "DELETE FROM snapshots WHERE tab = ?"
    case holdsSession = "SELECT EXISTS (SELECT 1 FROM entries) OR EXISTS (SELECT 1 FROM host_zoom)"
    case tabs = "SELECT id, current_index, zoom, progress, renderer_state FROM tabs ORDER BY position, id"
    case entries = "SELECT tab, url, title FROM entries ORDER BY tab, idx"
    case frontState = "SELECT selected_tab, mode FROM session"
    case hostZooms = "SELECT host, scale FROM host_zoom"
    case history = "SELECT url, title, visit_count, last_visit FROM urls ORDER BY last_visit DESC, id DESC LIMIT ?"
    case snapshots = "SELECT tab, url, width, height, taken_at, key FROM snapshots ORDER BY tab"
    case snapshotOfTab = "SELECT tab, url, width, height, taken_at, key FROM snapshots WHERE tab = ?"
}
