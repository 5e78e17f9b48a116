// SPDX-License-Identifier: MIT
/// One load the core asked a renderer for (`PageCommand.load`, `.go`, `.restore`). The renderer
/// tags every page event of that load with it, so the core can tell a superseded load's late
/// events from the current one's and ignore them.
public struct LoadID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "load \(rawValue)" }
}
