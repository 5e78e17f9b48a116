// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Hint, tap, peek and pop for one contact.
///
/// A press is a tap when it lifts within `tapMaximum`, never left the slop and never peeked. It peeks
/// when its force stays at `peekForce` for `peekHold` (or, without pressure, when it is held still for
/// `longPress`) and is still at `peekForce` when its `peekOnset` is over, before it leaves the slop;
/// movement after that does not cancel the peek. So a quick hard tap, whose force has risen and
/// fallen within the onset, stays a tap. A peek pops at `popForce`, which ends it. On a device with
/// pressure, a press hints while its force is at `hintForce` (until it eases below
/// `hintReleaseForce`), so a client can hold back its own long press for it: the hint ends when the
/// press eases off, lifts (before its tap) or leaves the slop, is cancelled when the contact is, and
/// closes without a line when the peek begins. Deliver `.deadline` at `nextDeadline` before any
/// later input: a still contact produces no frames, so a hold or an onset can only end on a deadline.
public struct PressMachine: GestureMachine {
    /// What happened to the contact.
    public enum Input: Hashable, Sendable {
        /// It landed; `force` is nil on a device without pressure.
        case down(Point, force: Double?)
        /// It is still touching in a later frame, moved or not.
        case move(Point, force: Double?)
        /// It lifted here.
        case lift(Point)
        /// The tracker could no longer trust it.
        case cancel
        /// Another gesture took it over (a second contact landed, an edge-pan began).
        case claim
        /// `nextDeadline` has come.
        case deadline
    }

    /// A press that has neither peeked nor left the slop.
    public struct Press: Hashable, Sendable {
        /// When it landed, for the tap limit.
        public var landed: Timestamp
        /// Where it landed: the slop is measured from here.
        public var origin: Point
        /// Where it is now.
        public var position: Point
        /// Nil on a device without pressure.
        public var force: Double?
        /// When the current hold towards a peek started; nil while the force is below the release level.
        public var holdSince: Timestamp?
        /// Whether the hold paused at preview force before rising past pop force (the pen rule).
        var dwell = PreviewDwell()
        /// Whether a hint is open: the force reached `hintForce` and has not eased below
        /// `hintReleaseForce` since (never without pressure).
        public var hinting = false
    }

    /// A peek being shown.
    public struct Peek: Hashable, Sendable {
        /// Where the contact is now.
        public var position: Point
        /// The force last reported (0 on a device without pressure).
        public var force: Double
        /// False while a peek that began at or above pop force has not yet eased below the re-arm level.
        public var popArmed: Bool
    }

    public enum State: Hashable, Sendable {
        /// Not landed yet.
        case idle
        /// Touching, within the slop, not peeked: may still tap or peek, and hints while `Press.hinting`.
        case pressing(Press)
        /// Left the slop before peeking: neither a tap nor a peek; waits for the lift.
        case moved
        /// Peeking: ends on lift, on cancel or claim, or by popping.
        case peeking(Peek)
        /// Tapped, popped, lifted, cancelled or claimed: ignores everything after.
        case done
    }

    /// The contact this machine follows; its events carry this id and tool.
    public let contact: Int
    public let tool: ToolKind
    /// Where the press is (for tests and diagnostics).
    public private(set) var state: State = .idle
    private let thresholds: ToolThresholds
    private let slop: Double
    private let geometry: SurfaceGeometry
    private let reportsForce: Bool

    /// `reportsForce` false makes every press force-less (long press to peek, no pop).
    public init(contact: Int, tool: ToolKind, thresholds: ToolThresholds, geometry: SurfaceGeometry, reportsForce: Bool) {
        self.contact = contact
        self.tool = tool
        self.thresholds = thresholds
        self.slop = thresholds.slop.value(on: geometry)
        self.geometry = geometry
        self.reportsForce = reportsForce
    }

    /// When a hold or an onset ends and may turn into a peek if nothing else happens first.
    public var nextDeadline: Timestamp? {
        switch state {
        case .pressing(let press): peekDue(press)?.time
        case .idle, .moved, .peeking, .done: nil
        }
    }

    /// Moves the machine on by `input`, which happened at `time`, appending what it recognised to `events`.
    public mutating func handle(_ input: Input, at time: Timestamp, into events: inout [GestureEvent]) {
        switch (state, input) {
        case (.idle, .down(let point, let force)):
            let force = reportsForce ? force ?? 0 : nil
            // A force-less press starts its long-press hold on landing.
            let press = Press(landed: time, origin: point, position: point, force: force, holdSince: force == nil ? time : nil)
            pressed(press, at: time, into: &events)
        case (.pressing(var press), .move(let point, let force)):
            guard geometry.distance(press.origin, point) <= slop else {
                state = .moved
                // It can no longer peek, so there is nothing left to hint at.
                if press.hinting { events.append(event(.hint(.ended, force: force ?? 0), at: point, time)) }
                return
            }
            press.position = point
            if press.force != nil { press.force = force ?? 0 }
            pressed(press, at: time, into: &events)
        case (.pressing(let press), .deadline):
            guard let due = nextDeadline, due <= time else { return }
            peekIfDue(press, at: due, into: &events)
        case (.pressing(let press), .lift(let point)):
            state = .done
            if press.hinting { events.append(event(.hint(.ended, force: press.force ?? 0), at: point, time)) }
            let still = geometry.distance(press.origin, point) <= slop
            guard still, time.span(since: press.landed) <= thresholds.tapMaximum else { return }
            events.append(event(.tap, at: point, time))
        case (.peeking(var peek), .move(let point, let force)):
            peek.position = point
            // Force-less peeks have nothing to change and cannot pop.
            guard reportsForce else {
                state = .peeking(peek)
                return
            }
            let force = force ?? 0
            if peek.popArmed, force >= thresholds.popForce {
                state = .done
                events.append(event(.pop(force: force), at: point, time))
                return
            }
            if force < thresholds.popRearmForce { peek.popArmed = true }
            let changed = force != peek.force
            peek.force = force
            state = .peeking(peek)
            if changed { events.append(event(.peek(.changed, force: force), at: point, time)) }
        case (.peeking(let peek), .lift(let point)):
            state = .done
            events.append(event(.peek(.ended, force: peek.force), at: point, time))
        case (.peeking(let peek), .cancel), (.peeking(let peek), .claim):
            state = .done
            events.append(event(.peek(.cancelled, force: peek.force), at: peek.position, time))
        case (.pressing(let press), .cancel), (.pressing(let press), .claim):
            state = .done
            if press.hinting { events.append(event(.hint(.cancelled, force: press.force ?? 0), at: press.position, time)) }
        case (.idle, .claim), (.moved, .lift), (.moved, .cancel), (.moved, .claim):
            state = .done
        case (.moved, .move), (.moved, .deadline), (.peeking, .deadline):
            break
        // Out of order (the recognizer never sends these): ignored.
        case (.idle, .move), (.idle, .lift), (.idle, .cancel), (.idle, .deadline),
             (.pressing, .down), (.moved, .down), (.peeking, .down):
            break
        case (.done, .down), (.done, .move), (.done, .lift), (.done, .cancel), (.done, .claim), (.done, .deadline):
            break
        }
    }

    /// How long `press` must be held before it peeks.
    private func hold(for press: Press) -> TimeSpan {
        press.force == nil ? thresholds.longPress : thresholds.peekHold
    }

    /// When `press` peeks if nothing else happens first: once its hold is complete and its onset over;
    /// `onset` is true when the onset's end is what it waits for.
    private func peekDue(_ press: Press) -> (time: Timestamp, onset: Bool)? {
        guard let since = press.holdSince else { return nil }
        let held = since.adding(hold(for: press))
        let onsetEnd = press.landed.adding(thresholds.peekOnset)
        return onsetEnd > held ? (onsetEnd, true) : (held, false)
    }

    /// Updates the hint and the hold after a frame of `press`, and peeks when it is due (a hint that
    /// begins in that frame comes first).
    private mutating func pressed(_ press: Press, at time: Timestamp, into events: inout [GestureEvent]) {
        var press = press
        if let force = press.force {
            if force >= thresholds.peekForce {
                press.holdSince = press.holdSince ?? time
            } else if force < thresholds.peekReleaseForce {
                press.holdSince = nil
            }
            press.dwell.observe(force: force, holding: press.holdSince != nil, at: time, thresholds: thresholds)
            if !press.hinting, force >= thresholds.hintForce {
                press.hinting = true
                events.append(event(.hint(.began, force: force), at: press.position, time))
            } else if press.hinting, force < thresholds.hintReleaseForce {
                press.hinting = false
                events.append(event(.hint(.ended, force: force), at: press.position, time))
            }
        }
        peekIfDue(press, at: time, into: &events)
    }

    /// Peeks at `time` when `press` is due by then. A press whose hold was complete within its onset
    /// is held only if it is still at `peekForce` when the onset ends (a tap's force is on its way
    /// down by then): otherwise its hold starts again, and it may still peek if it presses again.
    private mutating func peekIfDue(_ press: Press, at time: Timestamp, into events: inout [GestureEvent]) {
        guard let due = peekDue(press), due.time <= time else {
            state = .pressing(press)
            return
        }
        if due.onset, let force = press.force, force < thresholds.peekForce {
            var press = press
            press.holdSince = nil
            state = .pressing(press)
            return
        }
        // Rose past pop force in this very frame, or while only the onset kept it from peeking.
        let popsThrough = due.onset || press.holdSince == time
        peekBegins(press, at: time, popsThrough: popsThrough, into: &events)
    }

    /// The peek begins; a press that got past pop force without holding there (it rose in this very
    /// frame, or during its onset: a hard jab) pops through it at once, as does one that paused at
    /// preview force during its hold before rising (`PreviewDwell`), while one that was already there
    /// when its hold ended must ease off first. The peek closes the press's hint: no line says so.
    private mutating func peekBegins(_ press: Press, at time: Timestamp, popsThrough: Bool, into events: inout [GestureEvent]) {
        let force = press.force ?? 0
        events.append(event(.peek(.began, force: force), at: press.position, time))
        let pastPop = press.force != nil && force >= thresholds.popForce
        if pastPop, popsThrough || press.dwell.dwelt {
            state = .done
            events.append(event(.pop(force: force), at: press.position, time))
            return
        }
        state = .peeking(Peek(position: press.position, force: force, popArmed: !pastPop))
    }

    private func event(_ gesture: Gesture, at point: Point, _ time: Timestamp) -> GestureEvent {
        GestureEvent(time: time, contact: contact, tool: tool, position: point, gesture: gesture)
    }
}
