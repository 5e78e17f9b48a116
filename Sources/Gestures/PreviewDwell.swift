// SPDX-License-Identifier: MIT
import InputEvents

/// Whether a press paused at preview force before it pressed harder: the pen rule that tells a
/// press meaning pop from one that landed saturated.
///
/// A pen peeks only after its hold (`ToolThresholds.peekHold`), so a press may already be past
/// `popForce` when its peek begins. One that landed saturated (a quick tap held on) must ease off
/// before it can pop; one that stayed below `popForce` during its hold for at least
/// `ToolThresholds.popDwell` and only then rose past it was a preview that the person then pressed
/// through, and pops as its peek begins.
struct PreviewDwell: Hashable, Sendable {
    /// When the force last came below `popForce` during the hold; nil while at or above it, or
    /// while no hold runs.
    private var since: Timestamp?
    /// True once the force rose past `popForce` after a stay below it of at least `popDwell`.
    private(set) var dwelt = false

    /// Takes the force of one frame at `time`; `holding` is whether the hold towards a peek runs.
    mutating func observe(force: Double, holding: Bool, at time: Timestamp, thresholds: ToolThresholds) {
        guard holding else {
            self = PreviewDwell()
            return
        }
        guard force >= thresholds.popForce else {
            since = since ?? time
            return
        }
        if let since, time.span(since: since) >= thresholds.popDwell { dwelt = true }
        since = nil
    }
}
