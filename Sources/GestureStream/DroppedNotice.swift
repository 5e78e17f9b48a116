// SPDX-License-Identifier: MIT
/// The dropped notice, `{"v":1,"dropped":N}`: the client fell behind and lost the `count` lines
/// before the next one it reads. It has no `time` (it is about the client, not the input).
public struct DroppedNotice: Hashable, Sendable {
    /// Lines lost, at least 1.
    public var count: Int

    public init(count: Int) { self.count = count }
}
