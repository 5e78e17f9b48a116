// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// When the window takes its next gesture, takes its screenshots and ends, one test per rule of
/// `WindowPacing`.
@Suite struct WindowPacingTests {
    @Test func aSettledWindowTakesTheNextGesture() {
        var pacing = WindowPacing(quitWhenDone: false)
        #expect(pacing.handle(.gesture) == [.armWatchdog(1)])
        #expect(!pacing.isReady(settled: false))
        #expect(pacing.handle(.check(settled: false)) == [])
        #expect(pacing.handle(.check(settled: true)) == [.resume])
        #expect(pacing.isReady(settled: true))
    }

    @Test func theStreamWaitsForTheFirstSettleAndAHitTestOnly() {
        var pacing = WindowPacing(quitWhenDone: false)
        #expect(!pacing.isReadyForStream(hitTesting: false))
        _ = pacing.handle(.check(settled: true))
        #expect(pacing.isReadyForStream(hitTesting: false))
        #expect(!pacing.isReadyForStream(hitTesting: true))
        // A load under way (not settled) does not hold the stream once it has started up.
        _ = pacing.handle(.gesture)
        #expect(pacing.isReadyForStream(hitTesting: false))
    }

    @Test func screenshotsWaitForPaintThenComeBeforeTheNextGesture() {
        var pacing = WindowPacing(quitWhenDone: false)
        _ = pacing.handle(.shoot("001-a.png"))
        #expect(!pacing.isReady(settled: true))
        #expect(pacing.handle(.check(settled: true)) == [.waitForPaint])
        // Settles again meanwhile: one wait is enough.
        #expect(pacing.handle(.check(settled: true)) == [])
        _ = pacing.handle(.shoot("002-b.png"))
        #expect(pacing.handle(.painted(settled: true)) == [.takeShots(["001-a.png", "002-b.png"])])
        #expect(pacing.handle(.shotsTaken(settled: true)) == [.resume])
        #expect(pacing.shotsDone)
    }

    @Test func aWindowUnsettledAfterThePaintDelayIsShotAtItsNextSettle() {
        var pacing = WindowPacing(quitWhenDone: false)
        _ = pacing.handle(.shoot("001-a.png"))
        #expect(pacing.handle(.check(settled: true)) == [.waitForPaint])
        #expect(pacing.handle(.painted(settled: false)) == [])
        #expect(pacing.handle(.check(settled: true)) == [.waitForPaint])
        #expect(pacing.handle(.painted(settled: true)) == [.takeShots(["001-a.png"])])
    }

    @Test func failedScreenshotsAreTakenAgainThenFailTheRun() {
        var pacing = WindowPacing(quitWhenDone: false)
        _ = pacing.handle(.shoot("001-a.png"))
        _ = pacing.handle(.check(settled: true))
        for _ in 0..<WindowPacing.shotRetries {
            #expect(pacing.handle(.painted(settled: true)) == [.takeShots(["001-a.png"])])
            #expect(pacing.handle(.shotsFailed) == [.waitForPaint])
        }
        #expect(pacing.handle(.painted(settled: true)) == [.takeShots(["001-a.png"])])
        #expect(pacing.handle(.shotsFailed) == [.failShots])
    }

    @Test func theWatchdogGivesUpOnAWindowThatNeverSettles() {
        var pacing = WindowPacing(quitWhenDone: false)
        #expect(pacing.handle(.gesture) == [.armWatchdog(1)])
        #expect(pacing.handle(.gesture) == [.armWatchdog(2)])
        // An earlier gesture's watchdog does nothing; a window settled meanwhile is not given up.
        #expect(pacing.handle(.watchdogExpired(1, settled: false)) == [])
        #expect(pacing.handle(.watchdogExpired(2, settled: true)) == [])
        _ = pacing.handle(.gesture)
        #expect(pacing.handle(.watchdogExpired(3, settled: false)) == [.gaveUpWaiting, .resume])
        #expect(pacing.isReady(settled: false))
        #expect(pacing.isReadyForStream(hitTesting: true))
        // The next gesture waits again.
        _ = pacing.handle(.gesture)
        #expect(!pacing.isReady(settled: false))
    }

    @Test func itQuitsOnceTheSourceEndedAndTheWindowIsReady() {
        var pacing = WindowPacing(quitWhenDone: true)
        _ = pacing.handle(.shoot("001-a.png"))
        #expect(pacing.handle(.sourceEnded(settled: true)) == [])
        _ = pacing.handle(.check(settled: true))
        _ = pacing.handle(.painted(settled: true))
        #expect(pacing.handle(.shotsTaken(settled: true)) == [.resume, .quit])
    }

    @Test func itQuitsAtOnceWhenTheSourceEndsSettled() {
        var pacing = WindowPacing(quitWhenDone: true)
        #expect(pacing.handle(.sourceEnded(settled: false)) == [])
        #expect(pacing.handle(.check(settled: true)) == [.resume, .quit])
        var settled = WindowPacing(quitWhenDone: true)
        #expect(settled.handle(.sourceEnded(settled: true)) == [.quit])
        var staying = WindowPacing(quitWhenDone: false)
        #expect(staying.handle(.sourceEnded(settled: true)) == [])
    }
}
