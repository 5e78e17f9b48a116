// SPDX-License-Identifier: MIT
import InputEvents

/// Multitouch protocol A: every frame lists all contacts, each closed by `SYN_MT_REPORT`, with no
/// slots. Contacts are matched with the previous frame's by `ABS_MT_TRACKING_ID` when the device
/// sends one, otherwise by minimum total squared distance (as the kernel's `input_mt_assign_slots`).
struct ProtocolATracker {
    /// More contacts in one frame than any real device reports; the rest are ignored.
    static let maximumContacts = 64

    /// A contact as seen in the last frame, kept for matching.
    struct Tracked: Hashable {
        var contact: Int
        var trackingID: Int32?
        var x: Int32
        var y: Int32
    }

    /// The `ABS_MT_*` values since the last `SYN_MT_REPORT`.
    struct Report: Hashable {
        var trackingID: Int32?
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var toolType: Int32?

        var isEmpty: Bool { self == Report() }
    }

    /// A complete contact of this frame: a position and a tool that touches.
    struct Sighting: Hashable {
        var trackingID: Int32?
        var x: Int32
        var y: Int32
        var pressure: Int32?
        var tool: ToolKind
    }

    /// Whether contacts are down.
    enum State: Hashable {
        /// Nothing touches.
        case idle
        /// These contacts touched in the last frame (never empty).
        case touching([Tracked])
    }

    enum Input {
        /// `SYN_MT_REPORT`: the values since the last one are one contact (none at all: no contact).
        case contactReport
        /// `SYN_REPORT`; `liftAll` when the frame had `BTN_TOUCH` 0, which lifts every contact.
        case report(liftAll: Bool)
        /// Every contact is no longer trustworthy.
        case cancel
    }

    private(set) var state: State = .idle
    private var pending = Report()
    private var sightings: [Sighting] = []
    private let axes: PositionAxes
    private let pressure: AbsInfo?

    init(device: DeviceDescription, axes: PositionAxes) {
        self.axes = axes
        self.pressure = device.absInfo[AbsCode.mtPressure]
    }

    /// Latches one `ABS_MT_*` value of the contact being reported.
    mutating func record(code: UInt16, value: Int32) {
        switch code {
        case AbsCode.mtTrackingID: pending.trackingID = value
        case AbsCode.mtPositionX: pending.x = value
        case AbsCode.mtPositionY: pending.y = value
        case AbsCode.mtPressure: pending.pressure = value
        case AbsCode.mtToolType: pending.toolType = value
        default: break // touch size, orientation…: not used for contacts
        }
    }

    mutating func handle(_ input: Input, context: inout TrackingContext) -> [ContactUpdate] {
        switch input {
        case .contactReport:
            closeContact(context: &context)
            return []
        case .report(let liftAll):
            if !pending.isEmpty {
                context.diagnose(.unreportedContactValues)
                pending = Report()
            }
            defer { sightings = [] }
            return match(liftAll ? [] : sightings, context: &context)
        case .cancel:
            pending = Report()
            sightings = []
            defer { state = .idle }
            switch state {
            case .idle: return []
            case .touching(let tracked): return tracked.map { .cancelled(id: $0.contact) }
            }
        }
    }

    private mutating func closeContact(context: inout TrackingContext) {
        defer { pending = Report() }
        // An empty SYN_MT_REPORT is how protocol A says "no contact".
        guard !pending.isEmpty else { return }
        guard let x = pending.x, let y = pending.y else {
            context.diagnose(.contactWithoutPosition)
            return
        }
        guard sightings.count < Self.maximumContacts else {
            context.diagnose(.tooManyContacts(limit: Self.maximumContacts))
            return
        }
        // A palm is not a touch.
        guard let tool = SlotTracker.tool(pending.toolType ?? MTToolType.finger) else { return }
        sightings.append(Sighting(trackingID: pending.trackingID, x: x, y: y, pressure: pending.pressure, tool: tool))
    }

    /// Pairs this frame's reports with the last frame's contacts and says what became of each.
    private mutating func match(_ reports: [Sighting], context: inout TrackingContext) -> [ContactUpdate] {
        let previous: [Tracked]
        switch state {
        case .idle: previous = []
        case .touching(let tracked): previous = tracked
        }
        var matchOfReport: [Int?] = Array(repeating: nil, count: reports.count)
        var claimed = Set<Int>()

        // First by tracking ID; a report with an ID never seen is a new contact.
        for (index, report) in reports.enumerated() {
            guard let id = report.trackingID else { continue }
            if let old = previous.indices.first(where: { !claimed.contains($0) && previous[$0].trackingID == id }) {
                matchOfReport[index] = old
                claimed.insert(old)
            }
        }
        // Then the reports without an ID, by nearest neighbour over the contacts left.
        let open = reports.indices.filter { reports[$0].trackingID == nil }
        let candidates = previous.indices.filter { !claimed.contains($0) }
        if !open.isEmpty && !candidates.isEmpty {
            let costs = open.map { index in
                candidates.map { old in
                    Self.squaredDistance(reports[index], previous[old])
                }
            }
            for (row, column) in MinimumCostAssignment.assign(costs).enumerated() {
                guard let column else { continue }
                matchOfReport[open[row]] = candidates[column]
                claimed.insert(candidates[column])
            }
        }

        var updates: [ContactUpdate] = previous.indices
            .filter { !claimed.contains($0) }
            .map { .ended(id: previous[$0].contact) }
        var tracked: [Tracked] = []
        for (index, report) in reports.enumerated() {
            let phase: ContactPhase = matchOfReport[index] == nil ? .began : .changed
            let contact = matchOfReport[index].map { previous[$0].contact } ?? context.newContactID()
            tracked.append(Tracked(contact: contact, trackingID: report.trackingID, x: report.x, y: report.y))
            updates.append(.touching(Contact(
                id: contact,
                tool: report.tool,
                phase: phase,
                position: axes.point(x: report.x, y: report.y),
                force: pressure.map { axis in axis.normalised(report.pressure ?? axis.minimum) })))
        }
        state = tracked.isEmpty ? .idle : .touching(tracked)
        return updates
    }

    private static func squaredDistance(_ report: Sighting, _ old: Tracked) -> Double {
        let dx = Double(report.x) - Double(old.x)
        let dy = Double(report.y) - Double(old.y)
        return dx * dx + dy * dy
    }
}
