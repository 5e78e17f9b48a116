// SPDX-License-Identifier: MIT
import CWebKit

/// A line of text over the top of the window's content, for what the user must know while it
/// lasts (the daemon is not running), or for a few seconds (a download saved). It lies over the
/// content rather than beside it, so the page area, onto which gestures map, keeps its size; it
/// takes no input.
public final class Banner {
    /// The content with the banner over it: what the window shows.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    /// What `show` keeps up; it covers a flashed text.
    private var lasting: String?
    /// What `flash` shows for a while.
    private var flashed: String?
    /// Counts flashes, so the end of an earlier one does not end a later one.
    private var flashes = 0

    public init(over content: UnsafeMutablePointer<GtkWidget>) {
        widget = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(widget), content)
        label = gtk_label_new(nil)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_widget_add_css_class(label, "osd")
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        // Below the 4 px load progress bar (WindowStyle), which stays visible above it.
        gtk_widget_set_margin_top(label, 4)
        gtk_widget_set_halign(label, GTK_ALIGN_FILL)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_visible(label, 0)
        gtk_overlay_add_overlay(OpaquePointer(widget), label)
    }

    /// Shows `text` until it is shown nil.
    public func show(_ text: String?) {
        lasting = text
        update()
    }

    /// Shows `text` for `span` (under any text `show` keeps up).
    public func flash(_ text: String, for span: Duration = .seconds(4)) {
        flashed = text
        flashes += 1
        let flash = flashes
        update()
        MainLoop.after(span) { [weak self] in
            guard let self, flashes == flash else { return }
            flashed = nil
            update()
        }
    }

    private func update() {
        let text = lasting ?? flashed
        gtk_label_set_text(OpaquePointer(label), text ?? "")
        gtk_widget_set_visible(label, text == nil ? 0 : 1)
    }
}
