// SPDX-License-Identifier: MIT
import BrowserSession

/// Where the two pages of an edge-pan's swipe are, as WebKit laid them out on iOS. The upper page
/// is the later entry: going back, the current page, which slides right off the one before it;
/// going forward, the next page, which slides in from the right over the current one. The lower
/// page lags behind the upper by a parallax: it starts `parallax` of the width to the left and
/// reaches its place as the upper page leaves. Positions are fractions of the page area's width.
package struct SwipeLayout: Hashable {
    package init(direction: BackForwardTransition.Direction, progress: Double) {
        self.direction = direction
        self.progress = progress
    }

    var direction: BackForwardTransition.Direction
    /// How far the swipe has come, 0 (the current page in place) to 1 (the destination in place).
    var progress: Double

    /// How far behind the lower page starts, as a fraction of the width (WebKit's iOS swipe used
    /// about a third; a quarter to a third reads as depth without the lower page seeming to race).
    static let parallax = 0.3
    /// The current page is the upper one (going back).
    package var currentIsUpper: Bool { direction == .back }

    /// The left edge of the upper page.
    package var upper: Double { uncovered }

    /// The left edge of the lower page.
    package var lower: Double { -Self.parallax * (1 - uncovered) }

    /// How much of the lower page the upper one leaves uncovered.
    private var uncovered: Double { direction == .back ? progress : 1 - progress }
}
