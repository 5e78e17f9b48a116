// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// The bottom toolbar: back, forward, reload and close tab, each a quarter of its width. Whether
/// each can be pressed is the session core's (`BrowserSession.controls`, `canCloseTab`), set after
/// every step; a press is handed to `onControl`, which feeds the core as the matching gesture would.
public final class Toolbar {
    /// The toolbar, for the bottom of the window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called with the button pressed.
    public var onControl: ((SessionControl) -> Void)?
    /// Back, forward, reload and close tab.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The tab the close button closes: the selected one, while it can be closed.
    private var closable: TabID?

    public init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_box_set_homogeneous(cwebkit_box(widget), 1)
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(widget, 6)
        }
        let controls: [(() -> SessionControl?, String)] = [({ .back }, "‹ Back"), ({ .forward }, "Forward ›"), ({ .reload }, "Reload"),
                                                          ({ [unowned self] in closable.map(SessionControl.closeTab) }, "Close Tab")]
        for (control, label) in controls {
            let button = gtk_button_new_with_label(label)!
            gtk_widget_set_sensitive(button, 0)
            gtk_box_append(cwebkit_box(widget), button)
            Signal.connect(UnsafeMutableRawPointer(button), "clicked", as: (() -> Void).self, { [weak self] in
                guard let control = control() else { return }
                self?.onControl?(control)
            }, through: Signal.plain)
            buttons.append(button)
        }
    }

    /// Enables the buttons the core allows now; `closable` is the selected tab when it can be closed.
    public func update(_ controls: (canGoBack: Bool, canGoForward: Bool, canReload: Bool), closable: TabID?) {
        self.closable = closable
        for (button, enabled) in zip(buttons, [controls.canGoBack, controls.canGoForward, controls.canReload, closable != nil]) {
            gtk_widget_set_sensitive(button, enabled ? 1 : 0)
        }
    }
}
