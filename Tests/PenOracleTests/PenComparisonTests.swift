// SPDX-License-Identifier: MIT
import InputEvents
@testable import peekpop_pen_oracle
import Testing

/// The oracle's frame-by-frame comparison: each side's latest sample at every frame time either
/// reported, tips compared everywhere, forces while both are down.
@Suite struct PenComparisonTests {
    func sample(_ ms: Int64, _ force: Double?) -> PenSample {
        PenSample(time: .milliseconds(ms), tipDown: force != nil, force: force)
    }

    @Test func sameSamplesAgree() {
        let samples = [sample(0, nil), sample(5, 0.2), sample(10, 0.5), sample(15, nil)]
        let comparison = PenComparison(libinput: samples, peekpop: samples)
        #expect(comparison.frames == 4)
        #expect(comparison.tipDifferences.isEmpty)
        #expect(comparison.largest?.difference == 0)
        #expect(comparison.agrees(within: 0))
    }

    /// One side a frame late with the tip: one difference, at that frame, and the sides' states then.
    @Test func tipOneFrameLateIsADifference() {
        let comparison = PenComparison(libinput: [sample(0, nil), sample(5, 0.1), sample(10, 0.2)],
                                       peekpop: [sample(0, nil), sample(10, 0.2)])
        #expect(comparison.frames == 3)
        #expect(comparison.tipDifferences.map(\.time) == [.milliseconds(5)])
        #expect(comparison.tipDifferences.first?.peekpop == sample(0, nil))
        #expect(!comparison.agrees(within: 1))
    }

    /// A frame only one side reported keeps the other's last sample: the forces compare there too.
    @Test func largestForceDifferenceAndTolerance() {
        let comparison = PenComparison(libinput: [sample(0, 0.5), sample(5, 0.6), sample(10, nil)],
                                       peekpop: [sample(0, 0.5005), sample(10, nil)])
        #expect(comparison.tipDifferences.isEmpty)
        let largest = comparison.largest
        #expect(largest?.at.time == .milliseconds(5))
        #expect(abs((largest?.difference ?? 0) - 0.0995) < 1e-9)
        #expect(comparison.agrees(within: 0.1))
        #expect(!comparison.agrees(within: 0.099))
    }

    @Test func formatsSixDecimals() {
        #expect(format6(0.0004995) == "0.000500")
        #expect(format6(12.5) == "12.500000")
        #expect(format6(-0.25) == "-0.250000")
    }
}
