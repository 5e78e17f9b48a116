// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Cuts a device's frames into presses: each contact from touch-down to lift, alone on the surface,
/// with a touchpad's clicks while it touched (`PressSample.clicks`: when its button went down and
/// came up, and how far the finger moved meanwhile).
public struct PressCollector {
    /// What became of a contact once it was gone.
    public enum Outcome: Hashable, Sendable {
        /// It touched alone and lifted.
        case press(PressSample)
        /// It cannot be measured (several at once, or lost).
        case rejected(PressRejection)
    }

    /// A contact being measured.
    struct Track: Hashable, Sendable {
        var id: Int
        var sample: PressSample
    }

    enum State: Hashable, Sendable {
        /// Nothing touching.
        case idle
        /// One contact touching, alone so far.
        case touching(Track)
        /// Several contacts touched together; waits for all of them (these ids) to lift.
        case crowded(Set<Int>)
    }

    private(set) var state: State = .idle
    private let geometry: SurfaceGeometry

    public init(geometry: SurfaceGeometry) {
        self.geometry = geometry
    }

    /// The force of the contact touching alone now, for a live display.
    public var currentForce: Double? {
        switch state {
        case .touching(let track): track.sample.forces.last?.force
        case .idle, .crowded: nil
        }
    }

    /// The press of the contact touching alone so far, as if it lifted now, for a live display.
    public var current: PressSample? {
        guard case .touching(let track) = state else { return nil }
        var sample = track.sample
        sample.lifted = sample.forces.last?.time ?? sample.lifted
        return sample
    }

    /// The presses `frame` completes (at most one, as only one contact is measured at a time).
    public mutating func handle(_ frame: TouchFrame) -> [Outcome] {
        var outcomes: [Outcome] = []
        for contact in frame.contacts {
            if let outcome = handle(contact, at: frame.time, buttonDown: frame.buttonDown) { outcomes.append(outcome) }
        }
        return outcomes
    }

    private mutating func handle(_ contact: Contact, at time: Timestamp, buttonDown: Bool) -> Outcome? {
        let force = contact.force ?? 0
        switch (state, contact.phase) {
        case (.idle, .began):
            let sample = PressSample(tool: contact.tool, origin: contact.position,
                                     forces: [TimedForce(time: time, force: force)], lifted: time, travel: 0,
                                     clicks: buttonDown ? [PadClick(down: time, origin: contact.position)] : [])
            state = .touching(Track(id: contact.id, sample: sample))
            return nil
        case (.touching(let track), .began):
            state = .crowded([track.id, contact.id])
            return nil
        case (.touching(var track), .changed), (.touching(var track), .ended):
            guard track.id == contact.id else { return nil }
            track.sample.forces.append(TimedForce(time: time, force: force))
            track.sample.travel = max(track.sample.travel, geometry.distance(track.sample.origin, contact.position))
            follow(button: buttonDown, at: time, position: contact.position, in: &track.sample)
            guard contact.phase == .ended else {
                state = .touching(track)
                return nil
            }
            track.sample.lifted = time
            state = .idle
            return .press(track.sample)
        case (.touching(let track), .cancelled):
            guard track.id == contact.id else { return nil }
            state = .idle
            return .rejected(.lost)
        case (.crowded(var ids), .began):
            ids.insert(contact.id)
            state = .crowded(ids)
            return nil
        case (.crowded(var ids), .ended), (.crowded(var ids), .cancelled):
            ids.remove(contact.id)
            state = ids.isEmpty ? .idle : .crowded(ids)
            return ids.isEmpty ? .rejected(.crowded) : nil
        case (.crowded, .changed):
            return nil
        // A contact the collector never saw begin (it started before calibration did): ignored.
        case (.idle, .changed), (.idle, .ended), (.idle, .cancelled):
            return nil
        }
    }

    /// Opens a click when the button went down, follows the finger while it stays down, and closes
    /// the click when it came up (the frame it came up in is no longer the click's).
    private func follow(button down: Bool, at time: Timestamp, position: Point, in sample: inout PressSample) {
        if var click = sample.clicks.last, click.up == nil {
            if down {
                click.travel = max(click.travel, geometry.distance(click.origin, position))
            } else {
                click.up = time
            }
            sample.clicks[sample.clicks.count - 1] = click
        } else if down {
            sample.clicks.append(PadClick(down: time, origin: position))
        }
    }
}
