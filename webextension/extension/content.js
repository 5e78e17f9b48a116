// peekpop Touch, content script: keeps the page's own touches, matches each peekpop contact to
// one of them by timing (matcher.js, loaded before this file: the browser window's rules, checked
// by the same vectors), so a gesture is placed where the page saw the finger, and acts: a peek
// over an http(s) link shows the linked page in a card, release dismisses it, pop opens the link,
// an edge-pan goes back or forward. A finger peekpop takes is taken from the page.
// A touchpad's force click (lines with "pointer":true: their x, y are a place on the pad) acts
// where this page saw the mouse when it began, and the click that began it does not follow the link.
// What runs in the page the same way as in the browser window (the link at a point, the force
// click's own click, a finger taken from the page) is page.js's, loaded first.
// Runs in the extension's isolated world (Firefox: behind Xrays), so page scripts that override
// DOM methods change nothing here, and the card lives in a closed shadow root they cannot read.
"use strict";

(() => {
  // Once per frame: the background also injects this file into pages that may have loaded before
  // the extension (background.js, injectInto); this world's global is the extension's, not the page's.
  if (globalThis.peekpopTouchRunning) return;
  globalThis.peekpopTouchRunning = true;
  const api = globalThis.browser ?? globalThis.chrome;
  const page = globalThis.PeekpopPage;

  /// Touchpad contacts with no line are forgotten after this long (ms).
  const FORGET_MS = 10000;
  /// A touch landing this close to the left or right edge of a window as wide as the screen may
  /// be an edge-pan, peekpop's (CSS px: a little more than the daemon's zone, 6 mm or 3 % of the
  /// width, on common screens, so every touch the daemon can call an edge-pan is in it).
  const EDGE_ZONE_PX = 32;

  /// The page's touches and the stream's contacts: which touch is which contact. Its records
  /// (`matcher.touches`, in the order they began) also hold this script's own: {x, y, x0, y0, edge,
  /// clickSwallowed, hinted, liftSeen}; `edge` is the screen edge it landed at ("left", "right") or
  /// null; `hinted`: its force is past the hint's level (a peek may follow); `liftSeen`: when this
  /// script saw it lift or be cancelled (performance.now()). Touch times are event timestamps, line
  /// arrivals performance.now() (ms, the same clock).
  const matcher = new globalThis.PeekpopTouchMatcher();
  /// Contacts whose peek began with no touch matched yet: the card shows when one is.
  const waiting = new Set();
  /// A touchpad's contacts (they have no touch of the page), by key: {seen, touch}.
  const pointerContacts = new Map();
  /// The stream the contacts and the clocks belong to (the background's counter).
  let stream = null;
  /// The preview on screen: {key, url, host} while a peek over a link lasts.
  let preview = null;
  /// Where this document last saw the mouse, in its viewport's CSS pixels: {x, y}, or null when it
  /// never saw it, the pointer left the window or went into a frame (whose own script has it
  /// then), or the page was hidden (another tab's). A touchpad's gestures happen there.
  let mouse = null;
  /// How long after a held-back touch lifted (or the browser cancelled it) the browser's long
  /// press may still come of it (ms): Chromium opens a long press's menu as the finger lifts, and
  /// Firefox cancels the touch as it opens its menu, each a moment before the `contextmenu`.
  const LONG_PRESS_AFTER_LIFT_MS = 1000;
  /// This script's fields of a touch that begins now; one whose start this page missed (`landed`
  /// false) is at no edge, where it landed being unknown.
  const fieldsOf = (touch, landed) => ({ x: touch.clientX, y: touch.clientY, x0: touch.clientX, y0: touch.clientY,
                                         edge: landed ? edgeAt(touch.clientX) : null, clickSwallowed: false,
                                         hinted: false, liftSeen: null });

  // A peek whose line came before its touch takes the touch when it comes (the matcher claims it),
  // and shows its card then.
  window.addEventListener("touchstart", (event) => {
    const now = event.timeStamp;
    for (const touch of event.changedTouches) {
      for (const record of matcher.began(touch.identifier, now, now, fieldsOf(touch, true))) {
        take(record);
        if (waiting.delete(record.contact)) peekAt(record.contact, record);
      }
    }
    keepDragsWhileHeld();
  }, { capture: true, passive: true });

  /// The screen edge a touch at `x` landed at, when this is the top frame and its window spans
  /// the screen's width (fullscreen, kiosk, maximised: where the window's edge is the screen's).
  function edgeAt(x) {
    if (window !== window.top || window.outerWidth < screen.width - 1) return null;
    if (x < EDGE_ZONE_PX) return "left";
    if (x > window.innerWidth - EDGE_ZONE_PX) return "right";
    return null;
  }

  /// Whether a finger that landed at the edge `edge` at (x0, y0) and is now at (x, y) moves inward
  /// more than up or down: an edge-pan the daemon will report.
  const movesInward = (edge, x0, y0, x, y) => {
    const inward = edge === "left" ? x - x0 : edge === "right" ? x0 - x : -1;
    return inward > 0 && inward >= Math.abs(y - y0);
  };

  // A touch that landed in an edge zone and moves inward is an edge-pan the daemon will report,
  // long after the browser and the page decided what the move does: it is taken from the page at
  // its first such move (not passive, so cancelable), or the page would scroll or drag under it
  // (a map pans on pointer events, which cancelling touchmove does not stop) and Chromium's own
  // overscroll navigation would go back as well as the extension. Pointer events come before the
  // touch events of the same move, so both look.
  const moved = (event) => {
    let edgePan = false;
    for (const touch of event.changedTouches) {
      const record = matcher.moved(touch.identifier, event.timeStamp, event.timeStamp, fieldsOf(touch, false));
      record.x = touch.clientX;
      record.y = touch.clientY;
      if (movesInward(record.edge, record.x0, record.y0, record.x, record.y)) {
        edgePan = true;
        take(record);
      }
    }
    if (edgePan && event.cancelable) event.preventDefault();
  };
  window.addEventListener("touchmove", moved, { capture: true, passive: false });
  /// Where each touch pointer landed: {x0, y0, edge}, by pointerId.
  const touchPointers = new Map();
  window.addEventListener("pointerdown", (event) => {
    if (event.isTrusted && event.pointerType === "touch") {
      touchPointers.set(event.pointerId, { x0: event.clientX, y0: event.clientY, edge: edgeAt(event.clientX) });
    }
  }, { capture: true, passive: true });
  window.addEventListener("pointermove", (event) => {
    const landed = event.isTrusted && touchPointers.get(event.pointerId);
    if (landed && movesInward(landed.edge, landed.x0, landed.y0, event.clientX, event.clientY)) {
      touchPointers.delete(event.pointerId);
      page.take(event.clientX, event.clientY);
    }
  }, { capture: true, passive: true });
  for (const type of ["pointerup", "pointercancel"]) {
    window.addEventListener(type, (event) => touchPointers.delete(event.pointerId), { capture: true, passive: true });
  }

  /// The page's touch `record` is peekpop's from now on: the page is told (page.js, once).
  function take(record) {
    if (record.ended === null) page.take(record.x, record.y, record.id);
  }

  // The touch that peeked or popped makes no click (nor the mouse events a touch emulates).
  const lift = (event) => {
    if (!event.isTrusted) return; // (the cancel page.js sends a taken finger's page is not a lift)
    let claimed = false;
    for (const touch of event.changedTouches) {
      const record = matcher.ended(touch.identifier, event.timeStamp, event.timeStamp, event.type === "touchcancel");
      if (record) record.liftSeen = performance.now();
      claimed ||= record?.claimed ?? false;
    }
    if (claimed && event.cancelable) event.preventDefault();
    keepDragsWhileHeld();
  };
  window.addEventListener("touchend", lift, { capture: true, passive: false });
  window.addEventListener("touchcancel", lift, { capture: true, passive: false });
  // A taken finger's events stop in page.js before they reach these listeners: it hands them here
  // first, so the matcher follows the finger to its end (and a late click of it is swallowed).
  page.watchTaken((event) => (event.type === "touchmove" ? moved : lift)(event));

  /// Whether a mouse event may come from a touch: Chromium's pointer type, or Firefox's input
  /// source (5, MOZ_SOURCE_TOUCH) where its click is not yet a PointerEvent.
  const fromTouch = (event) => event.pointerType ? event.pointerType === "touch"
    : event.mozInputSource === undefined || event.mozInputSource === 5;

  // A touch claimed only after it lifted (its line came late: a busy machine) had its touchend
  // go uncancelled, and the browser makes a click of it: the first click after it is cancelled
  // before the page's own listeners see it (this script runs first, at document_start). A click
  // after a later touch, from a mouse or the keyboard, or made by a script, is left alone.
  window.addEventListener("click", (event) => {
    if (!event.isTrusted || !fromTouch(event)) return;
    const last = matcher.touches.reduce((latest, t) => (t.ended !== null && (!latest || t.ended >= latest.ended) ? t : latest), null);
    if (!last?.claimed || last.clickSwallowed) return;
    last.clickSwallowed = true;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, { capture: true });

  /// Whether the browser's long press of a touch is held back: peekpop took the touch (a peek, a
  /// pop, an edge-pan), or its force is rising towards a peek (a hint that has not ended).
  const heldBack = (touch) => touch.claimed || touch.hinted;

  /// Whether a long press now would be of a held-back touch: one that is down, or the latest to
  /// begin, when it lifted (or was cancelled) within LONG_PRESS_AFTER_LIFT_MS.
  function longPressHeldBack() {
    if (matcher.touches.some((t) => t.ended === null && heldBack(t))) return true;
    const latest = matcher.touches.at(-1);
    return latest !== undefined && heldBack(latest) && latest.liftSeen !== null
      && performance.now() - latest.liftSeen <= LONG_PRESS_AFTER_LIFT_MS;
  }

  // A real touchscreen's long press would open the context menu under a peek, or (Chromium, where
  // the menu is cancelled) start dragging the link, its picture following the finger over the card.
  // From the hint on, a press on its way to a peek is held back too: a person pressing gradually
  // reaches the peek's force after the browser's long-press delay. A hint that ends without a peek
  // (the finger eased off) leaves the long press to the browser again.
  const keepLongPress = (event) => {
    if (fromTouch(event) && longPressHeldBack()) event.preventDefault();
  };
  window.addEventListener("contextmenu", keepLongPress, { capture: true });
  window.addEventListener("dragstart", keepLongPress, { capture: true });

  /// What keeps the page from dragging while a held-back touch is down: {style, links: Map(link →
  /// its own draggable attribute or null)}, or null. Chromium 156 drags a link under a long press
  /// even when its `dragstart` is cancelled (measured in the browser suite: the drag picture over
  /// the card), so nothing may be dragged: a style for the document, and the link under each
  /// held-back touch marked not draggable (a style does not reach into shadow roots). Restored as
  /// the last held-back touch lifts or its hint ends.
  let dragsKept = null;
  function keepDragsWhileHeld() {
    const held = matcher.touches.filter((t) => t.ended === null && heldBack(t));
    if (held.length === 0) {
      if (!dragsKept) return;
      dragsKept.style.remove();
      for (const [link, draggable] of dragsKept.links) {
        if (draggable === null) link.removeAttribute("draggable");
        else link.setAttribute("draggable", draggable);
      }
      dragsKept = null;
      return;
    }
    if (!dragsKept) {
      const style = document.createElement("style");
      style.textContent = "* { -webkit-user-drag: none !important; user-select: none !important; }";
      document.documentElement.append(style);
      dragsKept = { style, links: new Map() };
    }
    for (const touch of held) {
      const link = page.linkAt(touch.x, touch.y)?.element;
      if (!link || dragsKept.links.has(link)) continue;
      dragsKept.links.set(link, link.getAttribute("draggable"));
      link.setAttribute("draggable", "false");
    }
  }

  /// The frame elements: a pointer over one is in the framed document, whose own script follows it.
  const isFrame = (element) => element?.localName === "iframe" || element?.localName === "frame"
    || element?.localName === "object" || element?.localName === "embed";

  // The mouse's place, as the page sees it: each listener runs at document_start, in the capture
  // phase on the window, so no page script can hide a move or a press from it.
  const seeMouse = (event) => {
    if (event.isTrusted && page.fromMouse(event)) mouse = { x: event.clientX, y: event.clientY };
  };
  for (const type of ["pointermove", "mousemove", "pointerdown", "mousedown"]) {
    window.addEventListener(type, seeMouse, { capture: true, passive: true });
  }
  window.addEventListener("mouseout", (event) => {
    if (event.isTrusted && page.fromMouse(event) && (event.relatedTarget === null || isFrame(event.relatedTarget))) mouse = null;
  }, { capture: true, passive: true });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") mouse = null;
  });

  function onGesture(line, lineStream) {
    const arrival = performance.now();
    if (lineStream !== stream) {
      stream = lineStream;
      matcher.streamRestarted();
      waiting.clear();
      pointerContacts.clear();
    }
    if (line.pointer === true) {
      onPointerGesture(line, arrival);
      return;
    }
    const route = matcher.route(line, arrival);
    if (line.gesture === "hint") {
      // Only the long press and the drag of its touch: a hint shows nothing and ends nothing.
      if (route) route.touch.hinted = line.phase === "began";
      keepDragsWhileHeld();
      return;
    }
    if (route?.claim) {
      take(route.touch);
      keepDragsWhileHeld();
    }
    const key = globalThis.PeekpopTouchMatcher.key(line.device, line.contact ?? 0);
    if (line.gesture === "peek" && line.phase === "began" && !route) waiting.add(key);
    else if (line.gesture === "pop" || line.phase === "ended" || line.phase === "cancelled") waiting.delete(key);
    if (route) act(line, key, route.touch);
    // The card's contact ended: it goes, whichever touch the contact had (or none left).
    else if ((line.phase === "ended" || line.phase === "cancelled") && preview?.key === key) dismiss();
  }

  /// A touchpad's line: its x, y are a place on the pad, not on the screen, and no touch of the
  /// page goes with it; the force click happens where the mouse pointer is. So a page that has
  /// the mouse (it saw it move or press, and it has not left) takes a peek beginning, at the
  /// mouse's place; a page without it leaves the gesture to the page that has it. The gesture's
  /// later lines stay at that place (docs/PROTOCOL.md, "pointer": a finger pressing hard drifts,
  /// the link it pressed is the one meant) and end it here even if the mouse has gone meanwhile.
  /// A beginning is a new gesture even where one of the same contact is still open (its end was
  /// missed).
  function onPointerGesture(line, arrival) {
    const key = globalThis.PeekpopTouchMatcher.key(line.device, line.contact ?? 0);
    let contact = pointerContacts.get(key);
    if (line.gesture === "peek" && line.phase === "began") {
      if (!mouse) return; // (a gesture of the contact still open here goes on: its card ends with this one)
      for (const [k, c] of pointerContacts) if (arrival - c.seen > FORGET_MS) pointerContacts.delete(k);
      contact = { seen: arrival, touch: { x: mouse.x, y: mouse.y } };
      pointerContacts.set(key, contact);
      page.forceClickBegan();
    } else if (!contact) {
      return; // not begun here: another page's, or it began before this page was there
    }
    contact.seen = arrival;
    act(line, key, contact.touch);
    if (line.phase === "ended" || line.phase === "cancelled" || line.gesture === "pop") pointerContacts.delete(key);
  }

  /// Acts on a line placed on `touch` (the page's, or a touchpad's place): the matcher has
  /// claimed the page's touch for a peek, a pop or an edge-pan. A peek matched only at a later
  /// line than its first acts as beginning then.
  function act(line, key, touch) {
    switch (line.gesture) {
      case "peek":
        if (line.phase === "began" || (line.phase === "changed" && waiting.delete(key))) {
          peekAt(key, touch);
        } else if ((line.phase === "ended" || line.phase === "cancelled") && preview?.key === key) {
          dismiss();
        }
        break;
      case "pop": {
        const url = preview?.key === key ? preview.url : previewableAt(touch.x, touch.y);
        if (preview?.key === key) dismiss();
        if (url) api.runtime.sendMessage({ kind: "pop", url });
        break;
      }
      case "edge-pan":
        if (line.phase === "ended" && line.committed) api.runtime.sendMessage({ kind: "edge", edge: line.edge });
        break;
    }
  }

  /// The address of the link at (x, y) when it may be previewed or popped, else null.
  function previewableAt(x, y) {
    const href = page.linkAt(x, y)?.href;
    return href && page.previewable(href) ? href : null;
  }

  /// A peek of contact `key` begins on `touch`: the card of the link under it, unless one shows.
  function peekAt(key, touch) {
    const url = preview ? null : previewableAt(touch.x, touch.y);
    if (url) show(key, url);
  }

  /// Puts the card on the page at once, and the frame in it once the background's rule is in
  /// place (or the peek was released meanwhile: then nothing).
  function show(key, url) {
    const card = Card(url);
    preview = { key, url, card };
    api.runtime.sendMessage({ kind: "preview", url }).then((ready) => {
      if (preview?.card === card && ready) card.load();
    });
  }

  function dismiss() {
    preview.card.remove();
    preview = null;
    api.runtime.sendMessage({ kind: "previewEnded" });
  }

  /// The document the card goes in: the tab's page when this frame may reach it (same origin), so
  /// a link in a frame previews over the whole tab as any other; else this frame's own.
  function cardDocument() {
    try {
      return window.top.document ?? document;
    } catch {
      return document; // a cross-origin frame
    }
  }

  /// The card: a host element whose closed shadow root holds the dimmed backdrop and the framed
  /// page. The frame is sandboxed without allow-top-navigation, allow-popups or allow-same-origin
  /// (the previewed page cannot reach this page, even from the same site).
  function Card(url) {
    const doc = cardDocument();
    const host = doc.createElement("peekpop-touch-preview");
    host.setAttribute("style", [
      "all: initial", "position: fixed", "inset: 0", "z-index: 2147483647", "display: block",
      "pointer-events: none",
    ].map((rule) => `${rule} !important`).join("; "));
    const root = host.attachShadow({ mode: "closed" });
    const style = doc.createElement("style");
    style.textContent = `
      .backdrop { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.35); }
      .card { position: fixed; left: 8%; top: 10%; width: 84%; height: 80%; border-radius: 14px;
              overflow: hidden; background: #fff; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45);
              display: flex; flex-direction: column; font: 13px system-ui, sans-serif; }
      .title { padding: 6px 12px; color: #444; background: #f2f2f2; white-space: nowrap;
               overflow: hidden; text-overflow: ellipsis; }
      iframe { flex: 1; border: 0; width: 100%; background: #fff; }`;
    const backdrop = doc.createElement("div");
    backdrop.className = "backdrop";
    const box = doc.createElement("div");
    box.className = "card";
    const title = doc.createElement("div");
    title.className = "title";
    title.textContent = url;
    box.append(title);
    root.append(style, backdrop, box);
    doc.documentElement.append(host);
    return {
      load() {
        const frame = doc.createElement("iframe");
        frame.setAttribute("sandbox", "allow-scripts");
        frame.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
        frame.src = url;
        box.append(frame);
      },
      remove() { host.remove(); },
    };
  }

  api.runtime.onMessage.addListener((message) => {
    if (message.kind === "gesture") onGesture(message.gesture, message.stream);
  });
})();
