// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// A suspended tab brought to the front shows its picture (`TabPictures`: its stored snapshot, or
/// the page as this window last drew it) at once, over the page area, while its page loads again,
/// so switching to it is instant on screen, as iPad Safari shows a tab's snapshot until its page is
/// drawn. An overlay over the tabs' views (under the edge-swipe, the overview and the preview),
/// taking no input: the page under it gets the fingers as usual. The renderer takes it away once
/// that page has loaded (or failed), or when another tab, a swipe or the start view is shown.
final class RevivedTabCover {
    /// The picture, filling the page area it was taken of (downscaled).
    private let widget: UnsafeMutablePointer<GtkWidget>
    /// The tab whose picture is shown; nil when none is.
    private(set) var tab: TabID?

    init() {
        widget = gtk_picture_new()!
        gtk_picture_set_can_shrink(OpaquePointer(widget), 1)
        gtk_picture_set_content_fit(OpaquePointer(widget), GTK_CONTENT_FIT_FILL)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_visible(widget, 0)
    }

    /// Adds the cover to `overlay` (a GtkOverlay over the page area), above what is there already.
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
    }

    /// Shows `picture` (a `GdkTexture`) over the page area, for `tab`.
    func show(_ picture: OpaquePointer, for tab: TabID) {
        gtk_picture_set_paintable(OpaquePointer(widget), picture)
        gtk_widget_set_visible(widget, 1)
        self.tab = tab
    }

    /// Takes the picture away (nothing when none is shown).
    func hide() {
        guard tab != nil else { return }
        tab = nil
        gtk_widget_set_visible(widget, 0)
        gtk_picture_set_paintable(OpaquePointer(widget), nil)
    }
}
