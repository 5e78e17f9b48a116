// SPDX-License-Identifier: MIT
/// A release on the frame clock: when the fingers let go, a layer runs on to its end or springs
/// back over `duration`, eased out (fast first, settling at the end, as a flick does). It starts
/// when the fingers lifted, as iOS's do: a late first frame shows it further along, and it is at
/// rest `duration` after the lift however busy the machine (`since` nil: at its first frame).
/// Shared by the edge-pan's page (`SwipeMachine`) and the overview's layers (`OverviewMachine`).
package struct Release: Hashable {
    /// How long a release takes, in microseconds (the frame clock's unit): short, as on iOS.
    static let duration = 250_000
    /// A frame due less than this before the end draws the end (a 60 Hz frame): the next frame
    /// would come after it, and what is left of the move then is under a thousandth of it.
    static let lastFrame = 16_667

    /// When it started (the lift, or its first frame), on the frame clock; nil until then.
    var since: Int?

    /// How far along the release is at frame `time`, eased (0 to 1), and whether it has ended.
    mutating func advance(to time: Int) -> (fraction: Double, ended: Bool) {
        let start = since ?? time
        since = start
        let ended = time - start > Self.duration - Self.lastFrame
        return (ended ? 1 : Self.fraction(after: time - start), ended)
    }

    /// How far along a release is `elapsed` microseconds in, eased: 1 once `duration` has passed.
    static func fraction(after elapsed: Int) -> Double {
        let t = min(max(Double(elapsed) / Double(duration), 0), 1)
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }
}
