// SPDX-License-Identifier: MIT
import CWebKit

/// The thin bar along the top of the page area that shows the visible page's load: it appears when
/// a load starts, follows WebKit's estimated progress, and fades out when the load ends.
final class LoadProgressBar {
    /// The bar, an overlay at the top of the page area.
    let widget: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_progress_bar_new()
        gtk_widget_add_css_class(widget, "peekpop-progress")
        gtk_widget_add_css_class(widget, "finished")
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_can_target(widget, 0)
    }

    /// A load started: the bar is shown at once, from `fraction`.
    func started(at fraction: Double) {
        gtk_progress_bar_set_fraction(OpaquePointer(widget), fraction)
        gtk_widget_remove_css_class(widget, "finished")
    }

    func progressed(to fraction: Double) {
        gtk_progress_bar_set_fraction(OpaquePointer(widget), fraction)
    }

    /// The load finished, failed or was stopped: the bar fills and fades out.
    func finished() {
        gtk_progress_bar_set_fraction(OpaquePointer(widget), 1)
        gtk_widget_add_css_class(widget, "finished")
    }
}
