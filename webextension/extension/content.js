// peekpop Touch, content script: keeps the page's own touches, matches each peekpop contact to
// one of them by timing (as the browser window's TouchSequenceMatcher does), so a gesture is
// placed where the page saw the finger, and acts: a peek over an http(s) link shows the linked
// page in a card, release dismisses it, pop opens the link, an edge-pan goes back or forward.
// Runs in the extension's isolated world (Firefox: behind Xrays), so page scripts that override
// DOM methods change nothing here, and the card lives in a closed shadow root they cannot read.
"use strict";

(() => {
  const api = globalThis.browser ?? globalThis.chrome;

  /// How far apart in time a touch and a contact's lines may be and still match (ms).
  const TOLERANCE_MS = 60;
  /// Ended touches and contacts with no line are forgotten after this long (ms).
  const FORGET_MS = 10000;

  /// The page's touches in the order they began: {identifier, start, end, x, y, contact, claimed}.
  /// `start`/`end` are event timestamps (ms, the clock of performance.now()).
  let touches = [];
  /// The contacts of the current stream, by device and contact: {first, latest, touch}.
  const contacts = new Map();
  /// The stream the contacts and the clock offset belong to (the background's counter).
  let stream = null;
  /// page time − stream time: the least arrival − line time seen (lines come no sooner than made).
  let offset = Infinity;
  /// The preview on screen: {key, url, host} while a peek over a link lasts.
  let preview = null;

  const down = (identifier) => touches.find((t) => t.identifier === identifier && t.end === null);

  window.addEventListener("touchstart", (event) => {
    const now = event.timeStamp;
    touches = touches.filter((t) => t.end === null || now - t.end < FORGET_MS);
    for (const touch of event.changedTouches) {
      touches.push({ identifier: touch.identifier, start: now, end: null,
                     x: touch.clientX, y: touch.clientY, contact: null, claimed: false });
    }
  }, { capture: true, passive: true });

  window.addEventListener("touchmove", (event) => {
    for (const touch of event.changedTouches) {
      const record = down(touch.identifier);
      if (record) { record.x = touch.clientX; record.y = touch.clientY; }
    }
  }, { capture: true, passive: true });

  // The touch that peeked or popped makes no click (nor the mouse events a touch emulates).
  const lift = (event) => {
    let claimed = false;
    for (const touch of event.changedTouches) {
      const record = down(touch.identifier);
      if (!record) continue;
      record.end = event.timeStamp;
      claimed ||= record.claimed;
    }
    if (claimed && event.cancelable) event.preventDefault();
  };
  window.addEventListener("touchend", lift, { capture: true, passive: false });
  window.addEventListener("touchcancel", lift, { capture: true, passive: false });

  // A real touchscreen's long press would open the context menu under a peek.
  window.addEventListener("contextmenu", (event) => {
    if (touches.some((t) => t.end === null && t.claimed)) event.preventDefault();
  }, { capture: true });

  /// The unmatched touch that was down through the contact's lines, the earliest if several.
  function match(contact) {
    return touches.find((t) => t.contact === null
      && t.start <= contact.first + TOLERANCE_MS
      && (t.end === null || t.end >= contact.latest - TOLERANCE_MS));
  }

  /// The http(s) link under a point of the viewport, or null.
  function linkAt(x, y) {
    const element = document.elementFromPoint(x, y);
    const link = element?.closest("a[href], area[href]");
    if (!link) return null;
    try {
      const url = new URL(link.href, document.baseURI);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch {
      return null;
    }
  }

  function onGesture(line, lineStream) {
    const arrival = performance.now();
    if (lineStream !== stream) {
      stream = lineStream;
      offset = Infinity;
      contacts.clear();
      for (const touch of touches) touch.contact = null;
    }
    offset = Math.min(offset, arrival - line.time * 1000);
    if (line.contact === undefined || line.gesture === "pinch" || line.gesture === "tap") return;
    const key = `${line.device}\n${line.contact}`;
    const at = line.time * 1000 + offset;
    let contact = contacts.get(key);
    if (!contact) {
      for (const [k, c] of contacts) if (arrival - c.seen > FORGET_MS) contacts.delete(k);
      contact = { first: at, latest: at, seen: arrival, touch: null };
      contacts.set(key, contact);
    }
    contact.latest = at;
    contact.seen = arrival;
    if (!contact.touch) {
      contact.touch = match(contact) ?? null;
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

  /// The card: a host element whose closed shadow root holds the dimmed backdrop and the framed
  /// page. The frame is sandboxed without allow-top-navigation, allow-popups or allow-same-origin
  /// (the previewed page cannot reach this page, even from the same site).
  function Card(url) {
    const host = document.createElement("peekpop-touch-preview");
    host.setAttribute("style", [
      "all: initial", "position: fixed", "inset: 0", "z-index: 2147483647", "display: block",
      "pointer-events: none",
    ].map((rule) => `${rule} !important`).join("; "));
    const root = host.attachShadow({ mode: "closed" });
    const style = document.createElement("style");
    style.textContent = `
      .backdrop { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.35); }
      .card { position: fixed; left: 8%; top: 10%; width: 84%; height: 80%; border-radius: 14px;
              overflow: hidden; background: #fff; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45);
              display: flex; flex-direction: column; font: 13px system-ui, sans-serif; }
      .title { padding: 6px 12px; color: #444; background: #f2f2f2; white-space: nowrap;
               overflow: hidden; text-overflow: ellipsis; }
      iframe { flex: 1; border: 0; width: 100%; background: #fff; }`;
    const backdrop = document.createElement("div");
    backdrop.className = "backdrop";
    const box = document.createElement("div");
    box.className = "card";
    const title = document.createElement("div");
    title.className = "title";
    title.textContent = url;
    box.append(title);
    root.append(style, backdrop, box);
    document.documentElement.append(host);
    return {
      load() {
        const frame = document.createElement("iframe");
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
