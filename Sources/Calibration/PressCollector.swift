// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Cuts a device's frames into presses: each contact from touch-down to lift, alone on the surface.
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

    /// The presses `frame` completes (at most one, as only one contact is measured at a time).
    public mutating func handle(_ frame: TouchFrame) -> [Outcome] {
        var outcomes: [Outcome] = []
        for contact in frame.contacts {
            if let outcome = handle(contact, at: frame.time) { outcomes.append(outcome) }
        }
        return outcomes
    }

    private mutating func handle(_ contact: Contact, at time: Timestamp) -> Outcome? {
        let force = contact.force ?? 0
        switch (state, contact.phase) {
        case (.idle, .began):
            let sample = PressSample(tool: contact.tool, origin: contact.position,
                                     forces: [TimedForce(time: time, force: force)], lifted: time, travel: 0)
            state = .touching(Track(id: contact.id, sample: sample))
            return nil
        case (.touching(let track), .began):
            state = .crowded([track.id, contact.id])
            return nil
        case (.touching(var track), .changed), (.touching(var track), .ended):
            guard track.id == contact.id else { return nil }
            track.sample.forces.append(TimedForce(time: time, force: force))
            track.sample.travel = max(track.sample.travel, geometry.distance(track.sample.origin, contact.position))
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
}
