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
enum PageScript {
    /// The isolated world the page script runs in.
    static let world = "peekpop-page"

    /// The page script itself, for the user content manager.
    static let source = PageScriptSource.text

    /// Returns the link under `point` as JSON, or null: through shadow roots, same-origin frames,
    /// image maps and SVG links, as in the extension.
    static func linkBody(at point: Point) -> String {
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
    static func clickBody(at point: Point) -> String {
        """
        \(cssPoint(point))
        return JSON.stringify(globalThis.PeekpopPage?.clickAt(x, y) ?? { outcome: 'nothing' });
        """
    }

    /// A touchpad's force click began with its button still down: the click that comes when the
    /// button is let go (or of the next press, when the line overtook the press) is not the page's.
    static let forceClickBegan = "globalThis.PeekpopPage?.forceClickBegan(); return 'told';"

    /// peekpop took the finger at `point`: the page gets `pointercancel` and `touchcancel` for it
    /// (dispatched by script: `isTrusted` false), once; answers a `TakeAnswer` as JSON.
    static func takeBody(at point: Point) -> String {
        """
        \(cssPoint(point))
        return JSON.stringify(globalThis.PeekpopPage?.take(x, y) ?? { sent: [], unsent: null });
        """
    }

    /// What the page was sent for a taken finger, and the touch whose `touchcancel` the page script
    /// could not make (WebKitGTK makes no TouchEvent from a script): `touchCancelBody` sends it.
    struct TakeAnswer: Equatable {
        var sent: [String]
        var unsent: UnsentTouch?

        /// The touch of a page's document, in that document's viewport (CSS px).
        struct UnsentTouch: Equatable {
            var identifier: Int
            var clientX, clientY, screenX, screenY: Double
        }

        /// The answer in `text`; nothing sent for anything the script cannot have said.
        init(json text: String?) {
            let answer = text.flatMap { try? JSONValue(parsing: $0) }
            if case .array(let types)? = answer?["sent"] { sent = types.compactMap(\.stringValue) } else { sent = [] }
            let touch = answer?["unsent"]
            if let identifier = touch?["identifier"]?.doubleValue, let clientX = touch?["clientX"]?.doubleValue,
               let clientY = touch?["clientY"]?.doubleValue, let screenX = touch?["screenX"]?.doubleValue,
               let screenY = touch?["screenY"]?.doubleValue, identifier.isFinite, abs(identifier) < 1e9 {
                unsent = UnsentTouch(identifier: Int(identifier), clientX: clientX, clientY: clientY, screenX: screenX, screenY: screenY)
            }
        }

        init(sent: [String], unsent: UnsentTouch?) {
            (self.sent, self.unsent) = (sent, unsent)
        }
    }

    /// The `touchcancel` of `touch` that the page script could not make, sent from the page's own
    /// world (run with no world name) on the element at `point`, through open shadow roots and
    /// same-origin frames: a TouchEvent made by `createEvent` and `initEvent`, its touch lists
    /// (only `changedTouches` holds the touch: the window takes one finger at a time) given as
    /// own properties, which only this world sees. `isTrusted` is false, and a touch in the lists
    /// is a plain object, not a `Touch`. Answers "touchcancel", or "none" when no element is there.
    static func touchCancelBody(at point: Point, touch: TakeAnswer.UnsentTouch) -> String {
        """
        \(cssPoint(point))
        let element = document.elementFromPoint(x, y), left = 0, top = 0;
        while (element) {
          const inner = element.shadowRoot?.elementFromPoint(x - left, y - top);
          if (inner && inner !== element) { element = inner; continue; }
          let framed = null;
          try { framed = element.contentDocument; } catch {}
          if (!framed) break;
          const box = element.getBoundingClientRect();
          left += box.left + element.clientLeft;
          top += box.top + element.clientTop;
          element = framed.elementFromPoint(x - left, y - top) ?? element;
          if (element.ownerDocument !== framed) break;
        }
        if (!element) return 'none';
        const doc = element.ownerDocument, view = doc.defaultView;
        const touch = { identifier: \(touch.identifier), target: element, clientX: \(finite(touch.clientX)), clientY: \(finite(touch.clientY)),
          screenX: \(finite(touch.screenX)), screenY: \(finite(touch.screenY)), radiusX: 1, radiusY: 1, rotationAngle: 0, force: 0 };
        touch.pageX = touch.clientX + view.scrollX;
        touch.pageY = touch.clientY + view.scrollY;
        const list = (...items) => Object.assign(items, { item: (index) => items[index] ?? null });
        let event;
        try {
          event = doc.createEvent('TouchEvent');
          event.initEvent('touchcancel', true, false);
        } catch {
          event = new view.UIEvent('touchcancel', { bubbles: true, cancelable: false, composed: true, view });
        }
        Object.defineProperties(event, { changedTouches: { value: list(touch) }, touches: { value: list() }, targetTouches: { value: list() } });
        element.dispatchEvent(event);
        return 'touchcancel';
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

    /// `x`, `y`: the point in CSS pixels of the top frame's viewport.
    private static func cssPoint(_ point: Point) -> String {
        "const x = \(finite(point.x)) * window.innerWidth, y = \(finite(point.y)) * window.innerHeight;"
    }

    /// A number as JavaScript reads it; a point off any page for what is not a number.
    private static func finite(_ value: Double) -> String {
        value.isFinite ? String(value) : "-1"
    }
}
