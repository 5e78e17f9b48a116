// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import JSON

/// The scripts the window runs in the page at a point, found by the page's own layout: the link
/// under it (a peek's hit-test) and a click there (a replayed tap). They run in an isolated
/// JavaScript world (`world`), so page scripts can neither see them nor change what
/// `document.elementFromPoint` answers them. Points and rects are in the stream's normalised
/// coordinates over the page area, so a link found here is where the site file says it is.
enum HitTestScript {
    /// The isolated world the scripts run in.
    static let world = "peekpop-hit-test"

    /// The body of an async function (`webkit_web_view_call_async_javascript_function`) that
    /// returns the link under `point` as JSON, or null. CSS pixels are the page area's size over the
    /// zoom, so normalised coordinates map onto the layout viewport at any zoom level.
    static func body(at point: Point) -> String {
        """
        \(elementAndLink(at: point))
        if (!link) return null;
        const rect = link.getBoundingClientRect();
        return JSON.stringify({ href: link.href,
            x: rect.left / window.innerWidth, y: rect.top / window.innerHeight,
            width: rect.width / window.innerWidth, height: rect.height / window.innerHeight });
        """
    }

    /// The body of an async function that clicks the element under `point` as a tap there would
    /// (pointer and mouse down and up, then click, at the point), and returns its `ClickAnswer` as
    /// JSON. The events are dispatched by script, so the page sees them with `isTrusted` false (a
    /// page that ignores untrusted clicks ignores a replayed tap); WebKit still takes a link's
    /// activation as the user's gesture, so its navigation reaches `decide-policy` as a native
    /// click's does. A `javascript:` link is never clicked: following it would run the page's
    /// script from a gesture; its URL is answered instead, for the policy to refuse.
    static func clickBody(at point: Point) -> String {
        """
        \(elementAndLink(at: point))
        if (!element) return JSON.stringify({ outcome: 'nothing' });
        if (link && link.protocol === 'javascript:') return JSON.stringify({ outcome: 'script', href: link.href });
        const init = { bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y,
            button: 0, detail: 1, isPrimary: true, pointerType: 'touch' };
        element.dispatchEvent(new PointerEvent('pointerdown', init));
        element.dispatchEvent(new MouseEvent('mousedown', init));
        element.dispatchEvent(new PointerEvent('pointerup', init));
        element.dispatchEvent(new MouseEvent('mouseup', init));
        const followed = element.dispatchEvent(new MouseEvent('click', init));
        return JSON.stringify({ outcome: !link ? 'nothing' : followed ? 'followed' : 'prevented' });
        """
    }

    /// The link in the hit-test's answer; nil for null, or for anything the script cannot have said.
    static func link(fromJSON text: String?) -> Link? {
        guard let text, let answer = try? JSONValue(parsing: text), let href = answer["href"]?.stringValue,
              let x = answer["x"]?.doubleValue, let y = answer["y"]?.doubleValue,
              let width = answer["width"]?.doubleValue, let height = answer["height"]?.doubleValue
        else { return nil }
        return Link(href: href, rect: Rect(x: x, y: y, width: width, height: height))
    }

    /// What a click did.
    enum ClickAnswer: Equatable {
        /// It was on no link (the page may still have acted on it).
        case nothing
        /// It was on a link and the page let it be followed: its navigation is on its way to
        /// `decide-policy`.
        case followed
        /// It was on a link whose click the page cancelled.
        case prevented
        /// It was on a `javascript:` link, not clicked.
        case script(href: String)

        /// The answer in `text`; `nothing` for anything the script cannot have said.
        init(json text: String?) {
            // `href`, when there, is a string or null.
            guard let text, let answer = try? JSONValue(parsing: text), let outcome = answer["outcome"]?.stringValue,
                  answer["href"].map({ $0 == .null || $0.stringValue != nil }) ?? true
            else {
                self = .nothing
                return
            }
            switch (outcome, answer["href"]?.stringValue) {
            case ("followed", _): self = .followed
            case ("prevented", _): self = .prevented
            case ("script", let href?): self = .script(href: href)
            default: self = .nothing
            }
        }
    }

    /// The script's first lines: `x`, `y` in CSS pixels, the `element` there and the `link` around it.
    private static func elementAndLink(at point: Point) -> String {
        """
        const x = \(finite(point.x)) * window.innerWidth, y = \(finite(point.y)) * window.innerHeight;
        const element = document.elementFromPoint(x, y);
        const link = element && element.closest('a[href]');
        """
    }

    /// A number as JavaScript reads it; a point off any page for what is not a number.
    private static func finite(_ value: Double) -> String {
        value.isFinite ? String(value) : "-1"
    }
}
