// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import JSON

/// What the window asks of the page script (`PageScriptSource`: webextension/extension/page.js,
/// the extension's own), which runs as a user script of an isolated JavaScript world (`world`) in
/// every frame from the start of each document: page scripts can neither see it nor change what
/// `document.elementFromPoint` answers it. Each call is the body of an async function run in that
/// world of the top frame (`webkit_web_view_call_async_javascript_function`). Points and rects
/// are in the stream's normalised coordinates over the page area; CSS pixels are the page area's
/// size over the zoom, so they map onto the layout viewport at any zoom level, and a link found
/// here is where the site file says it is.
package enum PageScript {
    /// The isolated world the page script runs in.
    package static let world = "peekpop-page"

    /// The page script itself, for the user content manager.
    package static let source = PageScriptSource.text

    /// Returns the link under `point` as JSON, or null: through shadow roots, same-origin frames,
    /// image maps and SVG links, as in the extension.
    package static func linkBody(at point: Point) -> String {
        """
        \(cssPoint(point))
        const link = globalThis.PeekpopPage?.linkAt(x, y);
        if (!link) return null;
        return JSON.stringify({ href: link.href,
            x: link.rect.x / window.innerWidth, y: link.rect.y / window.innerHeight,
            width: link.rect.width / window.innerWidth, height: link.rect.height / window.innerHeight });
        """
    }

    /// Clicks the element under `point` as a tap there would (pointer and mouse down and up, then
    /// click, at the point), and returns its `ClickAnswer` as JSON. The events are dispatched by
    /// script, so the page sees them with `isTrusted` false (a page that ignores untrusted clicks
    /// ignores a replayed tap); WebKit still takes a link's activation as the user's gesture, so
    /// its navigation reaches `decide-policy` as a native click's does. A `javascript:` link is
    /// never clicked: following it would run the page's script from a gesture; its URL is
    /// answered instead, for the policy to refuse.
    package static func clickBody(at point: Point) -> String {
        """
        \(cssPoint(point))
        return JSON.stringify(globalThis.PeekpopPage?.clickAt(x, y) ?? { outcome: 'nothing' });
        """
    }

    /// A touchpad's force click began with its button still down: the click that comes when the
    /// button is let go (or of the next press, when the line overtook the press) is not the page's.
    package static let forceClickBegan = "globalThis.PeekpopPage?.forceClickBegan(); return 'told';"

    /// peekpop took the finger at `point`: the page gets `pointercancel` and `touchcancel` for it
    /// (dispatched by script: `isTrusted` false), once; answers `{sent}` as JSON (`sent(fromJSON:)`).
    package static func takeBody(at point: Point) -> String {
        """
        \(cssPoint(point))
        return JSON.stringify(globalThis.PeekpopPage?.take(x, y) ?? { sent: [] });
        """
    }

    /// What the page was sent for a taken finger, by the take's answer: its events' types, or why
    /// one was not sent; none for anything the script cannot have said.
    package static func sent(fromJSON text: String?) -> [String] {
        guard let text, case .array(let types)? = (try? JSONValue(parsing: text))?["sent"] else { return [] }
        return types.compactMap(\.stringValue)
    }

    /// The page's own world's part of a taken finger's `touchcancel`, a user script of the main
    /// world in every frame from each document's start (before any page script, whose changes to
    /// the DOM's methods and constructors it does not see). WebKitGTK makes no TouchEvent with
    /// touches from a script, and the touch lists the page script could give one are properties of
    /// its own world, which the page does not see. So the page script asks for it
    /// (`relayTouchCancel` in page.js): an event on the touch's target whose detail is the touch's
    /// figures as JSON (a string crosses worlds as it is). This makes the `touchcancel` there, a
    /// `TouchEvent` (a `UIEvent` where even that cannot be made) bubbling and composed, as a real
    /// one is (out of shadow roots: one made by `initEvent` would stay inside them), with the lists
    /// as own properties of the page's world; it cancels the request to say so, and the page never
    /// sees the request. `isTrusted` is false, and the touch is a plain object. Only the target may
    /// differ from the real touch's when it is in a closed shadow root (its host).
    package static let touchCancelRelay = """
        (() => {
          "use strict";
          const parse = JSON.parse, assign = Object.assign, define = Object.defineProperties;
          const { dispatchEvent, addEventListener } = EventTarget.prototype;
          const { stopImmediatePropagation, preventDefault, composedPath } = Event.prototype;
          const Touch = window.TouchEvent, UI = window.UIEvent;
          const list = (...items) => assign(items, { item: (index) => items[index] ?? null });
          addEventListener.call(window, "peekpop-touchcancel-relay", (request) => {
            stopImmediatePropagation.call(request);
            let figures;
            try { figures = parse(request.detail); } catch { return; }
            const target = composedPath.call(request)[0];
            const touch = { identifier: figures.identifier, target, clientX: figures.clientX, clientY: figures.clientY,
              screenX: figures.screenX, screenY: figures.screenY, pageX: figures.clientX + window.scrollX, pageY: figures.clientY + window.scrollY,
              radiusX: 1, radiusY: 1, rotationAngle: 0, force: 0 };
            const init = { bubbles: true, cancelable: false, composed: true, view: window };
            let cancel;
            try {
              cancel = new Touch("touchcancel", init);
            } catch {
              cancel = new UI("touchcancel", init);
            }
            define(cancel, { changedTouches: { value: list(touch) }, touches: { value: list() }, targetTouches: { value: list() } });
            preventDefault.call(request);
            dispatchEvent.call(target, cancel);
          }, { capture: true });
        })();
        """

    /// The link in the hit-test's answer; nil for null, or for anything the script cannot have said.
    package static func link(fromJSON text: String?) -> Link? {
        guard let text, let answer = try? JSONValue(parsing: text), let href = answer["href"]?.stringValue,
              let x = answer["x"]?.doubleValue, let y = answer["y"]?.doubleValue,
              let width = answer["width"]?.doubleValue, let height = answer["height"]?.doubleValue
        else { return nil }
        return Link(href: href, rect: Rect(x: x, y: y, width: width, height: height))
    }

    /// What a click did.
    package enum ClickAnswer: Equatable {
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
        package init(json text: String?) {
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

    /// `x`, `y`: the point in CSS pixels of the top frame's viewport.
    private static func cssPoint(_ point: Point) -> String {
        "const x = \(finite(point.x)) * window.innerWidth, y = \(finite(point.y)) * window.innerHeight;"
    }

    /// A number as JavaScript reads it; a point off any page for what is not a number.
    private static func finite(_ value: Double) -> String {
        value.isFinite ? String(value) : "-1"
    }
}
