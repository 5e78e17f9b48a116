// SPDX-License-Identifier: MIT
import Foundation

/// The random numbers of a test, from a seed (SplitMix64): the same seed gives the same input on
/// every machine, so a failure is replayed by running again with `PEEKPOP_TEST_SEED` set to the
/// seed its message printed. Without that variable each test uses its own fixed seed.
public struct SeededGenerator: RandomNumberGenerator, CustomStringConvertible {
    /// The seed the numbers come from.
    public let seed: UInt64
    private var state: UInt64

    /// The generator for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The generator for `PEEKPOP_TEST_SEED` when it is set (decimal), else for `seed`.
    public init(environmentOr seed: UInt64) {
        self.init(seed: ProcessInfo.processInfo.environment["PEEKPOP_TEST_SEED"].flatMap { UInt64($0) } ?? seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// What a failure message says, so the run can be repeated.
    public var description: String { "PEEKPOP_TEST_SEED=\(seed)" }
}
