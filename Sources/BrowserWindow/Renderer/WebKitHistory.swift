// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// A web view's back/forward list, as WebKit keeps it: read as the core keeps one, and the entries
/// the renderer goes to.
enum WebKitHistory {
    static func uri(of item: OpaquePointer) -> String? {
        webkit_back_forward_list_item_get_uri(item).map { String(cString: $0) }
    }

    /// The view's list as the core keeps one.
    static func list(of view: UnsafeMutablePointer<WebKitWebView>) -> BackForwardList {
        let list = webkit_web_view_get_back_forward_list(view)
        func item(_ index: Int32) -> HistoryItem? {
            guard let entry = webkit_back_forward_list_get_nth_item(list, index), let url = uri(of: entry) else { return nil }
            let title = webkit_back_forward_list_item_get_title(entry).map { String(cString: $0) } ?? ""
            return HistoryItem(url: url, title: title.isEmpty ? url : title)
        }
        // The lists are WebKit's items in new GLists: only the lists are ours to free.
        let backList = webkit_back_forward_list_get_back_list(list)
        let forwardList = webkit_back_forward_list_get_forward_list(list)
        defer {
            g_list_free(backList)
            g_list_free(forwardList)
        }
        let backCount = Int32(g_list_length(backList))
        let forwardCount = Int32(g_list_length(forwardList))
        return BackForwardList(back: (-backCount ..< 0).compactMap(item), current: item(0),
                               forward: (0 ..< forwardCount).compactMap { item($0 + 1) })
    }

    /// The entry that going `direction` from what the view shows leads to: from its start view
    /// (`onStartView`) forward, the page WebKit still holds; from a page, its neighbour.
    static func entry(going direction: BackForwardTransition.Direction, from view: UnsafeMutablePointer<WebKitWebView>,
                      onStartView: Bool) -> OpaquePointer? {
        let list = webkit_web_view_get_back_forward_list(view)
        switch (onStartView, direction) {
        case (true, .forward): return webkit_back_forward_list_get_current_item(list)
        case (true, .back): return nil
        case (false, .back): return webkit_back_forward_list_get_back_item(list)
        case (false, .forward): return webkit_back_forward_list_get_forward_item(list)
        }
    }

    /// The item of the view's restored list for the core's current entry, when the two lists are
    /// the same pages (WebKit's may lag the core's by a step a run was killed in); nil when they differ.
    static func item(matching history: BackForwardList, in view: UnsafeMutablePointer<WebKitWebView>) -> OpaquePointer? {
        let restored = list(of: view)
        guard restored.entries.items.map(\.url) == history.entries.items.map(\.url) else { return nil }
        return webkit_back_forward_list_get_nth_item(webkit_web_view_get_back_forward_list(view), Int32(history.back.count - restored.back.count))
    }
}
