// SPDX-License-Identifier: MIT
/// The window's answer to WebKit's `decide-policy`, as a table apart from WebKit: the core's own
/// loads, server redirects, back/forward moves and what the page does by itself go on; what the
/// user starts in the page (a click, a form) and every new window is held and asked of the core.
/// The page's response after a server redirect to a URI the core would not keep in the tab
/// (`BrowserSession.keepsLanding`) is not shown but asked of the core; any other response is shown when WebKit can show it
/// and it is no attachment, and downloaded otherwise. `WebKitRenderer` reads the question off
/// WebKit's decision and carries the verdict out.
package enum HousePolicy {
    /// What WebKit asks about, read off its decision.
    package enum Question: Equatable {
        /// A response arrived: `isPage` for the main frame's own resource, `uri` where it came
        /// from, `showable` when WebKit can show its type and it is no attachment.
        case response(isPage: Bool, uri: String?, showable: Bool)
        /// A navigation to `uri`: `newWindow` for `target=_blank` and `window.open`,
        /// `userGesture` for one the user started, `redirect` for a server redirect within a load.
        case navigation(uri: String, newWindow: Bool, userGesture: Bool, redirect: Bool)
    }

    /// What the tab knows that the answer depends on.
    package struct Tab: Equatable {
        package init(onStartView: Bool, redirected: Bool) {
            self.onStartView = onStartView
            self.redirected = redirected
        }

        /// The tab shows its start view, no page.
        var onStartView: Bool
        /// The core's load under way was redirected by its server.
        var redirected: Bool
    }

    package enum Verdict: Equatable {
        /// WebKit's own default: a response it shows, a decision of a kind not asked about here.
        case webKitDefault
        /// Goes on; `startsLoad` is its URI when it starts a load of its own (the page's script or
        /// a frame), nil for a redirect within a load already running.
        case proceed(startsLoad: String?)
        /// Ignored: a tab on its start view shows no page, so a navigation decided there is one the
        /// core asked for and has since gone back from (Back right after Forward).
        case ignore
        /// The user's navigation or a new window: ignored and asked of the core.
        case askCore(String)
        /// The page's response from where a server redirect took it, out of the window's hosts:
        /// not shown, asked of the core (which hands it to the system browser).
        case redirectedAway(String)
        /// Saved rather than shown; `isPage` when it is the page's own response (the tab stays on
        /// the page before it).
        case download(isPage: Bool)
    }

    /// The answer to `question` in `tab`; `keeps` says whether the core keeps a page landing at a
    /// URI in the tab.
    package static func verdict(on question: Question, in tab: Tab, keeps: (String) -> Bool) -> Verdict {
        switch question {
        case .response(let isPage, let uri, let showable):
            if isPage, tab.redirected, let uri, !keeps(uri) { return .redirectedAway(uri) }
            return showable ? .webKitDefault : .download(isPage: isPage)
        case .navigation(let uri, let newWindow, let userGesture, let redirect):
            if tab.onStartView { return .ignore }
            // The core's own loads, redirects and back/forward moves are no user gesture.
            if !newWindow, !userGesture { return .proceed(startsLoad: redirect ? nil : uri) }
            return .askCore(uri)
        }
    }
}
