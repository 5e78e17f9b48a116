// SPDX-License-Identifier: MIT
import CWebKit

/// An async JavaScript function run in a page, in an isolated world of its own or the page's own.
enum JavaScriptCall {
    /// Runs `body` (the body of an async function) in `world` of `view`'s page (nil: the page's own
    /// world, whose scripts can see and change what it uses); `done` gets its answer when it is a
    /// string, nil for anything else (null, an error, a page gone away).
    static func run(_ body: String, world: String?, in view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (String?) -> Void) {
        let completion = AsyncCompletion.retained { result in
            var error: UnsafeMutablePointer<GError>?
            let value = webkit_web_view_call_async_javascript_function_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let value = value.map(GRef.init(adopting:)) else { return done(nil) }
            let text = value.use { jsc_value_is_string($0) != 0 ? jsc_value_to_string($0) : nil }
            guard let text else { return done(nil) }
            defer { g_free(text) }
            done(String(cString: text))
        }
        webkit_web_view_call_async_javascript_function(view, body, -1, nil, world, nil, nil, AsyncCompletion.callback, completion)
    }
}
