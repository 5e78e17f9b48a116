// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import SessionStore

/// The latest picture of each tab's page, for the overview's cards: from the store's pictures at
/// launch (so the overview shows them before any page has loaded), then each snapshot the window
/// takes. A tab without one (never snapshotted, or its stored PNG missing or damaged) has none:
/// its card shows a placeholder until the tab's page loads and is snapshotted afresh.
public final class TabPictures {
    /// `GdkTexture`s.
    private var textures: [TabID: GRef] = [:]

    init() {}

    /// The picture of `tab`'s page (a `GdkTexture`, valid until the tab's next picture or its close),
    /// nil when there is none.
    public func picture(of tab: TabID) -> OpaquePointer? {
        textures[tab]?.pointer
    }

    /// Keeps `texture` as `tab`'s picture, in place of any earlier one.
    func keep(_ texture: GRef, for tab: TabID) {
        textures[tab] = texture
    }

    /// Loads the stored pictures `snapshots` names from `folder`; one missing or damaged is left out.
    func load(_ snapshots: [SnapshotMetadata], from folder: SnapshotFolder) {
        for snapshot in snapshots {
            guard let png = folder.png(of: snapshot) else { continue }
            let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            var error: UnsafeMutablePointer<GError>?
            guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
                if let error { g_error_free(error) }
                continue
            }
            keep(GRef(adopting: texture), for: snapshot.tab)
        }
    }

    /// Lets go of a closed tab's picture.
    func remove(_ tab: TabID) {
        textures[tab] = nil
    }
}
