// SPDX-License-Identifier: MIT
import CWebKit

/// GObject signals with Swift closures, as rhx/SwiftGObject connects them: the closure is boxed and
/// retained for GLib, and released by GLib's destroy notify when the handler goes (disconnected, or
/// its object finalised). The C handler of each signal is a closure literal of the signal's exact
/// C signature that gets the Swift closure back with `Signal.handler(_:)`.
enum Signal {
    /// The box GLib holds as a handler's user data.
    private final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    /// Connects `thunk` (a `@convention(c)` function of the signal's signature, cast to
    /// `GCallback`) to `signal` on `instance`, with `handler` as its user data. `type` is named
    /// here and in `handler(_:as:)` alike, so a closure is never boxed as one type and read back
    /// as another (a single-expression closure would otherwise box as returning `Void?`).
    static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, as type: Handler.Type, _ handler: Handler, through thunk: GCallback) {
        let data = Unmanaged.passRetained(Box(handler)).toOpaque()
        cwebkit_signal_connect(instance, signal, thunk, data) { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    /// The closure `connect` boxed, from a C handler's user data.
    static func handler<Handler>(_ data: UnsafeMutableRawPointer?, as type: Handler.Type) -> Handler {
        // GLib passes back exactly the pointer `connect` gave it, still retained.
        Unmanaged<Box<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }

    /// The C handler of a signal with no arguments and no result ("clicked"), calling
    /// a `() -> Void` handler.
    static let plain = unsafeBitCast({ (_: gpointer?, data: gpointer?) in
        handler(data, as: (() -> Void).self)()
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// Calls `changed` with each "load-changed" event of `view` (a WebKitWebView).
    static func onLoadChanged(of view: UnsafeMutableRawPointer, _ changed: @escaping (WebKitLoadEvent) -> Void) {
        connect(view, "load-changed", as: ((WebKitLoadEvent) -> Void).self, changed, through: loadChanged)
    }

    /// Calls `failed` with the URI and the error of each "load-failed" of `view` (a
    /// WebKitWebView); WebKit's own handling (its error page) goes on. WebKit follows it with
    /// "load-changed" `WEBKIT_LOAD_FINISHED`.
    static func onLoadFailed(of view: UnsafeMutableRawPointer, _ failed: @escaping (String, UnsafeMutablePointer<GError>?) -> Void) {
        connect(view, "load-failed", as: ((String, UnsafeMutablePointer<GError>?) -> Void).self, failed, through: loadFailed)
    }

    private static let loadChanged = unsafeBitCast({ (_: gpointer?, event: WebKitLoadEvent, data: gpointer?) in
        handler(data, as: ((WebKitLoadEvent) -> Void).self)(event)
    } as @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void, to: GCallback.self)

    private static let loadFailed = unsafeBitCast({ (_: gpointer?, _: WebKitLoadEvent, uri: UnsafePointer<gchar>?, error: UnsafeMutablePointer<GError>?, data: gpointer?) -> gboolean in
        handler(data, as: ((String, UnsafeMutablePointer<GError>?) -> Void).self)(uri.map { String(cString: $0) } ?? "", error)
        return 0
    } as @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean, to: GCallback.self)

    /// Places children of `overlay` (a GtkOverlay) by "get-child-position": `place` gets a child
    /// and the overlay's width and height and gives the child's rect, or nil for a child it leaves
    /// to other handlers (and then to its alignment).
    static func placeChildren(of overlay: UnsafeMutablePointer<GtkWidget>, _ place: @escaping (UnsafeMutableRawPointer?, Double, Double) -> GdkRectangle?) {
        let position: (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool = { child, allocation in
            guard let allocation, let rect = place(child, Double(gtk_widget_get_width(overlay)), Double(gtk_widget_get_height(overlay))) else { return false }
            allocation.pointee = rect
            return true
        }
        connect(UnsafeMutableRawPointer(overlay), "get-child-position", as: ((UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool).self, position, through: childPosition)
    }

    /// The C handler of GtkOverlay's "get-child-position".
    private static let childPosition = unsafeBitCast({ (_: gpointer?, child: gpointer?, allocation: UnsafeMutablePointer<GdkRectangle>?, data: gpointer?) -> gboolean in
        handler(data, as: ((UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool).self)(child, allocation) ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean, to: GCallback.self)
}
