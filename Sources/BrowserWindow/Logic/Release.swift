// SPDX-License-Identifier: MIT
/// A release on the frame clock: when the fingers let go, a layer runs on to its end or springs
/// back over `duration`, eased out (fast first, settling at the end, as a flick does). It starts at
/// its first frame, so a late first frame skips nothing. Shared by the edge-pan's page
/// (`SwipeMachine`) and the overview's layers (`OverviewMachine`).
struct Release: Hashable {
    /// How long a release takes, in microseconds (the frame clock's unit): short, as on iOS.
    static let duration = 250_000

    /// The time of its first frame; nil until that comes.
    var since: Int?

    /// How far along the release is at frame `time`, eased (0 to 1), and whether it has ended.
    mutating func advance(to time: Int) -> (fraction: Double, ended: Bool) {
        let start = since ?? time
        since = start
        return (Self.fraction(after: time - start), time - start >= Self.duration)
    }

    /// How far along a release is `elapsed` microseconds in, eased: 1 once `duration` has passed.
    static func fraction(after elapsed: Int) -> Double {
        let t = min(max(Double(elapsed) / Double(duration), 0), 1)
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }
}
