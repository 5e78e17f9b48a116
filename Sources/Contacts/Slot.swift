// SPDX-License-Identifier: MIT
import InputEvents

/// One multitouch protocol B slot: the lifecycle of the contacts the kernel reports in it
/// (see the diagram in ContactTracker.md). Axis values are latched in `values` as they come;
/// transitions happen on tracking IDs and at each `SYN_REPORT`.
struct Slot {
    /// Where the slot is in a contact's life.
    enum State: Hashable {
        /// No contact: the last tracking ID was -1 (or none came yet).
        case empty
        /// A tracking ID arrived in this frame; at the `SYN_REPORT` it becomes a contact (or a palm).
        case landing(trackingID: Int32)
        /// A contact that has been reported, under its peekpop id.
        case touching(trackingID: Int32, contact: Int)
        /// A palm (`MT_TOOL_PALM`): no contact until this tracking ID ends.
        case palm(trackingID: Int32)
        /// Its contact was cancelled (events dropped, device gone): the values are stale, so nothing
        /// is reported until a new tracking ID starts a new contact.
        case stale
    }

    /// What happens to the slot.
    enum Input {
        /// `ABS_MT_TRACKING_ID` for this slot: -1 lifts, another ID starts a new contact.
        case trackingID(Int32)
        /// The `SYN_REPORT` that closes the frame, with the slot's reading: nil `tool` is a palm.
        case report(tool: ToolKind?, position: Point, force: Double?)
        /// Everything in the slot is no longer trustworthy.
        case cancel
    }

    /// Raw axis values as last reported for this slot; the kernel only sends the ones that change,
    /// also across contacts, so they are kept when a contact ends.
    struct Values {
        var x: Int32
        var y: Int32
        var pressure: Int32
        var toolType: Int32
    }

    private(set) var state: State = .empty
    var values: Values

    init(values: Values) {
        self.values = values
    }

    /// True when a `SYN_REPORT` can give an update: a contact is landing or touching. An empty,
    /// palm or stale slot reports nothing, so the tracker need not make its reading (most slots of
    /// a frame are empty).
    var reports: Bool {
        switch state {
        case .landing, .touching: true
        case .empty, .palm, .stale: false
        }
    }

    /// Applies one input; returns the contact update it causes, if any.
    mutating func handle(_ input: Input, context: inout TrackingContext) -> ContactUpdate? {
        switch (state, input) {
        case (.empty, .trackingID(let id)), (.stale, .trackingID(let id)):
            // A -1 here is a repeat the kernel would have filtered, or the end of a stale contact.
            state = id < 0 ? .empty : .landing(trackingID: id)
            return nil
        case (.landing, .trackingID(let id)):
            // Lifted or replaced before it was ever reported: never a contact.
            state = id < 0 ? .empty : .landing(trackingID: id)
            return nil
        case (.touching(let current, let contact), .trackingID(let id)):
            guard id != current else { return nil }
            // -1 lifts; a new ID without -1 in between also ends the old contact.
            state = id < 0 ? .empty : .landing(trackingID: id)
            return .ended(id: contact)
        case (.palm(let current), .trackingID(let id)):
            guard id != current else { return nil }
            state = id < 0 ? .empty : .landing(trackingID: id)
            return nil

        case (.landing(let trackingID), .report(let tool, let position, let force)):
            guard let tool else {
                state = .palm(trackingID: trackingID)
                return nil
            }
            let contact = context.newContactID()
            state = .touching(trackingID: trackingID, contact: contact)
            return .touching(Contact(id: contact, tool: tool, phase: .began, position: position, force: force))
        case (.touching(let trackingID, let contact), .report(let tool, let position, let force)):
            guard let tool else {
                // A finger that turned out to be a palm: what it did so far cannot be trusted.
                state = .palm(trackingID: trackingID)
                return .cancelled(id: contact)
            }
            return .touching(Contact(id: contact, tool: tool, phase: .changed, position: position, force: force))
        case (.empty, .report), (.palm, .report), (.stale, .report):
            return nil

        case (.touching(_, let contact), .cancel):
            state = .stale
            return .cancelled(id: contact)
        case (.landing, .cancel):
            state = .stale
            return nil
        case (.empty, .cancel), (.palm, .cancel), (.stale, .cancel):
            return nil
        }
    }
}
