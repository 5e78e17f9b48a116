// SPDX-License-Identifier: MIT
extension String {
    /// The text cut or filled with spaces to exactly `width` characters: a label set in a column of
    /// a terminal screen or listing (what Foundation's `padding(toLength:withPad:startingAt:)` does
    /// with a space, without Foundation).
    public func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
