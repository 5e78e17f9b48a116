// SPDX-License-Identifier: MIT
import BrowserSession

/// A session as stored, with its tabs' pictures: what `peekpop session show` prints.
public struct StoredSession {
    public let state: SessionState
    /// The metadata of every stored picture, a tab's at most once.
    public let snapshots: [SnapshotMetadata]
    /// Where the pictures' files are.
    public let pictures: SnapshotFolder
}
