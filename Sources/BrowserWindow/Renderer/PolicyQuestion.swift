// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// What a WebKit `decide-policy` decision asks, read off it for `HousePolicy`: a navigation (or a
/// new window) to a URI, or a response to show or download.
enum PolicyQuestion {
    /// The question `decision` of `type` asks; nil for a kind the house does not answer.
    static func read(_ decision: gpointer, _ type: WebKitPolicyDecisionType) -> HousePolicy.Question? {
        if type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE {
            let response = OpaquePointer(decision)
            let uri = webkit_uri_response_get_uri(webkit_response_policy_decision_get_response(response)).map { String(cString: $0) }
            return .response(isPage: webkit_response_policy_decision_is_main_frame_main_resource(response) != 0, uri: uri,
                             showable: !isDownload(response))
        }
        let newWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        guard type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION || newWindow,
              let navigation = cwebkit_navigation_decision(decision),
              let action = webkit_navigation_policy_decision_get_navigation_action(navigation)
        else { return nil }
        return .navigation(uri: webkit_uri_request_get_uri(webkit_navigation_action_get_request(action)).map { String(cString: $0) } ?? "",
                           newWindow: newWindow, userGesture: webkit_navigation_action_is_user_gesture(action) != 0,
                           redirect: webkit_navigation_action_is_redirect(action) != 0)
    }

    /// Whether a response is to be downloaded rather than shown: WebKit cannot show its type, or the
    /// server sends it as an attachment (`Content-Disposition: attachment`).
    private static func isDownload(_ decision: OpaquePointer) -> Bool {
        guard webkit_response_policy_decision_is_mime_type_supported(decision) != 0 else { return true }
        let response = webkit_response_policy_decision_get_response(decision)
        guard let headers = webkit_uri_response_get_http_headers(response) else { return false }
        var disposition: UnsafeMutablePointer<CChar>?
        guard soup_message_headers_get_content_disposition(headers, &disposition, nil) != 0, let disposition else { return false }
        defer { g_free(disposition) }
        return g_ascii_strcasecmp(disposition, "attachment") == 0
    }
}
