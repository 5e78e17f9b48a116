// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Force click on a touchpad: one finger clicks, then presses deeper than its click, held: a peek at
/// the pointer; deeper still, a pop. Lifting, easing off or letting the button up ends the peek; a
/// second finger cancels it. A click with more than one finger, one that moves (a drag) and one that
/// never goes deeper than itself (a heavy hand) is no force click, and nothing without a click is:
/// taps, scrolls, swipes and resting palms. States and transitions in ForceClickMachine.md.
/// Deliver `.deadline` at `nextDeadline` before any later input: a still finger may send no frames.
public struct ForceClickMachine: GestureMachine {
    /// The pad in one frame.
    public struct Pad: Hashable, Sendable {
        /// The pad's click is held (`TouchFrame.buttonDown`).
        public var buttonDown: Bool
        /// How many contacts touch.
        public var touching: Int
        /// The contact touching when it is the only one; nil when none or several touch.
        public var finger: Contact?
        /// The tracker gave up on a contact in this frame (events lost, the device gone).
        public var lostContact: Bool

        public init(buttonDown: Bool, touching: Int, finger: Contact?, lostContact: Bool = false) {
            self.buttonDown = buttonDown
            self.touching = touching
            self.finger = finger
            self.lostContact = lostContact
        }
    }

    public enum Input: Hashable, Sendable {
        /// A frame of the pad.
        case frame(Pad)
        /// `nextDeadline` has come.
        case deadline
    }

    /// A click of one finger that may yet become a force click.
    public struct Click: Hashable, Sendable {
        public var contact: Int
        /// When the button went down: the click's own force is measured for `settle` from here.
        public var clicked: Timestamp
        /// Where the finger was at the click: the slop is measured from here.
        public var origin: Point
        public var position: Point
        public var force: Double
        /// The click's own force: the highest within `settle` of the button going down.
        public var depth: Double
        /// Since when the force has been past the threshold; nil while it is not.
        public var holdSince: Timestamp?
    }

    /// A force click's peek being shown.
    public struct Peek: Hashable, Sendable {
        public var contact: Int
        public var position: Point
        public var force: Double
        /// Below this the peek ends; at or above `popAt` it pops.
        public var releaseBelow: Double
        public var popAt: Double
    }

    public enum State: Hashable, Sendable {
        /// The button is up.
        case idle
        /// One finger clicked: may force-click while the button stays down.
        case clicked(Click)
        /// A force click is peeking.
        case peeking(Peek)
        /// This click is no force click, or its force click is over: waits for the button to come up.
        case spent
    }

    public private(set) var state: State = .idle
    private let thresholds: ForceClickThresholds
    private let geometry: SurfaceGeometry
    private let slop: Double
    private let peekForce: Double
    private let releaseForce: Double
    private let popForce: Double
    private let riseForce: Double

    public init(thresholds: ForceClickThresholds, geometry: SurfaceGeometry, pressure: PressureScale) {
        self.thresholds = thresholds
        self.geometry = geometry
        slop = thresholds.slop.value(on: geometry)
        peekForce = thresholds.peek.force(on: pressure)
        releaseForce = thresholds.release.force(on: pressure)
        popForce = thresholds.pop.force(on: pressure)
        riseForce = thresholds.rise.force(on: pressure)
    }

    /// When a click held past its threshold becomes a peek if nothing else happens first.
    public var nextDeadline: Timestamp? {
        guard case .clicked(let click) = state, let since = click.holdSince else { return nil }
        return since.adding(thresholds.hold)
    }

    public mutating func handle(_ input: Input, at time: Timestamp, into events: inout [GestureEvent]) {
        switch (state, input) {
        case (.idle, .frame(let pad)):
            guard pad.buttonDown else { return }
            guard let finger = pad.finger, let force = finger.force else {
                state = .spent
                return
            }
            state = .clicked(Click(contact: finger.id, clicked: time, origin: finger.position, position: finger.position,
                                   force: force, depth: force, holdSince: nil))
        case (.clicked(var click), .frame(let pad)):
            guard pad.buttonDown else {
                state = .idle
                return
            }
            guard let finger = pad.finger, finger.id == click.contact,
                  geometry.distance(click.origin, finger.position) <= slop else {
                state = .spent
                return
            }
            click.position = finger.position
            click.force = finger.force ?? 0
            if time < click.clicked.adding(thresholds.settle) {
                click.depth = max(click.depth, click.force)
            } else if click.force >= threshold(of: click) {
                click.holdSince = click.holdSince ?? time
            } else {
                click.holdSince = nil
            }
            peekIfDue(click, at: time, into: &events)
        case (.clicked(let click), .deadline):
            peekIfDue(click, at: time, into: &events)
        case (.peeking(let peek), .frame(let pad)) where pad.lostContact:
            state = pad.buttonDown ? .spent : .idle
            events.append(event(.peek(.cancelled, force: peek.force), peek.contact, at: peek.position, time))
        case (.peeking(var peek), .frame(let pad)):
            guard pad.buttonDown, pad.touching > 0 else {
                state = pad.buttonDown ? .spent : .idle
                events.append(event(.peek(.ended, force: peek.force), peek.contact, at: peek.position, time))
                return
            }
            guard let finger = pad.finger, finger.id == peek.contact else {
                state = .spent
                events.append(event(.peek(.cancelled, force: peek.force), peek.contact, at: peek.position, time))
                return
            }
            let force = finger.force ?? 0
            peek.position = finger.position
            if force >= peek.popAt {
                state = .spent
                events.append(event(.pop(force: force), peek.contact, at: peek.position, time))
            } else if force < peek.releaseBelow {
                state = .spent
                events.append(event(.peek(.ended, force: force), peek.contact, at: peek.position, time))
            } else {
                let changed = force != peek.force
                peek.force = force
                state = .peeking(peek)
                if changed { events.append(event(.peek(.changed, force: force), peek.contact, at: peek.position, time)) }
            }
        case (.spent, .frame(let pad)):
            if !pad.buttonDown { state = .idle }
        case (.idle, .deadline), (.peeking, .deadline), (.spent, .deadline):
            break
        }
    }

    /// The force past which `click` force-clicks: the peek level, or deeper than the click's own
    /// force by `rise` when the click itself was that heavy.
    private func threshold(of click: Click) -> Double {
        max(peekForce, click.depth + riseForce)
    }

    /// Peeks when the hold of `click` is complete by `time`; otherwise keeps waiting.
    private mutating func peekIfDue(_ click: Click, at time: Timestamp, into events: inout [GestureEvent]) {
        guard let since = click.holdSince, since.adding(thresholds.hold) <= time else {
            state = .clicked(click)
            return
        }
        // A threshold raised by a heavy click raises the release and pop levels with it.
        let raised = threshold(of: click) - peekForce
        state = .peeking(Peek(contact: click.contact, position: click.position, force: click.force,
                              releaseBelow: releaseForce + raised, popAt: popForce + raised))
        events.append(event(.peek(.began, force: click.force), click.contact, at: click.position, time))
    }

    private func event(_ gesture: Gesture, _ contact: Int, at point: Point, _ time: Timestamp) -> GestureEvent {
        GestureEvent(time: time, contact: contact, tool: .finger, position: point, gesture: gesture)
    }
}
