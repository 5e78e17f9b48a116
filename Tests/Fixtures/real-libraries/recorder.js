// What the page saw, for the tests to read (window.pageSaw): every touch and pointer event that
// reached the page's own listeners (bubbling, on the document: after the library's), in order.
// And what the library did (`libraryDid`): counted in pageSaw by each page, and reported to the
// desktop suite's page server as a `library` beacon (elsewhere the request is answered 404).
window.pageSaw = { events: [] };
for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"]) {
  document.addEventListener(type, (event) => {
    for (const touch of event.changedTouches) {
      window.pageSaw.events.push({ type, id: touch.identifier, x: Math.round(touch.clientX), y: Math.round(touch.clientY), trusted: event.isTrusted });
    }
  }, { passive: true });
}
for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) {
  document.addEventListener(type, (event) => {
    if (event.pointerType !== "touch") return;
    window.pageSaw.events.push({ type, id: event.pointerId, x: Math.round(event.clientX), y: Math.round(event.clientY), trusted: event.isTrusted });
  }, { passive: true });
}

window.libraryDid = (what) => {
  fetch("/beacon?" + new URLSearchParams({ type: "library", what, href: location.href, trusted: true,
                                           seen: Math.round(performance.timeOrigin + performance.now()) }),
        { keepalive: true, cache: "no-store" }).catch(() => {});
};

/// With `?place` in the address, where the page puts the middle of its link for the desktop suite's
/// fingers (in CSS px): its recordings peek at 45 % across and 40 % down the page area, and tap at
/// 50 % and 50 %; a link 240 x 160 px there is under both.
/// `?place=WHAT` says which of the page's links goes there (each page's default without a value).
window.placeFor = new URLSearchParams(location.search).has("place") ? { x: innerWidth * 0.475, y: innerHeight * 0.45 } : null;
window.placeWhat = new URLSearchParams(location.search).get("place");
