// SPDX-License-Identifier: MIT
@testable import BrowserSession
import Testing

/// The ledger follows only each tab's latest load, and remembers a site-opening load while it is
/// the latest.
struct LoadLedgerTests {
    @Test func onlyATabsLatestLoadIsFollowed() {
        var ledger = LoadLedger()
        let first = ledger.startLoad(inTab: TabID(1))
        let second = ledger.startLoad(inTab: TabID(1))
        let other = ledger.startLoad(inTab: TabID(2))
        #expect(ledger.tab(following: first) == nil)
        #expect(ledger.tab(following: second) == TabID(1))
        #expect(ledger.tab(following: other) == TabID(2))
    }

    @Test func loadsAndHitTestsNeverShareAnID() {
        var ledger = LoadLedger()
        let load = ledger.startLoad(inTab: TabID(1))
        let hitTest = ledger.startHitTest()
        #expect(load.rawValue != hitTest.rawValue)
    }

    @Test func aSiteOpeningLoadCountsUntilAnotherLoadFollowsIt() {
        var ledger = LoadLedger()
        _ = ledger.startSiteLoad(inTab: TabID(1))
        #expect(ledger.opensSite(TabID(1)))
        _ = ledger.startLoad(inTab: TabID(1))
        #expect(!ledger.opensSite(TabID(1)))
    }

    @Test func aTabOnItsStartViewOrClosedFollowsNothing() {
        var ledger = LoadLedger()
        let load = ledger.startSiteLoad(inTab: TabID(1))
        ledger.stopFollowing(TabID(1))
        #expect(!ledger.isLoading(TabID(1)))
        #expect(ledger.tab(following: load) == nil)
        #expect(!ledger.opensSite(TabID(1)))
        _ = ledger.startSiteLoad(inTab: TabID(2))
        ledger.forget(TabID(2))
        #expect(!ledger.isLoading(TabID(2)) && !ledger.opensSite(TabID(2)))
    }
}
