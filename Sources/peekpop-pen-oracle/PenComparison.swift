// SPDX-License-Identifier: MIT
import InputEvents
import NumberFormat

/// libinput's pen samples against peekpop's, frame by frame: both readers see the same kernel
/// frames with the same timestamps, so at every frame time either reported, each side's latest
/// state is compared: the tip, and while both have it down, the force.
struct PenComparison {
    /// A frame where the two disagree.
    struct Difference: Hashable {
        var time: Timestamp
        var libinput: PenSample?
        var peekpop: PenSample?
    }

    /// Frame times compared (every time either side reported a sample).
    private(set) var frames = 0
    /// Frames where one had the tip down and the other not.
    private(set) var tipDifferences: [Difference] = []
    /// The largest force difference while both had the tip down, and where.
    private(set) var largest: (difference: Double, at: Difference)?

    init(libinput: [PenSample], peekpop: [PenSample]) {
        let times = Set(libinput.map(\.time)).union(peekpop.map(\.time)).sorted()
        var theirs = libinput.makeIterator(), ours = peekpop.makeIterator()
        var nextTheirs = theirs.next(), nextOurs = ours.next()
        var lastTheirs: PenSample?, lastOurs: PenSample?
        for time in times {
            while let sample = nextTheirs, sample.time <= time { lastTheirs = sample; nextTheirs = theirs.next() }
            while let sample = nextOurs, sample.time <= time { lastOurs = sample; nextOurs = ours.next() }
            frames += 1
            let here = Difference(time: time, libinput: lastTheirs, peekpop: lastOurs)
            let theirTip = lastTheirs?.tipDown ?? false, ourTip = lastOurs?.tipDown ?? false
            guard theirTip == ourTip else {
                tipDifferences.append(here)
                continue
            }
            guard let theirForce = lastTheirs?.force, let ourForce = lastOurs?.force else { continue }
            let difference = abs(theirForce - ourForce)
            if difference > largest?.difference ?? -1 { largest = (difference, here) }
        }
    }

    /// Whether the tips agree everywhere and no force differs by more than `tolerance`.
    func agrees(within tolerance: Double) -> Bool {
        tipDifferences.isEmpty && (largest?.difference ?? 0) <= tolerance
    }
}

extension PenComparison.Difference: CustomStringConvertible {
    var description: String {
        let side = { (sample: PenSample?) in
            guard let sample else { return "nothing yet" }
            return sample.tipDown ? "down \(sample.force.map(format6) ?? "-")" : "up"
        }
        return "at \(format6(time.seconds)) s: libinput \(side(libinput)), peekpop \(side(peekpop))"
    }
}

/// `value` with six decimals, without Foundation.
func format6(_ value: Double) -> String {
    (value < 0 ? "-" : "") + Digits.fixed(Int64((abs(value) * 1_000_000).rounded()), decimals: 6)
}
