// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

@Suite struct ReleaseTests {
    let duration = Release.duration

    @Test func aReleaseEasesOutAndEndsWhereItGoes() {
        #expect(Release.fraction(after: 0) == 0)
        #expect(Release.fraction(after: duration) == 1)
        #expect(Release.fraction(after: duration * 2) == 1)
        #expect(Release.fraction(after: -1) == 0)
        // Past half the way at half the time: fast first.
        #expect(Release.fraction(after: duration / 2) > 0.8)
        #expect(Release.fraction(after: duration - 1) < 1)
    }

    @Test func withoutALiftItStartsAtItsFirstFrame() {
        var release = Release()
        #expect(release.advance(to: 7_000) == (0, false))
        #expect(release.since == 7_000)
        let (halfway, ended) = release.advance(to: 7_000 + duration / 2)
        #expect(halfway == Release.fraction(after: duration / 2))
        #expect(!ended)
        #expect(release.since == 7_000)
    }

    @Test func aLateFirstFrameShowsItFurtherAlong() {
        var release = Release(since: 1_000)
        #expect(release.advance(to: 1_000 + duration / 2) == (Release.fraction(after: duration / 2), false))
        #expect(release.since == 1_000)
    }

    @Test func itEndsOnTheFirstFrameLessThanAFrameBeforeItsDuration() {
        var release = Release(since: 1_000)
        let last = release.advance(to: 1_000 + duration - Release.lastFrame)
        #expect(!last.ended && last.fraction > 0.999)
        #expect(release.advance(to: 1_000 + duration - Release.lastFrame + 1) == (1, true))
        var late = Release(since: 1_000)
        #expect(late.advance(to: 1_000 + duration * 3) == (1, true))
    }
}
