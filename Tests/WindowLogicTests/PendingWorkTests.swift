// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Testing

/// The window's one owner of "settled": work begun and ended by token, the window told once nothing
/// is open, and quiet ends leaving the telling to the answer that follows.
@Suite struct PendingWorkTests {
    /// A ledger that counts how often it said it settled and how often it changed.
    final class Counted {
        let work = PendingWork()
        var settled = 0, changed = 0
        init() {
            work.onSettled = { [unowned self] in settled += 1 }
            work.onChange = { [unowned self] in changed += 1 }
        }
    }

    @Test func settledIsNothingOpen() {
        let ledger = Counted()
        #expect(ledger.work.isSettled)
        let load = ledger.work.begin(.load, tab: TabID(1))
        let click = ledger.work.begin(.click)
        #expect(!ledger.work.isSettled)
        ledger.work.end(load)
        #expect(!ledger.work.isSettled)
        #expect(ledger.settled == 0)
        ledger.work.end(click)
        #expect(ledger.work.isSettled)
        #expect(ledger.settled == 1)
        #expect(ledger.changed == 2)
    }

    @Test func tokensOfTheSameKindAreToldApart() {
        let ledger = Counted()
        let first = ledger.work.begin(.snapshot, tab: TabID(1))
        let second = ledger.work.begin(.snapshot, tab: TabID(1))
        #expect(first != second)
        ledger.work.end(first)
        // Ending the first again does not end the second.
        ledger.work.end(first)
        #expect(!ledger.work.isSettled)
        #expect(ledger.work.has(.snapshot))
        ledger.work.end(second)
        #expect(!ledger.work.has(.snapshot))
        #expect(ledger.settled == 1)
    }

    @Test func aQuietEndLeavesTheTellingToTheNextCheck() {
        let ledger = Counted()
        let hitTest = ledger.work.begin(.hitTest)
        ledger.work.end(hitTest, quietly: true)
        #expect(ledger.work.isSettled)
        #expect(ledger.settled == 0)
        #expect(ledger.changed == 0)
        ledger.work.check()
        #expect(ledger.settled == 1)
    }

    @Test func aLandingIsOpenWorkWhileItsMachineReleases() {
        let ledger = Counted()
        var landing = PendingWork.Landing()
        landing.start(if: false, in: ledger.work)
        #expect(ledger.work.isSettled)
        landing.start(if: true, in: ledger.work)
        landing.start(if: true, in: ledger.work)
        #expect(ledger.work.has(.animation))
        // Still releasing: nothing ends.
        landing.stop(unless: true, in: ledger.work, quietly: false)
        #expect(ledger.work.has(.animation))
        // Stopped quietly (midway): ended, nobody told yet.
        landing.stop(unless: false, in: ledger.work, quietly: true)
        #expect(ledger.work.isSettled)
        #expect(ledger.settled == 0)
        // The machine's "settled" after that still tells, with nothing left to end.
        landing.stop(unless: false, in: ledger.work, quietly: false)
        #expect(ledger.settled == 1)
    }

    @Test func aCheckWithWorkOpenTellsOnlyOfTheChange() {
        let ledger = Counted()
        _ = ledger.work.begin(.animation)
        ledger.work.check()
        #expect(ledger.settled == 0)
        #expect(ledger.changed == 1)
    }

    @Test func aTabIsBusyWhileWorkForItIsOpen() {
        let ledger = Counted()
        let tab = TabID(3), other = TabID(4)
        let load = ledger.work.begin(.load, tab: tab)
        _ = ledger.work.begin(.download)
        #expect(ledger.work.isBusy(tab))
        #expect(!ledger.work.isBusy(other))
        ledger.work.end(load)
        #expect(!ledger.work.isBusy(tab))
        #expect(ledger.work.has(.download))
        #expect(!ledger.work.has(.load))
    }
}
