// What the page saw, for the tests to read (window.pageSaw): every touch and pointer event that
// reached the page's own listeners (bubbling, on the document: after the library's), in order.
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
