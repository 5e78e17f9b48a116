// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import GestureStream

/// Which GTK touch sequence is which peekpop contact, when a touchscreen reaches both the daemon
/// (evdev) and the compositor (the window's touch events): a gesture's position then comes from its
/// sequence, in exact page-area pixels, and a peek, pop or edge-pan (and, with `claimsHints`, a
/// hint) claims the sequence so WebKit sees no click, long press or scroll for it. Pure: GDK event
/// times, stream times and arrival times on the window's monotonic clock come in as numbers. How it
/// decides is in TouchSequenceMatcher.md.
package struct TouchSequenceMatcher {
    /// Where a gesture line lands.
    package enum Route: Hashable {
        /// On the finger GTK reports as `sequence`, last seen at `point` (page-area pixels); with
        /// `claim`, the sequence is to be claimed now.
        case sequence(TouchSequenceID, at: Point, claim: Bool)
        /// On no sequence: the window saw no touch for this contact (the screen does not reach the
        /// compositor, or the touch is outside the page area), or the gesture is a pinch (its
        /// focal point is no one finger's).
        case unmatched
    }

    /// How far apart, in ms, a sequence's and a contact's times may be and still be one finger.
    let tolerance: Double
    /// How long, in ms, an ended sequence and a contact with no line for it are remembered.
    let memory: Double
    /// How long, in ms, a device's stream clock is fresh after it started: its offset may still be
    /// that of a line read late, so a touch lifted up to this long before a line may be its finger.
    let freshness: Double
    /// Whether a hint's `began` claims its sequence as a peek's first line does: the window's rule
    /// (WebKit then starts no long press or drag under a press on its way to a peek). The shared
    /// rules (`Tests/Fixtures/touch-matching`, the extension's) claim nothing for a hint.
    let claimsHints: Bool
    /// Whether a tap whose line came before any sequence of its own waits for it, and claims it as
    /// it begins (`tapsAwaitingTouch`): the window's rule, whose renderer has clicked for that tap.
    /// The shared rules (the extension clicks for no tap) leave a tap waiting for nothing.
    let claimsLateTaps: Bool

    private struct ContactKey: Hashable {
        var device: String
        var contact: Int
    }

    /// One GTK touch sequence; times in GDK milliseconds (unwrapped).
    private struct Sequence {
        var id: TouchSequenceID
        var began: Double
        /// Its latest event's time.
        var latest: Double
        var ended: Double?
        /// Its end was a cancel: the finger may still be down.
        var cancelled = false
        /// The latest position, in page-area pixels.
        var point: Point
        /// The contact it was matched to.
        var contact: ContactKey?
        var claimed = false
        /// Claimed while it was still down: WebKit's gestures for it were cancelled before its lift,
        /// so it made no click of it (a claim after the lift comes too late to take one back).
        var claimedWhileDown = false
        /// Kept from WebKit from its first event: it never reached the page.
        var heldBack = false
    }

    /// A contact the stream has named; times on the window's clock.
    private struct ContactState {
        /// When its first line was made: the finger was down then.
        var firstSeen: Double
        /// When its latest line was made.
        var lastSeen: Double
        var sequence: TouchSequenceID?
        /// A peek or an edge-pan is on: a sequence found for it later is claimed at once.
        var owned = false
        /// Where its recent lines put the finger in page-area pixels by the device's position
        /// (fullscreen only), with their times: how far it moved since its sequence was last seen.
        var track: [(time: Double, expected: Point)] = []
    }

    /// How many of a contact's latest lines `track` keeps: a second of a 120 Hz device.
    private static let trackLength = 128

    /// The stream's clock of one device: its times count from when the daemon first opened it.
    private struct DeviceClock {
        var alignment = ClockAlignment()
        /// Its latest line's time (ms): a time before it is a new zero (another device of that name).
        var latest: Double
        /// When it (re)started, on the window's clock.
        var started: Double
    }

    /// Sequences in the order they began.
    private var sequences: [Sequence] = []
    private var contacts: [ContactKey: ContactState] = [:]
    /// Taps whose line came before any sequence of theirs, by when their line was made (window
    /// clock): the compositor may hand the window a finger after the daemon's whole tap, and the
    /// renderer has clicked for it by then (WebKit had not seen it), so that sequence is claimed as
    /// it begins, or WebKit would click a second time. A window-only rule: the extension clicks for no tap.
    private var tapsAwaitingTouch: [(key: ContactKey, seen: Double)] = []
    private var gdkClock = ClockAlignment()
    /// The stream's clock per device: a live device's times start when the daemon opened it.
    private var streamClocks: [String: DeviceClock] = [:]
    /// GDK times are 32-bit milliseconds: the latest seen, and how many times they wrapped.
    private var latestGDKTime: UInt32?
    private var gdkWraps = 0.0

    package init(tolerance: Double = 60, memory: Double = 10_000, freshness: Double = 5_000, claimsHints: Bool = false,
         claimsLateTaps: Bool = false) {
        self.tolerance = tolerance
        self.memory = memory
        self.freshness = freshness
        self.claimsHints = claimsHints
        self.claimsLateTaps = claimsLateTaps
    }

    // MARK: GTK's sequences

    /// A touch began at `point` (page-area pixels) at GDK time `time`, reaching the window at
    /// `arrival` (ms on its monotonic clock); `heldBack` when the window keeps it from WebKit from
    /// the start (`TouchRouter`). Returns the sequences to claim now: a peek or edge-pan that came
    /// before its touch's begin (the compositor was the slower) takes the sequence now.
    package mutating func began(_ id: TouchSequenceID, time: UInt32, at point: Point, arrival: Double, heldBack: Bool = false) -> [TouchSequenceID] {
        let began = observe(time, arrival: arrival)
        sequences.removeAll { $0.id == id }
        var sequence = Sequence(id: id, began: began, latest: began, point: point, heldBack: heldBack)
        defer { sequences.append(sequence) }
        guard let beganHere = gdkClock.windowTime(of: began) else { return [] }
        // A sequence that began by the time a waiting tap's line was made is that tap's finger.
        if let tap = tapsAwaitingTouch.firstIndex(where: { beganHere <= $0.seen + tolerance }) {
            sequence.contact = tapsAwaitingTouch.remove(at: tap).key
            (sequence.claimed, sequence.claimedWhileDown) = (true, true)
            return [id]
        }
        let waiting = contacts.filter { $0.value.sequence == nil && $0.value.owned && beganHere <= $0.value.firstSeen + tolerance }
        guard let key = waiting.keys.min(by: { ($0.device, $0.contact) < ($1.device, $1.contact) }) else { return [] }
        contacts[key]?.sequence = id
        sequence.contact = key
        (sequence.claimed, sequence.claimedWhileDown) = (true, true)
        return [id]
    }

    /// The touch moved to `point`; a sequence whose begin was missed begins here.
    package mutating func moved(_ id: TouchSequenceID, time: UInt32, to point: Point, arrival: Double) {
        guard let index = sequences.firstIndex(where: { $0.id == id && $0.ended == nil }) else {
            _ = began(id, time: time, at: point, arrival: arrival)
            return
        }
        sequences[index].latest = observe(time, arrival: arrival)
        sequences[index].point = point
    }

    /// The touch lifted at `point`, or GTK cancelled it (`cancelled`: the finger may still be down).
    package mutating func ended(_ id: TouchSequenceID, time: UInt32, at point: Point, arrival: Double, cancelled: Bool = false) {
        let ended = observe(time, arrival: arrival)
        guard let index = sequences.firstIndex(where: { $0.id == id && $0.ended == nil }) else { return }
        sequences[index].ended = ended
        sequences[index].cancelled = cancelled
        sequences[index].latest = ended
        sequences[index].point = point
    }

    // MARK: The stream's gestures

    /// Where `line`, reaching the window at `arrival`, lands. `expected` is where the device's
    /// position puts it in page-area pixels, when the window knows (fullscreen): it breaks a tie
    /// that the order of touch-downs leaves.
    package mutating func route(_ line: GestureLine, arrival: Double, expected: Point? = nil) -> Route {
        let streamTime = line.time * 1_000
        // A device's time never goes back: when it does, its zero is new, and so is its clock.
        var clock = streamClocks[line.device].flatMap { streamTime >= $0.latest ? $0 : nil }
            ?? DeviceClock(latest: streamTime, started: arrival)
        clock.alignment.observe(eventTime: streamTime, arrival: arrival)
        clock.latest = streamTime
        streamClocks[line.device] = clock
        let now = clock.alignment.windowTime(of: streamTime) ?? arrival
        let fresh = arrival - clock.started < freshness
        forget(before: now - memory)
        if case .pinch = line.gesture { return .unmatched }
        let key = ContactKey(device: line.device, contact: line.contact ?? 0)
        var state = contacts[key] ?? ContactState(firstSeen: now, lastSeen: now)
        state.lastSeen = now
        if let expected {
            state.track.append((now, expected))
            state.track.removeFirst(max(0, state.track.count - Self.trackLength))
        }
        if state.sequence == nil, let found = match(key, downFrom: state.firstSeen, to: now, expected: expected, fresh: fresh) {
            state.sequence = sequences[found].id
            sequences[found].contact = key
        }
        let claims: Bool
        let lifted: Bool
        // A finger is peekpop's from the moment its gesture is known: a peek, a pop, an edge-pan
        // (whose finger would otherwise also scroll the page under the swipe); for the window, from
        // its hint on, so WebKit's long press does not come first. A hint's end leaves the sequence
        // claimed (a claim is never taken back) and the contact named: its tap may follow.
        switch line.gesture {
        case .peek(.began, _), .peek(.changed, _), .edgePan(.began, _, _, _), .edgePan(.changed, _, _, _):
            (state.owned, claims, lifted) = (true, true, false)
        case .hint(.began, _):
            (state.owned, claims, lifted) = (claimsHints, claimsHints, false)
        case .hint:
            (state.owned, claims, lifted) = (false, false, false)
        case .pop:
            (state.owned, claims, lifted) = (false, true, false)
        case .peek(.cancelled, _), .edgePan(.cancelled, _, _, _):
            (state.owned, claims, lifted) = (false, false, false)
        case .peek(.ended, _), .tap, .edgePan(.ended, _, _, _):
            (state.owned, claims, lifted) = (false, false, true)
        case .pinch:
            (claims, lifted) = (false, false)
        }
        contacts[key] = lifted ? nil : state
        guard let id = state.sequence, let index = sequences.firstIndex(where: { $0.id == id && $0.contact == key }) else {
            if claimsLateTaps, case .tap = line.gesture, !recentTouchReachedPage(arrival: arrival) { tapsAwaitingTouch.append((key, now)) }
            return .unmatched
        }
        let claim = claims && !sequences[index].claimed
        if claim { (sequences[index].claimed, sequences[index].claimedWhileDown) = (true, sequences[index].ended == nil) }
        let sequence = sequences[index]
        let drift = drift(of: state, since: sequence.latest, to: expected)
        return .sequence(id, at: Point(x: sequence.point.x + drift.x, y: sequence.point.y + drift.y), claim: claim)
    }

    /// How far the device says the finger moved, in page-area pixels, from GDK time `latest` (when
    /// its sequence was last seen) to the line placing it at `expected`: nothing when the sequence
    /// is as new as the line. The compositor may hand the window a finger's moves after the
    /// daemon's lines for them (a busy window reads the stream first); the sequence's point alone
    /// would then lag, and a peek slid up to its actions would not reach them in time.
    private func drift(of state: ContactState, since latest: Double, to expected: Point?) -> Point {
        // The line nearest in time to the sequence's latest event: each clock's estimate is off by
        // its source's fastest delivery, so "at or before" would miss the line of the same frame.
        guard let expected, let seen = gdkClock.windowTime(of: latest),
              let reference = state.track.reversed().min(by: { abs($0.time - seen) < abs($1.time - seen) })
        else { return Point(x: 0, y: 0) }
        return Point(x: expected.x - reference.expected.x, y: expected.y - reference.expected.y)
    }

    /// Whether WebKit saw the finger of a gesture `route` placed, reaching the window at `arrival`
    /// (a tap's click is then WebKit's own): its sequence was neither held back nor claimed while
    /// down (a firm tap's hint claims it: the renderer clicks for that tap); or, with no sequence
    /// (the clocks could not pair them, as with a new device's first line read late), a touch that
    /// reached WebKit and no gesture took ended within `recentTouch` before.
    package func reachedPage(_ route: Route, arrival: Double) -> Bool {
        switch route {
        case .sequence(let id, _, _):
            guard let sequence = sequences.last(where: { $0.id == id }) else { return false }
            return !sequence.heldBack && !sequence.claimedWhileDown
        case .unmatched:
            return recentTouchReachedPage(arrival: arrival)
        }
    }

    /// Whether a touch that reached WebKit and no gesture took ended within `recentTouch` before
    /// `arrival`: an unpaired gesture's finger (its sequence came first, its line late).
    private func recentTouchReachedPage(arrival: Double) -> Bool {
        guard let offset = gdkClock.offset else { return false }
        return sequences.contains { sequence in
            guard let ended = sequence.ended, sequence.contact == nil, !sequence.claimed, !sequence.heldBack else { return false }
            return arrival - (ended + offset) <= Self.recentTouch
        }
    }

    /// Whether the latest touch of `id` is held back from WebKit (its events stop at the window).
    package func isHeldBack(_ id: TouchSequenceID) -> Bool {
        sequences.last { $0.id == id }?.heldBack ?? false
    }

    /// How long, in ms, an unpaired touch that reached WebKit counts as an unmatched tap's finger.
    static let recentTouch = 1_000.0

    /// A new stream from the daemon: its times start again, and its contacts are new.
    package mutating func streamRestarted() {
        streamClocks = [:]
        contacts = [:]
        tapsAwaitingTouch = []
        for index in sequences.indices { sequences[index].contact = nil }
    }

    // MARK: Matching

    /// The index of the unmatched sequence that was down from `downFrom` to `to` (window clock)
    /// and whose place among the touch-downs agrees with the contact's number. Failing any, the
    /// latest cancelled one (its finger may still be down); then, on a `fresh` clock, the latest
    /// that lifted within `freshness` before `to` (the clock may be as late as a late line).
    private func match(_ key: ContactKey, downFrom: Double, to now: Double, expected: Point?, fresh: Bool) -> Int? {
        guard let offset = gdkClock.offset else { return nil }
        let unmatched = sequences.indices.filter { sequences[$0].contact == nil && sequences[$0].began + offset <= downFrom + tolerance }
        let candidates = unmatched.filter { sequences[$0].ended.map { $0 + offset >= now - tolerance } ?? true }
        if candidates.count > 1 {
            if let named = indexByOrder(of: key), candidates.contains(named) { return named }
            if let expected {
                return candidates.min { distance(sequences[$0].point, expected) < distance(sequences[$1].point, expected) }
            }
        }
        if let first = candidates.first { return first }
        if let cancelled = unmatched.last(where: { sequences[$0].cancelled }) { return cancelled }
        guard fresh else { return nil }
        return unmatched.last { sequences[$0].ended.map { $0 + offset >= now - freshness } ?? false }
    }

    /// The sequence the order of touch-downs names for `key`: contact n + k landed k touches after
    /// the nearest matched contact n of the same device; without one, k touches before the nearest
    /// matched contact n + k.
    private func indexByOrder(of key: ContactKey) -> Int? {
        let anchors = sequences.indices.compactMap { index in
            sequences[index].contact.flatMap { $0.device == key.device ? (contact: $0.contact, index: index) : nil }
        }
        let target: Int
        if let below = anchors.filter({ $0.contact < key.contact }).max(by: { $0.contact < $1.contact }) {
            target = below.index + (key.contact - below.contact)
        } else if let above = anchors.filter({ $0.contact > key.contact }).min(by: { $0.contact < $1.contact }) {
            target = above.index - (above.contact - key.contact)
        } else {
            return nil
        }
        return sequences.indices.contains(target) ? target : nil
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    // MARK: Time

    /// `time` unwrapped, after taking it into the GDK clock's alignment.
    private mutating func observe(_ time: UInt32, arrival: Double) -> Double {
        if let latest = latestGDKTime, time < latest, latest - time > UInt32.max / 2 {
            gdkWraps += 1
            latestGDKTime = time
        } else {
            latestGDKTime = max(latestGDKTime ?? time, time)
        }
        let unwrapped = gdkWraps * 4_294_967_296 + Double(time)
        gdkClock.observe(eventTime: unwrapped, arrival: arrival)
        return unwrapped
    }

    /// Forgets sequences that ended before `horizon` and contacts last named before it.
    private mutating func forget(before horizon: Double) {
        contacts = contacts.filter { $0.value.lastSeen >= horizon }
        tapsAwaitingTouch.removeAll { $0.seen < horizon }
        guard let offset = gdkClock.offset else { return }
        // A sequence the browser cancelled while its finger stays down ends long before its
        // contact: it is kept while the contact's gesture goes on, or its end would find no touch.
        sequences.removeAll { sequence in
            let old = sequence.ended.map { $0 + offset < horizon } ?? false
            return old && !(sequence.contact.map { contacts[$0] != nil } ?? false)
        }
    }
}
