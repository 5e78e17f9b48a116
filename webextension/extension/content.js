// peekpop Touch, content script: keeps the page's own touches, matches each peekpop contact to
// one of them by timing (as the browser window's TouchSequenceMatcher does), so a gesture is
// placed where the page saw the finger, and acts: a peek over an http(s) link shows the linked
// page in a card, release dismisses it, pop opens the link, an edge-pan goes back or forward.
// Runs in the extension's isolated world (Firefox: behind Xrays), so page scripts that override
// DOM methods change nothing here, and the card lives in a closed shadow root they cannot read.
"use strict";

(() => {
  // Once per frame: the background also injects this file into pages that may have loaded before
  // the extension (background.js, injectInto); this world's global is the extension's, not the page's.
  if (globalThis.peekpopTouchRunning) return;
  globalThis.peekpopTouchRunning = true;
  const api = globalThis.browser ?? globalThis.chrome;

  /// How far apart in time a touch and a contact's lines may be and still match (ms).
  const TOLERANCE_MS = 60;
  /// Ended touches and contacts with no line are forgotten after this long (ms).
  const FORGET_MS = 10000;
  /// A touch landing this close to the left or right edge of a window as wide as the screen may
  /// be an edge-pan, peekpop's (CSS px: a little more than the daemon's zone, 6 mm or 3 % of the
  /// width, on common screens, so every touch the daemon can call an edge-pan is in it).
  const EDGE_ZONE_PX = 32;

  /// The page's touches in the order they began: {identifier, start, end, x, y, x0, y0, edge,
  /// contact, claimed, clickSwallowed}; `edge` is the screen edge it landed at ("left", "right")
  /// or null.
  /// `start`/`end` are event timestamps (ms, the clock of performance.now()).
  let touches = [];
  /// The contacts of the current stream, by device and contact: {first, latest, touch}.
  const contacts = new Map();
  /// The stream the contacts and the clocks belong to (the background's counter).
  let stream = null;
  /// Each device's clock, by name: {offset, time, arrival}. A line's `time` counts from when the
  /// daemon opened its device, so each device has its own origin; `offset` (page time − line
  /// time) is the least arrival − line time seen (lines come no sooner than made), `time` and
  /// `arrival` are its latest line's.
  const clocks = new Map();
  /// A device silent this long is timed afresh (ms): it may be a new device of the same name,
  /// plugged in since, whose clock started later; its own next lines give the offset again.
  const CLOCK_RESTART_MS = 2000;
  /// How long a clock started afresh is taken as late (ms): its offset came from the first lines,
  /// each late by its delivery (seconds on a loaded machine), so a touch that lifted up to this
  /// long before a line's estimated time may still be the finger that made it.
  const FRESH_CLOCK_MS = 5000;
  /// The preview on screen: {key, url, host} while a peek over a link lasts.
  let preview = null;

  const down = (identifier) => touches.find((t) => t.identifier === identifier && t.end === null);

  window.addEventListener("touchstart", (event) => {
    const now = event.timeStamp;
    touches = touches.filter((t) => t.end === null || now - t.end < FORGET_MS);
    for (const touch of event.changedTouches) {
      touches.push({ identifier: touch.identifier, start: now, end: null,
                     x: touch.clientX, y: touch.clientY, x0: touch.clientX, y0: touch.clientY,
                     edge: edgeAt(touch.clientX), contact: null, claimed: false, clickSwallowed: false });
    }
  }, { capture: true, passive: true });

  /// The screen edge a touch at `x` landed at, when this is the top frame and its window spans
  /// the screen's width (fullscreen, kiosk, maximised: where the window's edge is the screen's).
  function edgeAt(x) {
    if (window !== window.top || window.outerWidth < screen.width - 1) return null;
    if (x < EDGE_ZONE_PX) return "left";
    if (x > window.innerWidth - EDGE_ZONE_PX) return "right";
    return null;
  }

  // A touch that landed in an edge zone and moves inward more than up or down is an edge-pan the
  // daemon will report, long after the browser decided what the move does: it is kept from the
  // page and the browser from the start (not passive, so cancelable), or the page would scroll
  // under it and Chromium's own overscroll navigation would go back as well as the extension.
  window.addEventListener("touchmove", (event) => {
    let edgePan = false;
    for (const touch of event.changedTouches) {
      const record = down(touch.identifier);
      if (!record) continue;
      record.x = touch.clientX;
      record.y = touch.clientY;
      const inward = record.edge === "left" ? record.x - record.x0 : record.edge === "right" ? record.x0 - record.x : -1;
      edgePan ||= inward >= 0 && inward >= Math.abs(record.y - record.y0);
    }
    if (edgePan && event.cancelable) event.preventDefault();
  }, { capture: true, passive: false });

  // The touch that peeked or popped makes no click (nor the mouse events a touch emulates).
  const lift = (event) => {
    let claimed = false;
    for (const touch of event.changedTouches) {
      const record = down(touch.identifier);
      if (!record) continue;
      record.end = event.timeStamp;
      record.cancelled = event.type === "touchcancel";
      claimed ||= record.claimed;
    }
    if (claimed && event.cancelable) event.preventDefault();
  };
  window.addEventListener("touchend", lift, { capture: true, passive: false });
  window.addEventListener("touchcancel", lift, { capture: true, passive: false });

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
    const last = touches.reduce((latest, t) => (t.end !== null && (!latest || t.end >= latest.end) ? t : latest), null);
    if (!last?.claimed || last.clickSwallowed) return;
    last.clickSwallowed = true;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, { capture: true });

  // A real touchscreen's long press would open the context menu under a peek.
  window.addEventListener("contextmenu", (event) => {
    if (touches.some((t) => t.end === null && t.claimed)) event.preventDefault();
  }, { capture: true });

  /// The unmatched touch that was down through the contact's lines, the earliest if several. A
  /// touch the browser cancelled may still be down (Firefox cancels a long touch when it opens its
  /// menu, before a slow peek line comes): failing any other, the latest such one.
  /// On a fresh clock (`fresh`), failing those, the latest touch that lifted within
  /// FRESH_CLOCK_MS before the contact's latest line: its lines came late, after the lift.
  function match(contact, fresh) {
    const candidates = touches.filter((t) => t.contact === null && t.start <= contact.first + TOLERANCE_MS);
    return candidates.find((t) => t.end === null || t.end >= contact.latest - TOLERANCE_MS)
      ?? candidates.filter((t) => t.cancelled).at(-1)
      ?? (fresh ? candidates.filter((t) => t.end >= contact.latest - FRESH_CLOCK_MS).at(-1) : undefined);
  }

  /// The http(s) link under a point of the viewport, or null; also inside shadow roots.
  function linkAt(x, y) {
    const link = linkOf(deepElementAt(x, y));
    if (!link) return null;
    try {
      const href = typeof link.href === "string" ? link.href : link.href?.baseVal; // SVG: an animated string
      const url = new URL(href, document.baseURI);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch {
      return null;
    }
  }

  /// The innermost element under a point: elementFromPoint stops at a shadow root's host, so this
  /// goes on into the shadow root (open ones, and closed ones where the browser shows them to
  /// extensions: Firefox's openOrClosedShadowRoot, Chromium's dom.openOrClosedShadowRoot).
  function deepElementAt(x, y) {
    let element = document.elementFromPoint(x, y);
    for (;;) {
      const root = element && (element.openOrClosedShadowRoot ?? api.dom?.openOrClosedShadowRoot?.(element) ?? element.shadowRoot);
      const inner = root?.elementFromPoint(x, y);
      if (!inner || inner === element) return element;
      element = inner;
    }
  }

  /// The link an element is in, crossing shadow roots to their hosts (closest() stops at them).
  function linkOf(element) {
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host ?? null) {
      if (node.matches("a[href], area[href]")) return node;
    }
    return null;
  }

  /// When a line's gesture happened, on the page's clock. A device whose time went back is a new
  /// one of the same name (a device's own time never goes back); a new one whose time went on
  /// is told by the silence before it. Either way its clock starts again: an old offset would
  /// put its gestures seconds early, before any touch of the page, and nothing would match.
  function pageTime(line, arrival) {
    const time = line.time * 1000;
    let clock = clocks.get(line.device);
    if (!clock || time < clock.time || arrival - clock.arrival > CLOCK_RESTART_MS) {
      clock = { offset: Infinity, started: arrival };
      clocks.set(line.device, clock);
    }
    clock.offset = Math.min(clock.offset, arrival - time);
    clock.time = time;
    clock.arrival = arrival;
    return time + clock.offset;
  }

  /// Whether the clock of `line`'s device started afresh within FRESH_CLOCK_MS.
  const freshClock = (line, arrival) => arrival - clocks.get(line.device).started < FRESH_CLOCK_MS;

  function onGesture(line, lineStream) {
    const arrival = performance.now();
    if (lineStream !== stream) {
      stream = lineStream;
      clocks.clear();
      contacts.clear();
      for (const touch of touches) touch.contact = null;
    }
    const at = pageTime(line, arrival);
    if (line.contact === undefined || line.gesture === "pinch" || line.gesture === "tap") return;
    const key = `${line.device}\n${line.contact}`;
    let contact = contacts.get(key);
    if (!contact) {
      for (const [k, c] of contacts) if (arrival - c.seen > FORGET_MS) contacts.delete(k);
      contact = { first: at, latest: at, seen: arrival, touch: null };
      contacts.set(key, contact);
    }
    contact.latest = at;
    contact.seen = arrival;
    if (!contact.touch) {
      contact.touch = match(contact, freshClock(line, arrival)) ?? null;
      if (contact.touch) contact.touch.contact = key;
    }
    const ends = line.phase === "ended" || line.phase === "cancelled" || line.gesture === "pop";
    if (contact.touch) act(line, key, contact.touch);
    if (ends) contacts.delete(key);
  }

  function act(line, key, touch) {
    switch (line.gesture) {
      case "peek":
        if (line.phase === "began") {
          touch.claimed = true;
          const url = preview ? null : linkAt(touch.x, touch.y);
          if (url) show(key, url);
        } else if ((line.phase === "ended" || line.phase === "cancelled") && preview?.key === key) {
          dismiss();
        }
        break;
      case "pop": {
        const url = preview?.key === key ? preview.url : linkAt(touch.x, touch.y);
        if (preview?.key === key) dismiss();
        touch.claimed = true;
        if (url) api.runtime.sendMessage({ kind: "pop", url });
        break;
      }
      case "edge-pan":
        touch.claimed = true;
        if (line.phase === "ended" && line.committed) api.runtime.sendMessage({ kind: "edge", edge: line.edge });
        break;
    }
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
