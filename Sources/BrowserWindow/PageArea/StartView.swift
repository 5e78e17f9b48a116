// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// What a tab on its start view shows: a start button in the middle of the page area, which opens
/// the start page (`SessionControl.start`).
final class StartView {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Called when the start button is pressed.
    var onStart: (() -> Void)?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let button = gtk_button_new_with_label("Start")!
        gtk_widget_add_css_class(button, "peekpop-start")
        gtk_widget_add_css_class(button, "suggested-action")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(button, 1)
        gtk_box_append(cwebkit_box(widget), button)
        Signal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in
            self?.onStart?()
        }
    }
}
