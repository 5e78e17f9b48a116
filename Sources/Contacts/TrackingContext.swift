// SPDX-License-Identifier: MIT
/// What the sub-trackers share while one `ContactTracker` runs: the contact id counter and the
/// diagnostics about bad sequences from the hardware.
struct TrackingContext {
    /// Diagnostics kept until taken; beyond this a flood of them is counted, not stored.
    static let diagnosticLimit = 100

    private var nextID = 0
    private(set) var diagnostics: [TrackingDiagnostic] = []
    private var suppressed = 0

    /// A contact id never handed out before by this tracker.
    mutating func newContactID() -> Int {
        defer { nextID &+= 1 }
        return nextID
    }

    mutating func diagnose(_ diagnostic: TrackingDiagnostic) {
        if diagnostics.count < Self.diagnosticLimit {
            diagnostics.append(diagnostic)
        } else {
            suppressed &+= 1
        }
    }

    /// The diagnostics since the last call, then `suppressed` counting any beyond the limit.
    mutating func takeDiagnostics() -> [TrackingDiagnostic] {
        // A live device asks after every read, and there are almost never any: then nothing is copied.
        guard !diagnostics.isEmpty || suppressed > 0 else { return [] }
        var taken = diagnostics
        if suppressed > 0 { taken.append(.suppressed(count: suppressed)) }
        diagnostics = []
        suppressed = 0
        return taken
    }
}
