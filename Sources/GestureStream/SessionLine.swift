// SPDX-License-Identifier: MIT
/// A session line: what the browser session did, at a time on the stream's clock (the time of
/// the gesture that caused it, 0 for what the session did when it started).
public struct SessionLine: Hashable, Sendable {
    /// Seconds since the start of the stream.
    public var time: Double
    public var report: SessionReport

    public init(time: Double, report: SessionReport) {
        self.time = time
        self.report = report
    }
}
