// peekpop Touch, the touch matcher: which of the page's touches is which peekpop contact, by time.
// The same rules as the browser window's TouchSequenceMatcher (Sources/WindowLogic/
// TouchSequenceMatcher.md), checked by the same vectors (Tests/Fixtures/touch-matching, run by
// Tests/WebExtension/matcher_test.js and the window's TouchMatchingVectorTests). Pure: no DOM, no
// clock; touch times, line times and arrival times come in as numbers (ms; a line's `time` in s),
// so node can load it. Loaded before content.js, which it gives `globalThis.PeekpopTouchMatcher`.
"use strict";

(() => {
  /// An event's time read on the receiver's clock: events come no sooner than they happen, so the
  /// least `arrival - time` seen is the clocks' offset plus the fastest delivery; a late event
  /// raises one sample, never the estimate.
  class ClockAlignment {
    offset = null;

    observe(time, arrival) {
      this.offset = Math.min(this.offset ?? Infinity, arrival - time);
    }

    receiverTime(time) {
      return this.offset === null ? null : time + this.offset;
    }
  }

  /// What each gesture's phase does to its contact: whether it claims the touch (the finger is
  /// peekpop's from then on), leaves a waiting gesture open for a touch that comes later (`owned`),
  /// and whether the finger lifted (the contact ends). A gesture or phase not here is ignored
  /// (forward compatibility); a pinch is never matched (its focal point is no one finger's).
  const EFFECTS = {
    peek: { began: [true, true, false], changed: [true, true, false], cancelled: [false, false, false], ended: [false, false, true] },
    "edge-pan": { began: [true, true, false], changed: [true, true, false], cancelled: [false, false, false], ended: [false, false, true] },
    pop: { recognized: [true, false, false] },
    // A hint names the touch a peek may follow without taking it: a tap may still come of it.
    hint: { began: [false, false, false], ended: [false, false, false], cancelled: [false, false, false] },
    tap: { recognized: [false, false, true] },
  };

  class TouchMatcher {
    /// The touches in the order they began: {id, began, latest, ended, cancelled, contact, claimed}
    /// plus the caller's own fields; times on the touch clock, `ended` null while down, `contact`
    /// the key of the contact it was matched to.
    touches = [];
    /// The contacts of the stream, by key: {device, contact, firstSeen, lastSeen, touch, owned};
    /// times on the receiver's clock.
    #contacts = new Map();
    #touchClock = new ClockAlignment();
    /// Each device's stream clock, by name: {alignment, latest, started}.
    #streamClocks = new Map();

    /// `tolerance`: how far apart (ms) a touch's and a contact's times may be and still be one
    /// finger; `memory`: how long ended touches and silent contacts are kept; `freshness`: how long
    /// after a device's clock started its offset may still be a late line's.
    constructor({ tolerance = 60, memory = 10000, freshness = 5000 } = {}) {
      this.tolerance = tolerance;
      this.memory = memory;
      this.freshness = freshness;
    }

    /// The key of a line's contact, and back (a device's name may hold anything, its number not).
    static key(device, contact) {
      return `${device}\n${contact}`;
    }

    static parseKey(key) {
      const cut = key.lastIndexOf("\n");
      return { device: key.slice(0, cut), contact: Number(key.slice(cut + 1)) };
    }

    /// A touch began at `time` (touch clock), reaching the receiver at `arrival`; `fields` are the
    /// caller's, kept on its record. Returns the records to claim now: a peek or edge-pan whose
    /// line came before its touch takes the touch when it comes.
    began(id, time, arrival, fields = {}) {
      this.#touchClock.observe(time, arrival);
      this.touches = this.touches.filter((t) => t.id !== id
        && !(t.ended !== null && t.ended < time - this.memory && !(t.contact !== null && this.#contacts.has(t.contact))));
      const touch = Object.assign(fields, { id, began: time, latest: time, ended: null, cancelled: false, contact: null, claimed: false });
      this.touches.push(touch);
      const here = this.#touchClock.receiverTime(time);
      const waiting = [...this.#contacts.values()]
        .filter((c) => c.touch === null && c.owned && here <= c.firstSeen + this.tolerance)
        .sort((a, b) => (a.device < b.device ? -1 : a.device > b.device ? 1 : a.contact - b.contact));
      if (waiting.length === 0) return [];
      waiting[0].touch = touch;
      touch.contact = TouchMatcher.key(waiting[0].device, waiting[0].contact);
      touch.claimed = true;
      return [touch];
    }

    /// The touch moved; one whose begin was missed begins here (with `fields`). Returns its record.
    moved(id, time, arrival, fields = {}) {
      const touch = this.live(id);
      if (!touch) {
        this.began(id, time, arrival, fields);
        return this.live(id);
      }
      this.#touchClock.observe(time, arrival);
      touch.latest = time;
      return touch;
    }

    /// The touch lifted, or the browser cancelled it (`cancelled`: the finger may still be down).
    /// Returns its record, if it was down.
    ended(id, time, arrival, cancelled = false) {
      this.#touchClock.observe(time, arrival);
      const touch = this.live(id);
      if (touch) Object.assign(touch, { ended: time, latest: time, cancelled });
      return touch;
    }

    /// The record of touch `id` while it is down.
    live(id) {
      return this.touches.find((t) => t.id === id && t.ended === null);
    }

    /// Where a gesture line (protocol v1), reaching the receiver at `arrival`, lands: {touch,
    /// claim} with the touch's record and whether to claim it now, or null (no touch).
    route(line, arrival) {
      const effect = EFFECTS[line.gesture]?.[line.phase];
      if (line.gesture !== "pinch" && !effect) return null;
      const time = line.time * 1000;
      // A device's time never goes back: when it does, its zero is new, and so is its clock.
      let clock = this.#streamClocks.get(line.device);
      if (!clock || time < clock.latest) {
        clock = { alignment: new ClockAlignment(), latest: time, started: arrival };
        this.#streamClocks.set(line.device, clock);
      }
      clock.alignment.observe(time, arrival);
      clock.latest = time;
      const now = clock.alignment.receiverTime(time);
      const fresh = arrival - clock.started < this.freshness;
      this.#forget(now - this.memory);
      if (line.gesture === "pinch") return null;
      const contactNumber = line.contact ?? 0;
      const key = TouchMatcher.key(line.device, contactNumber);
      const state = this.#contacts.get(key)
        ?? { device: line.device, contact: contactNumber, firstSeen: now, lastSeen: now, touch: null, owned: false };
      state.lastSeen = now;
      if (state.touch === null) {
        state.touch = this.#match(state, now, fresh);
        if (state.touch) state.touch.contact = key;
      }
      const [claims, owned, lifted] = effect;
      state.owned = owned;
      if (lifted) this.#contacts.delete(key);
      else this.#contacts.set(key, state);
      const touch = state.touch;
      if (!touch || touch.contact !== key || !this.touches.includes(touch)) return null;
      const claim = claims && !touch.claimed;
      if (claim) touch.claimed = true;
      return { touch, claim };
    }

    /// A new stream: its times start again, and its contacts are new.
    streamRestarted() {
      this.#streamClocks.clear();
      this.#contacts.clear();
      for (const touch of this.touches) touch.contact = null;
    }

    /// The unmatched touch that was down from the contact's first line to `now` (receiver clock),
    /// the one the order of touch-downs names when several were; failing any, the latest cancelled
    /// one (its finger may still be down); then, on a fresh clock, the latest that lifted within
    /// `freshness` before `now` (the clock may be as late as a late line).
    #match(state, now, fresh) {
      const offset = this.#touchClock.offset;
      if (offset === null) return null;
      const unmatched = this.touches.filter((t) => t.contact === null && t.began + offset <= state.firstSeen + this.tolerance);
      const candidates = unmatched.filter((t) => t.ended === null || t.ended + offset >= now - this.tolerance);
      if (candidates.length > 1) {
        const named = this.#byOrder(state);
        if (named && candidates.includes(named)) return named;
      }
      return candidates[0]
        ?? unmatched.filter((t) => t.cancelled).at(-1)
        ?? (fresh ? unmatched.filter((t) => t.ended !== null && t.ended + offset >= now - this.freshness).at(-1) : undefined)
        ?? null;
    }

    /// The touch the order of touch-downs names for a contact: contact n + k landed k touches after
    /// the nearest matched contact n of the same device; without one, k touches before the nearest
    /// matched contact n + k.
    #byOrder(state) {
      const anchors = [];
      this.touches.forEach((t, index) => {
        const owner = t.contact === null ? null : TouchMatcher.parseKey(t.contact);
        if (owner?.device === state.device) anchors.push({ contact: owner.contact, index });
      });
      const below = anchors.filter((a) => a.contact < state.contact).sort((a, b) => b.contact - a.contact)[0];
      const above = anchors.filter((a) => a.contact > state.contact).sort((a, b) => a.contact - b.contact)[0];
      const target = below ? below.index + (state.contact - below.contact)
        : above ? above.index - (above.contact - state.contact) : -1;
      return this.touches[target];
    }

    /// Forgets touches that ended before `horizon` (receiver clock) and contacts last named before it.
    #forget(horizon) {
      for (const [key, contact] of this.#contacts) if (contact.lastSeen < horizon) this.#contacts.delete(key);
      const offset = this.#touchClock.offset;
      // A touch the browser cancelled while its finger stays down ends long before its contact:
      // it is kept while the contact's gesture goes on, or its end would find no touch.
      if (offset !== null) {
        this.touches = this.touches.filter((t) => t.ended === null || t.ended + offset >= horizon
          || (t.contact !== null && this.#contacts.has(t.contact)));
      }
    }
  }

  if (typeof module === "object" && module.exports) module.exports = { TouchMatcher };
  else globalThis.PeekpopTouchMatcher = TouchMatcher;
})();
