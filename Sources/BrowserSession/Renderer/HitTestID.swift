// SPDX-License-Identifier: MIT
/// One hit-test the core asked a renderer for (`PageCommand.hitTest`); the answer
/// (`PageEvent.hitTestResult`) names it, so an answer the core no longer waits for is ignored.
public struct HitTestID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "hit-test \(rawValue)" }
}
