// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// A web view's back/forward list as bytes and back (`webkit_web_view_get_session_state`,
/// `_serialize`, `_new`, `webkit_web_view_restore_session_state`): the list, its current item and
/// what WebKit keeps of each page (its scroll position; not a cached page's typed form text, which
/// WebKitGTK 2.50 leaves out), for the store to keep between runs.
enum WebKitSessionState {
    /// `view`'s state; nil while its list is empty (nothing loaded yet, or every load failed before
    /// it committed), so such a view never replaces a list kept from an earlier run.
    static func of(_ view: UnsafeMutablePointer<WebKitWebView>) -> RendererSessionState? {
        guard webkit_back_forward_list_get_length(webkit_web_view_get_back_forward_list(view)) > 0,
              let state = webkit_web_view_get_session_state(view)
        else { return nil }
        defer { webkit_web_view_session_state_unref(state) }
        guard let bytes = webkit_web_view_session_state_serialize(state) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return nil }
        return RendererSessionState(bytes: Array(UnsafeRawBufferPointer(start: data, count: Int(size))))
    }

    /// Gives `view` the list of `state` without loading anything; false (and `view` unchanged) when
    /// WebKit cannot read the bytes (corrupt, or written by a WebKit whose format it no longer reads).
    static func restore(_ state: RendererSessionState, in view: UnsafeMutablePointer<WebKitWebView>) -> Bool {
        let bytes = state.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let session = webkit_web_view_session_state_new(bytes) else { return false }
        defer { webkit_web_view_session_state_unref(session) }
        webkit_web_view_restore_session_state(view, session)
        return true
    }
}
