// SPDX-License-Identifier: MIT
import CWebKit

/// Buttons of the window's own drawing (a preview's actions, the overview's close and new-tab
/// buttons) that take the pointer's clicks but leave touches to the session, which has them from
/// the daemon as taps (GTK's emulated click would act twice, or the tap would land after the click).
enum PointerClick {
    /// Calls `action` when a click on `widget` is released, unless it came from a touchscreen.
    static func on(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping () -> Void) {
        let click = gtk_gesture_click_new()!
        gtk_widget_add_controller(widget, click)
        Signal.onReleased(of: UnsafeMutableRawPointer(click)) { controller in
            guard let device = gtk_event_controller_get_current_event_device(controller),
                  gdk_device_get_source(device) != GDK_SOURCE_TOUCHSCREEN
            else { return }
            action()
        }
    }
}
