// SPDX-License-Identifier: MIT
import CWebKit

/// GObject signals with Swift closures, as rhx/SwiftGObject connects them: the closure is boxed
/// (`ClosureBox`) for GLib, and released by GLib's destroy notify when the handler goes
/// (disconnected, or its object finalised). Each C signature in use has one C handler here, of its
/// exact signature, and a `connect` or `on…` that takes the Swift closure it calls: a call site
/// names the signal and its closure, never a C function.
enum Signal {
    // MARK: Shapes shared by many signals

    /// A signal with no arguments and no result ("clicked", "changed", "leave").
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping () -> Void) {
        connect(instance, signal, handler, through: plain)
    }

    /// A signal with no arguments whose result says it was handled ("close-request").
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, handled: @escaping () -> Bool) {
        connect(instance, signal, handled, through: plainHandled)
    }

    /// A signal with one object argument and no result ("begin" and "end" of a gesture: the
    /// event sequence; "download-started": the download).
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, object: @escaping (OpaquePointer?) -> Void) {
        connect(instance, signal, object, through: objectArgument)
    }

    /// A signal with one object argument whose result says it was handled ("event": the event).
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, handled: @escaping (OpaquePointer?) -> Bool) {
        connect(instance, signal, handled, through: objectArgumentHandled)
    }

    /// A signal with a point (two doubles) and no result ("motion", "drag-update").
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, point: @escaping (Double, Double) -> Void) {
        connect(instance, signal, point, through: pointArgument)
    }

    /// Calls `changed` whenever `property` of `instance` changes ("notify::property").
    static func onNotify(of instance: UnsafeMutableRawPointer, _ property: String, _ changed: @escaping () -> Void) {
        connect(instance, "notify::" + property, changed, through: notify)
    }

    private static let plain = unsafeBitCast({ (_: gpointer?, data: gpointer?) in
        ClosureBox<() -> Void>.body(data)()
    } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

    private static let plainHandled = unsafeBitCast({ (_: gpointer?, data: gpointer?) -> gboolean in
        ClosureBox<() -> Bool>.body(data)() ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)

    private static let objectArgument = unsafeBitCast({ (_: gpointer?, object: OpaquePointer?, data: gpointer?) in
        ClosureBox<(OpaquePointer?) -> Void>.body(data)(object)
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)

    private static let objectArgumentHandled = unsafeBitCast({ (_: gpointer?, object: OpaquePointer?, data: gpointer?) -> gboolean in
        ClosureBox<(OpaquePointer?) -> Bool>.body(data)(object) ? 1 : 0
    } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean, to: GCallback.self)

    private static let pointArgument = unsafeBitCast({ (_: gpointer?, x: gdouble, y: gdouble, data: gpointer?) in
        ClosureBox<(Double, Double) -> Void>.body(data)(x, y)
    } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)

    private static let notify = unsafeBitCast({ (_: gpointer?, _: gpointer?, data: gpointer?) in
        ClosureBox<() -> Void>.body(data)()
    } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    // MARK: GTK signals of their own shape

    /// Calls `pressed` with the key of each "key-pressed" of `keys` (a GtkEventControllerKey);
    /// its result says the key was handled.
    static func onKeyPressed(of keys: UnsafeMutableRawPointer, _ pressed: @escaping (UInt32) -> Bool) {
        connect(keys, "key-pressed", pressed, through: keyPressed)
    }

    /// Calls `released` with the gesture of each "released" of `click` (a GtkGestureClick).
    static func onReleased(of click: UnsafeMutableRawPointer, _ released: @escaping (OpaquePointer?) -> Void) {
        connect(click, "released", released, through: clickReleased)
    }

    /// Places children of `overlay` (a GtkOverlay) by "get-child-position": `place` gets a child
    /// and the overlay's width and height and gives the child's rect, or nil for a child it leaves
    /// to other handlers (and then to its alignment).
    static func placeChildren(of overlay: UnsafeMutablePointer<GtkWidget>, _ place: @escaping (UnsafeMutableRawPointer?, Double, Double) -> GdkRectangle?) {
        let position: (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool = { child, allocation in
            guard let allocation, let rect = place(child, Double(gtk_widget_get_width(overlay)), Double(gtk_widget_get_height(overlay))) else { return false }
            allocation.pointee = rect
            return true
        }
        connect(UnsafeMutableRawPointer(overlay), "get-child-position", position, through: childPosition)
    }

    private static let keyPressed = unsafeBitCast({ (_: gpointer?, keyval: guint, _: guint, _: GdkModifierType, data: gpointer?) -> gboolean in
        ClosureBox<(UInt32) -> Bool>.body(data)(keyval) ? 1 : 0
    } as @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean, to: GCallback.self)

    private static let clickReleased = unsafeBitCast({ (click: OpaquePointer?, _: gint, _: gdouble, _: gdouble, data: gpointer?) in
        ClosureBox<(OpaquePointer?) -> Void>.body(data)(click)
    } as @convention(c) (OpaquePointer?, gint, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)

    private static let childPosition = unsafeBitCast({ (_: gpointer?, child: gpointer?, allocation: UnsafeMutablePointer<GdkRectangle>?, data: gpointer?) -> gboolean in
        ClosureBox<(UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?) -> Bool>.body(data)(child, allocation) ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean, to: GCallback.self)

    // MARK: WebKit signals

    /// Calls `changed` with each "load-changed" event of `view` (a WebKitWebView).
    static func onLoadChanged(of view: UnsafeMutableRawPointer, _ changed: @escaping (WebKitLoadEvent) -> Void) {
        connect(view, "load-changed", changed, through: loadChanged)
    }

    /// Calls `failed` with the URI and the error of each "load-failed" of `view` (a
    /// WebKitWebView); WebKit's own handling (its error page) goes on. WebKit follows it with
    /// "load-changed" `WEBKIT_LOAD_FINISHED`.
    static func onLoadFailed(of view: UnsafeMutableRawPointer, _ failed: @escaping (String, UnsafeMutablePointer<GError>?) -> Void) {
        connect(view, "load-failed", failed, through: loadFailed)
    }

    /// Calls `decide` with the decision and its type of each "decide-policy" of `view` (a
    /// WebKitWebView); its result says it decided (or will).
    static func onDecidePolicy(of view: UnsafeMutableRawPointer, _ decide: @escaping (gpointer?, WebKitPolicyDecisionType) -> Bool) {
        connect(view, "decide-policy", decide, through: decidePolicy)
    }

    /// Calls `changed` on each "changed" of `list` (a WebKitBackForwardList).
    static func onChanged(ofBackForwardList list: UnsafeMutableRawPointer, _ changed: @escaping () -> Void) {
        connect(list, "changed", changed, through: backForwardChanged)
    }

    /// Calls `decide` with the suggested file name of `download`'s "decide-destination"; its
    /// result says it decided.
    static func onDecideDestination(of download: UnsafeMutableRawPointer, _ decide: @escaping (String) -> Bool) {
        connect(download, "decide-destination", decide, through: decideDestination)
    }

    /// Calls `failed` with the error message of `download`'s "failed".
    static func onFailed(of download: UnsafeMutableRawPointer, _ failed: @escaping (String) -> Void) {
        connect(download, "failed", failed, through: downloadFailed)
    }

    private static let loadChanged = unsafeBitCast({ (_: gpointer?, event: WebKitLoadEvent, data: gpointer?) in
        ClosureBox<(WebKitLoadEvent) -> Void>.body(data)(event)
    } as @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void, to: GCallback.self)

    private static let loadFailed = unsafeBitCast({ (_: gpointer?, _: WebKitLoadEvent, uri: UnsafePointer<gchar>?, error: UnsafeMutablePointer<GError>?, data: gpointer?) -> gboolean in
        ClosureBox<(String, UnsafeMutablePointer<GError>?) -> Void>.body(data)(uri.map { String(cString: $0) } ?? "", error)
        return 0
    } as @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean, to: GCallback.self)

    private static let decidePolicy = unsafeBitCast({ (_: gpointer?, decision: gpointer?, type: WebKitPolicyDecisionType, data: gpointer?) -> gboolean in
        ClosureBox<(gpointer?, WebKitPolicyDecisionType) -> Bool>.body(data)(decision, type) ? 1 : 0
    } as @convention(c) (gpointer?, gpointer?, WebKitPolicyDecisionType, gpointer?) -> gboolean, to: GCallback.self)

    private static let backForwardChanged = unsafeBitCast({ (_: gpointer?, _: gpointer?, _: gpointer?, data: gpointer?) in
        ClosureBox<() -> Void>.body(data)()
    } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    private static let decideDestination = unsafeBitCast({ (_: gpointer?, suggested: UnsafePointer<gchar>?, data: gpointer?) -> gboolean in
        ClosureBox<(String) -> Bool>.body(data)(suggested.map { String(cString: $0) } ?? "") ? 1 : 0
    } as @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> gboolean, to: GCallback.self)

    private static let downloadFailed = unsafeBitCast({ (_: gpointer?, error: UnsafeMutablePointer<GError>?, data: gpointer?) in
        ClosureBox<(String) -> Void>.body(data)(error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    } as @convention(c) (gpointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void, to: GCallback.self)

    // MARK: Connecting

    /// Connects `thunk` (a C handler of the signal's exact signature, which reads a
    /// `ClosureBox<Handler>`) to `signal` on `instance`, with `handler` boxed as its user data.
    private static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, through thunk: GCallback) {
        cwebkit_signal_connect(instance, signal, thunk, ClosureBox(handler).retained(), releaseClosureBox)
    }
}
