// peekpop's page script: everything peekpop runs in a page, written once for the browser window
// and the extension. The extension loads it before matcher.js and content.js (manifest.json); the
// window embeds it (Sources/WindowLogic/PageScriptSource.swift, by scripts/embed-page-script.sh;
// a test checks the copy) as a user script of its isolated world, in every frame, at document start.
// In both it runs in a world of its own, in every frame, before any page script: what page scripts
// do to the DOM's methods does not change what it finds, and its listeners on the window, in the
// capture phase, see every event first.
//
// It answers three things the same way on both sides:
// - the link at a point: through open shadow roots (and closed ones where the browser shows them to
//   extensions), same-origin frames, image maps and SVG links (`linkAt`);
// - the click that began a touchpad's force click is not also a click on the link (`forceClickBegan`);
// - a finger peekpop takes is taken from the page (`take`): the page gets `pointercancel` and
//   `touchcancel` for it, once, as the Pointer Events and Touch Events specifications define for a
//   touch the user agent takes over, and no later event of that finger. The events are made by
//   script: a page that checks `isTrusted` sees false.
// And one rule for where a touchpad's gesture happens (docs/PROTOCOL.md, "pointer"): where the mouse
// pointer was when its force click began, for all its lines.
"use strict";

globalThis.PeekpopPage ??= (() => {
  /// How long after its press's release a click may still be that press's (ms of event time: the
  /// browser makes the click of the release's own event, so the two times are the same).
  const CLICK_AFTER_UP_MS = 1000;
  /// How long a force click that began (as this script was told) before a press may still be that
  /// press's (ms): the line overtook the press's own event (a busy page). Never longer: a force
  /// click whose press this page missed must not take the clicks of the presses after it.
  const FORCE_CLICK_BEFORE_PRESS_MS = 1000;
  /// How far (CSS px) a touch may be from where peekpop says its finger is and still be that finger.
  const TAKE_RADIUS_PX = 48;
  /// The event that asks the page's world for a `touchcancel` (`relayTouchCancel`); its detail is
  /// a string, which crosses worlds as it is.
  const TOUCHCANCEL_RELAY = "peekpop-touchcancel-relay";

  // MARK: The link at a point

  /// An element's shadow root: an open one, or a closed one where the browser shows it to
  /// extensions (Firefox's `openOrClosedShadowRoot`, Chromium's `chrome.dom`). Chromium's throws a
  /// TypeError for an element that is not an HTML element (an SVG link's parts).
  function shadowRootOf(element) {
    try {
      return element.openOrClosedShadowRoot ?? globalThis.chrome?.dom?.openOrClosedShadowRoot?.(element) ?? element.shadowRoot ?? null;
    } catch {
      return element.shadowRoot ?? null;
    }
  }

  /// The document inside a frame element, when this world may reach it (same origin), else null.
  function frameDocument(element) {
    if (!["iframe", "frame", "object", "embed"].includes(element.localName)) return null;
    try {
      return element.contentDocument ?? null;
    } catch {
      return null;
    }
  }

  /// Where a frame's viewport starts in its parent's: its box, less its border and padding.
  function frameOrigin(frame) {
    const rect = frame.getBoundingClientRect();
    const style = frame.ownerDocument.defaultView.getComputedStyle(frame);
    return { x: rect.left + frame.clientLeft + (parseFloat(style.paddingLeft) || 0),
             y: rect.top + frame.clientTop + (parseFloat(style.paddingTop) || 0) };
  }

  /// The innermost element at (x, y) of the viewport of `doc` (this frame's document unless
  /// given), and the offset of its document's viewport in `doc`'s: `elementFromPoint` stops at a
  /// shadow root's host and at a frame, so this goes on into the shadow root and into the frame's
  /// document. A cross-origin frame is where it stops (its own copy of this script has its page).
  function elementAt(x, y, doc = document) {
    let element = doc.elementFromPoint(x, y);
    let left = 0, top = 0;
    while (element) {
      const inner = shadowRootOf(element)?.elementFromPoint(x - left, y - top);
      if (inner && inner !== element) {
        element = inner;
        continue;
      }
      const framed = frameDocument(element);
      if (!framed) break;
      const origin = frameOrigin(element);
      left += origin.x;
      top += origin.y;
      const within = framed.elementFromPoint(x - left, y - top);
      if (!within) break;
      element = within;
    }
    return element && { element, left, top };
  }

  /// The image map's area under (x, y) of `image`'s viewport, for a browser whose
  /// `elementFromPoint` answers the image (areas are hit by their shape, not by layout).
  function areaAt(image, x, y) {
    const name = image.useMap?.replace(/^#/, "");
    if (!name) return null;
    const map = image.getRootNode().querySelector(`map[name="${CSS.escape(name)}"]`);
    const box = image.getBoundingClientRect();
    const px = x - box.left - image.clientLeft, py = y - box.top - image.clientTop;
    for (const area of map?.querySelectorAll("area[href]") ?? []) {
      const c = area.coords.split(/[\s,]+/).filter(Boolean).map(Number);
      const shape = area.shape.toLowerCase();
      const inside = shape === "default" ? true
        : shape === "circle" || shape === "circ" ? (px - c[0]) ** 2 + (py - c[1]) ** 2 <= c[2] ** 2
        : shape === "poly" || shape === "polygon" ? insidePolygon(c, px, py)
        : px >= Math.min(c[0], c[2]) && px <= Math.max(c[0], c[2]) && py >= Math.min(c[1], c[3]) && py <= Math.max(c[1], c[3]);
      if (inside) return area;
    }
    return null;
  }

  /// Even-odd rule over the points x0, y0, x1, y1, ...
  function insidePolygon(c, x, y) {
    let inside = false;
    for (let i = 0, j = c.length - 2; i + 1 < c.length; j = i, i += 2) {
      if ((c[i + 1] > y) !== (c[j + 1] > y) && x < ((c[j] - c[i]) * (y - c[i + 1])) / (c[j + 1] - c[i + 1]) + c[i]) inside = !inside;
    }
    return inside;
  }

  /// The link an element is in (HTML `a` or `area` with `href`, SVG `a` with `href` or
  /// `xlink:href`), crossing shadow roots to their hosts (`closest` stops at them).
  function linkOf(element) {
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host ?? null) {
      if (node.matches("a[href], area[href], a[*|href]")) return node;
    }
    return null;
  }

  /// A link's address, resolved against its own document (an SVG link's is an animated string).
  function hrefOf(link) {
    const href = typeof link.href === "string" ? link.href : link.href?.baseVal;
    try {
      return new URL(href, link.ownerDocument.baseURI).href;
    } catch {
      return null;
    }
  }

  /// What stands for a link on the screen: the link, or an area's image (an area has no box).
  function boxOf(link) {
    if (link.localName !== "area") return link;
    const name = link.closest("map")?.name;
    return (name && link.getRootNode().querySelector(`img[usemap="#${CSS.escape(name)}"]`)) || link;
  }

  /// Whether a preview or a pop may load `url`: http and https, and (the window's file pages)
  /// a file on a page that is itself a file. The one test of it for both sides.
  function previewable(url, pageURL = location.href) {
    const scheme = url && URL.canParse(url) ? new URL(url).protocol : null;
    return scheme === "http:" || scheme === "https:" || (scheme === "file:" && pageURL.startsWith("file:"));
  }

  /// The link at (x, y) of this frame's viewport (CSS px): {element, href, rect} with `rect` in
  /// the same viewport's CSS px, or null. `href` is any scheme's: what may be previewed is
  /// `previewable`'s to say.
  function linkAt(x, y) {
    const hit = elementAt(x, y);
    if (!hit) return null;
    let { element } = hit;
    if (element.localName === "img") element = areaAt(element, x - hit.left, y - hit.top) ?? element;
    const link = linkOf(element);
    const href = link && hrefOf(link);
    if (!href) return null;
    const box = boxOf(link).getBoundingClientRect();
    return { element: link, href, rect: { x: box.left + hit.left, y: box.top + hit.top, width: box.width, height: box.height } };
  }

  // MARK: The force click's own click

  /// Whether an event comes from a mouse (a touchpad is one): a pointer event's type; Firefox's
  /// input source (1, MOZ_SOURCE_MOUSE) where a mouse event is not a PointerEvent; Chromium's
  /// source capabilities, which say whether the mouse event was made of a touch. A click from the
  /// keyboard is none (Chromium: pointer type ""; Firefox: its own source). WebKit has none of
  /// these: its mouse events are the mouse's.
  const fromMouse = (event) => event.pointerType !== undefined ? event.pointerType === "mouse"
    : event.mozInputSource !== undefined ? event.mozInputSource === 1
    : !event.sourceCapabilities?.firesTouchEvents;

  /// The mouse's primary-button press, from its down to the click that follows its up:
  /// {forceClick, up}. `forceClick`: a force click began while it was held (it is the click that
  /// began one); `up`: its release's event time, null while held.
  let press = null;
  /// When the latest force click began (performance.now()), or null.
  let forceClickTime = null;

  /// A touchpad's force click began here, now: the press held now (or the next, within
  /// FORCE_CLICK_BEFORE_PRESS_MS: the line overtook its event) is its click, not one on the page.
  function forceClickBegan() {
    if (press && press.up === null) press.forceClick = true;
    else forceClickTime = performance.now();
  }

  // Each listener runs in the capture phase on the window, added before any page script's, so no
  // page can hide a press from it. pointerdown and mousedown are the same press (a page that
  // cancels pointerdown has no mousedown, but its click comes all the same).
  const pressed = (event) => {
    if (!event.isTrusted) return;
    if (event.button !== 0 || !fromMouse(event)) {
      press = null;
      return;
    }
    const sameHeld = press !== null && press.up === null; // mousedown after its pointerdown
    const overtaken = forceClickTime !== null && performance.now() - forceClickTime < FORCE_CLICK_BEFORE_PRESS_MS;
    forceClickTime = null; // a force click has one press: not the one after it
    press = { forceClick: overtaken || (sameHeld && press.forceClick), up: null };
  };
  const released = (event) => {
    if (event.isTrusted && event.button === 0 && fromMouse(event) && press && press.up === null) press.up = event.timeStamp;
  };
  for (const type of ["pointerdown", "mousedown"]) window.addEventListener(type, pressed, { capture: true, passive: true });
  for (const type of ["pointerup", "mouseup"]) window.addEventListener(type, released, { capture: true, passive: true });

  // The click of a press that began a force click would follow the link the preview shows (or,
  // after a pop opened it, follow it again): it is cancelled before the page sees it. Only that
  // click: trusted, the primary button's, right after the release of that press. Every other
  // click goes on at once, untouched.
  window.addEventListener("click", (event) => {
    if (!event.isTrusted || event.button !== 0 || !fromMouse(event)) return;
    const last = press;
    if (!last?.forceClick || last.up === null) return;
    press = null;
    if (event.timeStamp - last.up > CLICK_AFTER_UP_MS) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, { capture: true });

  // MARK: Fingers taken from the page

  /// The page's touches that are down, by identifier: {touch (the latest Touch of it), target}.
  const touches = new Map();
  /// The page's touch pointers that are down, by pointerId: {event (the latest), target}.
  const pointers = new Map();
  /// What peekpop took: identifiers and pointerIds whose later events the page does not get.
  const takenTouches = new Set();
  const takenPointers = new Set();

  const isTouchPointer = (event) => event.pointerType === "touch";

  // A new finger's identifier may be a taken one's that never ended here (the window keeps a taken
  // finger's end from WebKit): it is the page's again.
  window.addEventListener("pointerdown", (event) => {
    if (!event.isTrusted || !isTouchPointer(event)) return;
    pointers.set(event.pointerId, { event, target: event.target });
    takenPointers.delete(event.pointerId);
  }, { capture: true, passive: true });
  window.addEventListener("touchstart", (event) => {
    if (!event.isTrusted) return;
    for (const touch of event.changedTouches) {
      touches.set(touch.identifier, { touch, target: touch.target });
      takenTouches.delete(touch.identifier);
    }
  }, { capture: true, passive: true });

  /// Who must still see a taken finger's events (the extension's content script, whose touch
  /// matcher follows every finger to its end): called with each before it stops here.
  const takenWatchers = [];
  const watchTaken = (listener) => takenWatchers.push(listener);

  // A taken finger's later events stop here, before the page's listeners: it has had its cancel.
  // A touch event stops only when every finger it changes is taken (another finger's is the
  // page's); a taken touch's move is cancelled so it scrolls nothing and its end makes no click.
  const followTouch = (event) => {
    if (!event.isTrusted) return; // (the cancel this script makes goes on to the page)
    let mine = event.changedTouches.length > 0;
    for (const touch of event.changedTouches) {
      const known = touches.get(touch.identifier);
      if (event.type === "touchmove") {
        if (known) known.touch = touch;
      } else {
        touches.delete(touch.identifier);
      }
      mine &&= takenTouches.has(touch.identifier);
      if (event.type !== "touchmove") takenTouches.delete(touch.identifier);
    }
    if (!mine) return;
    for (const watch of takenWatchers) watch(event);
    if (event.cancelable) event.preventDefault();
    event.stopImmediatePropagation();
  };
  for (const type of ["touchmove", "touchend", "touchcancel"]) window.addEventListener(type, followTouch, { capture: true, passive: false });
  const followPointer = (event) => {
    if (!event.isTrusted || !isTouchPointer(event)) return;
    const taken = takenPointers.has(event.pointerId);
    if (event.type === "pointermove") {
      const known = pointers.get(event.pointerId);
      if (known) known.event = event;
    } else if (event.type === "pointerup" || event.type === "pointercancel") {
      // (Only these end a pointer: Chromium's implicit capture of a touch sends gotpointercapture
      // after the pointerdown, and the boundary events come after the up.)
      pointers.delete(event.pointerId);
      takenPointers.delete(event.pointerId);
    }
    if (taken) event.stopImmediatePropagation();
  };
  for (const type of ["pointermove", "pointerup", "pointercancel", "gotpointercapture", "lostpointercapture", "pointerout", "pointerleave"]) {
    window.addEventListener(type, followPointer, { capture: true });
  }

  /// The entry of `map` nearest (x, y) within TAKE_RADIUS_PX, by `place(entry)`; [key, entry] or null.
  function nearest(map, x, y, place) {
    let best = null, distance = TAKE_RADIUS_PX;
    for (const entry of map) {
      const at = place(entry[1]);
      const d = Math.hypot(at.x - x, at.y - y);
      if (d <= distance) [best, distance] = [entry, d];
    }
    return best;
  }

  /// peekpop took the finger at (x, y) of this frame's viewport (CSS px), the page's touch
  /// `identifier` when the caller knows it: the page gets `pointercancel` and `touchcancel` for it,
  /// once, at its last position, on the finger's own target, and none of its later events. Goes
  /// into the same-origin frame at the point when the finger is not this document's. Answers
  /// {sent}: the types the page got, or why one was not sent; nothing when no such finger is down
  /// here (or it was taken already).
  function take(x, y, identifier = null) {
    const touchEntry = identifier !== null && touches.has(identifier) ? [identifier, touches.get(identifier)]
      : nearest(touches, x, y, (t) => ({ x: t.touch.clientX, y: t.touch.clientY }));
    const at = touchEntry ? { x: touchEntry[1].touch.clientX, y: touchEntry[1].touch.clientY } : { x, y };
    const pointerEntry = nearest(pointers, at.x, at.y, (p) => ({ x: p.event.clientX, y: p.event.clientY }));
    if (!touchEntry && !pointerEntry) return takeInFrame(x, y);
    const answer = { sent: [] };
    if (pointerEntry) {
      const [pointerId, { event, target }] = pointerEntry;
      pointers.delete(pointerId);
      takenPointers.add(pointerId);
      answer.sent.push(dispatch(target, "pointercancel", () => new PointerEvent("pointercancel", {
        bubbles: true, cancelable: false, composed: true, pointerId, pointerType: "touch", isPrimary: event.isPrimary,
        clientX: event.clientX, clientY: event.clientY, screenX: event.screenX, screenY: event.screenY,
        width: event.width, height: event.height, view: window })));
    }
    if (touchEntry) {
      const [id, { touch, target }] = touchEntry;
      touches.delete(id);
      takenTouches.add(id);
      const others = [...touches.values()].map((t) => t.touch);
      const cancel = made(() => new TouchEvent("touchcancel", {
        bubbles: true, cancelable: false, composed: true, view: window, changedTouches: [touch],
        touches: others, targetTouches: others.filter((t) => t.target === target) }));
      answer.sent.push(cancel ? dispatch(target, "touchcancel", () => cancel) : relayTouchCancel(target, touch));
    }
    return answer;
  }

  /// The `touchcancel` of `touch` on `target` where no script of this world can make it: WebKitGTK
  /// makes no TouchEvent with touches from a script, and own properties given to one here are not
  /// seen by the page's world. The window's relay in the page's own world (`PageScript.touchCancelRelay`)
  /// makes it there on the event's target, from the touch's figures, and cancels the request to say
  /// it did; the page never sees the request.
  function relayTouchCancel(target, touch) {
    const figures = { identifier: touch.identifier, clientX: touch.clientX, clientY: touch.clientY, screenX: touch.screenX, screenY: touch.screenY };
    const request = new CustomEvent(TOUCHCANCEL_RELAY, { bubbles: true, composed: true, cancelable: true, detail: JSON.stringify(figures) });
    try {
      return target.dispatchEvent(request) ? "touchcancel-failed(no relay in this page's world)" : "touchcancel";
    } catch (error) {
      return `touchcancel-failed(${error})`;
    }
  }

  /// The event `make` makes, or null where it cannot be made here: WebKitGTK's TouchEvent
  /// constructor throws a TypeError for a dictionary with touches (and older ones have none).
  function made(make) {
    try {
      return make();
    } catch {
      return null;
    }
  }

  /// Dispatches the event `make` makes on `target`; answers its type, or why it could not be sent.
  function dispatch(target, type, make) {
    try {
      target.dispatchEvent(make());
      return type;
    } catch (error) {
      return `${type}-failed(${error})`;
    }
  }

  /// `take` in the same-origin frame at (x, y), through its own copy of this script.
  function takeInFrame(x, y) {
    const frame = document.elementFromPoint(x, y);
    const nothing = { sent: [] };
    if (!frame || !frameDocument(frame)) return nothing;
    const origin = frameOrigin(frame);
    return frame.contentWindow.PeekpopPage?.take(x - origin.x, y - origin.y) ?? nothing;
  }

  // MARK: A tap made by the window

  /// Clicks the element at (x, y) as a tap there would (pointer and mouse down and up, then click);
  /// answers {outcome: "nothing" | "followed" | "prevented" | "script", href}. Made by script, so
  /// the page sees `isTrusted` false. A `javascript:` link is never clicked: following it would run
  /// the page's script from a gesture; its URL is answered instead, for the window to refuse.
  function clickAt(x, y) {
    const hit = elementAt(x, y);
    if (!hit) return { outcome: "nothing" };
    const link = linkOf(hit.element);
    const href = link && hrefOf(link);
    if (href?.startsWith("javascript:")) return { outcome: "script", href };
    const view = hit.element.ownerDocument.defaultView;
    const init = { bubbles: true, cancelable: true, composed: true, view, clientX: x - hit.left, clientY: y - hit.top,
                   button: 0, detail: 1, isPrimary: true, pointerType: "touch" };
    hit.element.dispatchEvent(new view.PointerEvent("pointerdown", init));
    hit.element.dispatchEvent(new view.MouseEvent("mousedown", init));
    hit.element.dispatchEvent(new view.PointerEvent("pointerup", init));
    hit.element.dispatchEvent(new view.MouseEvent("mouseup", init));
    const followed = hit.element.dispatchEvent(new view.MouseEvent("click", init));
    return { outcome: !link ? "nothing" : followed ? "followed" : "prevented" };
  }

  return Object.freeze({ linkAt, previewable, forceClickBegan, take, watchTaken, clickAt, fromMouse });
})();
