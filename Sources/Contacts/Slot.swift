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
        /// A contact that has been reported: `contact` as last put in a frame (phase `changed`), to
        /// tell whether the next reading changes it and to give its last position when it ends.
        case touching(trackingID: Int32, contact: Contact)
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
        /// The `SYN_REPORT` that closes the frame, with the slot's reading as it is reported
        /// (calibrated, force only when it is one): nil `tool` is a palm.
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

    /// What the slot puts in the frame: its contact, and whether that is news (anything but a
    /// touching contact that did not change), which decides whether the frame is reported at all.
    struct Output: Hashable {
        var contact: Contact
        var isNews: Bool
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

    /// Applies one input; returns what it puts in the frame, if anything.
    mutating func handle(_ input: Input, context: inout TrackingContext) -> Output? {
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
            return Self.last(contact, .ended)
        case (.palm(let current), .trackingID(let id)):
            guard id != current else { return nil }
            state = id < 0 ? .empty : .landing(trackingID: id)
            return nil

        case (.landing(let trackingID), .report(let tool, let position, let force)):
            guard let tool else {
                state = .palm(trackingID: trackingID)
                return nil
            }
            var contact = Contact(id: context.newContactID(), tool: tool, phase: .changed, position: position, force: force)
            state = .touching(trackingID: trackingID, contact: contact)
            contact.phase = .began
            return Output(contact: contact, isNews: true)
        case (.touching(let trackingID, let last), .report(let tool, let position, let force)):
            guard let tool else {
                // A finger that turned out to be a palm: what it did so far cannot be trusted.
                state = .palm(trackingID: trackingID)
                return Self.last(last, .cancelled)
            }
            let contact = Contact(id: last.id, tool: tool, phase: .changed, position: position, force: force)
            // Written only when it differs: a still contact costs no write.
            let isNews = contact != last
            if isNews { state = .touching(trackingID: trackingID, contact: contact) }
            return Output(contact: contact, isNews: isNews)
        case (.empty, .report), (.palm, .report), (.stale, .report):
            return nil

        case (.touching(_, let contact), .cancel):
            state = .stale
            return Self.last(contact, .cancelled)
        case (.landing, .cancel):
            state = .stale
            return nil
        case (.empty, .cancel), (.palm, .cancel), (.stale, .cancel):
            return nil
        }
    }

    /// A contact's last reading, in the frame that ends it.
    private static func last(_ contact: Contact, _ phase: ContactPhase) -> Output {
        var contact = contact
        contact.phase = phase
        return Output(contact: contact, isNews: true)
    }
}
