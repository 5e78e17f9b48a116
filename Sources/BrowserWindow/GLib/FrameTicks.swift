// SPDX-License-Identifier: MIT
import CWebKit

/// Work done on every frame of a widget's frame clock (`gtk_widget_add_tick_callback`), for
/// animations: `body` gets the frame time in microseconds and returns whether it wants more frames.
/// The closure is held by GLib and released when the callback is removed.
enum FrameTicks {
    static func add(to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping (Int) -> Bool) {
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            let body = ClosureBox<(Int) -> Bool>.body(data)
            return body(Int(gdk_frame_clock_get_frame_time(clock))) ? 1 : 0 // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
        }, ClosureBox(body).retained(), releaseClosureBox)
    }

    /// Now on the frame clocks' time line (GLib's monotonic clock, in microseconds): when a
    /// release that is to start now started.
    static var now: Int { Int(g_get_monotonic_time()) }
}
