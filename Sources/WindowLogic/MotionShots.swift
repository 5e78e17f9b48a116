// SPDX-License-Identifier: MIT
/// What `EdgePanShots` and `OverviewShots` share: a motion the core drives with the fingers (an
/// edge-pan, a pinch into or in the overview) is marked by no session event on its way, so
/// `--screenshots` captures it once, the first time it passes a point of its own, and once more
/// after a motion that went nowhere has sprung back (it ended with no session event). A motion that
/// ends in a session event ends in that event's own screenshot.
package struct MotionShots<Motion, Shot> {
    /// The core's motion after the previous step.
    private var previous: Motion?
    /// The motion under way has had its shot.
    private var took = false

    /// What to capture after a step of the session that left the core's motion at `motion`;
    /// `reported` says whether the step reported a session event, `passed` names the shot of a
    /// motion past its point.
    mutating func after(_ motion: Motion?, reported: Bool, sprungBack: Shot, passed: (Motion) -> Shot?) -> Shot? {
        defer { previous = motion }
        guard let motion else {
            return previous != nil && !reported ? sprungBack : nil
        }
        if previous == nil { took = false }
        guard !took, let shot = passed(motion) else { return nil }
        took = true
        return shot
    }
}
