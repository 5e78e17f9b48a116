// SPDX-License-Identifier: MIT
import CWebKit

/// The settings the tabs' web views share. WebKit's own back/forward swipe
/// (`enable-back-forward-navigation-gestures`) is off: on a touchscreen that also reaches the
/// compositor it would go back on the same swipe the daemon reports as an edge-pan, and a back
/// must only ever be the core's.
enum WebViewSettings {
    /// The `WebKitSettings` boolean properties the window sets, by name.
    static let booleans = ["enable-back-forward-navigation-gestures": false]

    /// New settings as the window wants them (a `WebKitSettings`; each web view set to them holds
    /// its own reference). WebKit needs a display for them.
    static func make() -> GRef {
        let settings = webkit_settings_new()!
        for (name, value) in booleans {
            cwebkit_object_set_boolean(UnsafeMutableRawPointer(settings), name, value ? 1 : 0)
        }
        return GRef(adopting: settings)
    }
}
