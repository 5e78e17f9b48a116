// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import IDNA
import Testing
import WebAddress

/// One test per transition of `LinkPreview.md`.
@Suite struct LinkPreviewTests {
    let link = Link(href: "https://en.wikipedia.org/wiki/Apple_Inc.", rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
    let other = Link(href: "https://www.apple.com/", rect: Rect(x: 0.6, y: 0.1, width: 0.3, height: 0.1))
    let refused = Link(href: "javascript:alert(1)", rect: Rect(x: 0.1, y: 0.5, width: 0.3, height: 0.1))
    let policy = NavigationPolicy(allow: [.exact("en.wikipedia.org")], idna: UTS46())
    let first = HitTestID(1)
    let second = HitTestID(2)
    /// Where the peeks begin.
    let start = Point(x: 0.5, y: 0.5)
    var preview: LinkPreview.Preview { LinkPreview.Preview(link: link) }

    func resolving(popped: Bool = false) -> LinkPreview {
        var machine = LinkPreview(policy: policy)
        #expect(machine.handle(.peekBegan(first, at: start)) == [])
        if popped { #expect(machine.handle(.pop) == []) }
        return machine
    }

    func previewing() -> LinkPreview {
        var machine = resolving()
        #expect(machine.handle(.hitTestResult(first, link: link)) == [.shown(link)])
        return machine
    }

    /// The finger slid up `distance` from where the peek began.
    func slid(_ distance: Double = PreviewLayout.revealDistance) -> Point {
        Point(x: start.x + 0.05, y: start.y - distance)
    }

    func revealed() -> LinkPreview {
        var machine = previewing()
        #expect(machine.handle(.peekMoved(to: slid())) == [.actionsShown(url: link.href)])
        return machine
    }

    func choosing() -> LinkPreview {
        var machine = revealed()
        #expect(machine.handle(.peekEnded) == [])
        return machine
    }

    func acted() -> LinkPreview {
        var machine = choosing()
        _ = machine.handle(.chose(.copyLink))
        return machine
    }

    func dismissed() -> LinkPreview {
        var machine = previewing()
        _ = machine.handle(.peekEnded)
        return machine
    }

    func committed() -> LinkPreview {
        var machine = previewing()
        _ = machine.handle(.pop)
        return machine
    }

    @Test func startsIdle() {
        #expect(LinkPreview(policy: policy).state == .idle)
    }

    @Test func aPeekAsksForTheLinkAndWaits() {
        #expect(resolving().state == .resolving(hitTest: first, popped: false, from: start, latest: start))
    }

    @Test func aPeekAfterACommittedPreviewWaits() {
        var machine = committed()
        #expect(machine.handle(.peekBegan(second, at: start)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
    }

    @Test func aPeekAfterADismissedPreviewWaits() {
        var machine = dismissed()
        #expect(machine.handle(.peekBegan(second, at: start)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
    }

    @Test func theAnswerOverALinkShowsItsPreview() {
        #expect(previewing().state == .previewing(preview, from: start))
    }

    @Test func externalLinksArePreviewedToo() {
        var machine = resolving()
        #expect(machine.handle(.hitTestResult(first, link: other)) == [.shown(other)])
    }

    @Test(arguments: [nil, Link(href: "javascript:alert(1)", rect: Rect(x: 0.1, y: 0.5, width: 0.3, height: 0.1))])
    func anAnswerOfNoLinkOrARefusedOneShowsNothing(_ answer: Link?) {
        var machine = resolving()
        #expect(machine.handle(.hitTestResult(first, link: answer)) == [])
        #expect(machine.state == .idle)
    }

    @Test func aPopBeforeTheAnswerWaitsForIt() {
        #expect(resolving(popped: true).state == .resolving(hitTest: first, popped: true, from: start, latest: start))
    }

    @Test func theAnswerAfterAPopShowsAndCommits() {
        var machine = resolving(popped: true)
        #expect(machine.handle(.hitTestResult(first, link: link)) == [.shown(link), .commit(url: link.href)])
        #expect(machine.state == .committed(LinkPreview.Preview(link: link)))
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled])
    func releasedBeforeTheAnswerShowsNothingEver(_ input: LinkPreview.Input) {
        var machine = resolving()
        #expect(machine.handle(input) == [])
        #expect(machine.state == .idle)
        #expect(machine.handle(.hitTestResult(first, link: link)) == [])
        #expect(machine.state == .idle)
    }

    @Test func aNewPeekWhileWaitingMakesTheOldAnswerStale() {
        var machine = resolving()
        #expect(machine.handle(.peekBegan(second, at: start)) == [])
        #expect(machine.handle(.hitTestResult(first, link: link)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
        #expect(machine.handle(.hitTestResult(second, link: other)) == [.shown(other)])
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled])
    func liftingOrCancellingDismisses(_ input: LinkPreview.Input) {
        var machine = previewing()
        #expect(machine.handle(input) == [.dismissed(url: link.href)])
        #expect(machine.state == .dismissed(LinkPreview.Preview(link: link)))
    }

    @Test func popCommits() {
        var machine = previewing()
        #expect(machine.handle(.pop) == [.commit(url: link.href)])
        #expect(machine.state == .committed(LinkPreview.Preview(link: link)))
    }

    @Test func aPeekWithoutTheOldEndingDismissesTheOldFirst() {
        var machine = previewing()
        #expect(machine.handle(.peekBegan(second, at: start)) == [.dismissed(url: link.href)])
        #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
    }

    @Test func staleAnswersChangeNothing() {
        for var machine in [LinkPreview(policy: policy), previewing(), revealed(), choosing(), committed(), dismissed(), acted()] {
            let before = machine.state
            #expect(machine.handle(.hitTestResult(HitTestID(99), link: link)) == [])
            #expect(machine.state == before)
        }
        var waiting = resolving()
        #expect(waiting.handle(.hitTestResult(second, link: link)) == [])
        #expect(waiting.state == .resolving(hitTest: first, popped: false, from: start, latest: start))
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled, .pop])
    func withNothingShownEndsAndPopsDoNothing(_ input: LinkPreview.Input) {
        for var machine in [LinkPreview(policy: policy), choosing(), committed(), dismissed(), acted()] {
            let before = machine.state
            #expect(machine.handle(input) == [])
            #expect(machine.state == before)
        }
    }

    // MARK: the actions (iOS 10)

    @Test func slidingUpLessThanTheDistanceRevealsNothing() {
        var machine = previewing()
        #expect(machine.handle(.peekMoved(to: slid(PreviewLayout.revealDistance - 0.001))) == [])
        #expect(machine.handle(.peekMoved(to: Point(x: start.x, y: start.y + 0.3))) == [])
        #expect(machine.state == .previewing(preview, from: start))
    }

    @Test func slidingUpTheDistanceRevealsTheActions() {
        #expect(revealed().state == .revealed(preview))
    }

    /// A live renderer may answer after the finger has slid up (found on real touch, the desktop
    /// suite): the slide is kept, and the answer shows the preview with its actions revealed.
    @Test func aSlideMadeWhileWaitingForTheAnswerRevealsTheActionsWhenItComes() {
        var machine = resolving()
        #expect(machine.handle(.peekMoved(to: slid())) == [])
        #expect(machine.state == .resolving(hitTest: first, popped: false, from: start, latest: slid()))
        #expect(machine.handle(.hitTestResult(first, link: link)) == [.shown(link), .actionsShown(url: link.href)])
        #expect(machine.state == .revealed(preview))
    }

    /// Short of the reveal distance while waiting, the slide goes on counting from where the peek began.
    @Test func aShortSlideWhileWaitingCountsFromWhereThePeekBegan() {
        var machine = resolving()
        #expect(machine.handle(.peekMoved(to: slid(PreviewLayout.revealDistance - 0.001))) == [])
        #expect(machine.handle(.hitTestResult(first, link: link)) == [.shown(link)])
        #expect(machine.state == .previewing(preview, from: start))
        #expect(machine.handle(.peekMoved(to: slid())) == [.actionsShown(url: link.href)])
    }

    @Test func liftingWithTheActionsRevealedKeepsThePreview() {
        #expect(choosing().state == .choosing(preview))
        #expect(choosing().isChoosing)
        #expect(!revealed().isChoosing)
    }

    @Test func onlyTheStatesWithNothingOnScreenAndNoPeekOnAreAtRest() {
        #expect(LinkPreview(policy: policy).isAtRest)
        #expect([committed(), dismissed(), acted()].map(\.isAtRest) == [true, true, true])
        #expect([resolving(), previewing(), revealed(), choosing()].map(\.isAtRest) == [false, false, false, false])
    }

    @Test func cancellingWithTheActionsRevealedDismisses() {
        var machine = revealed()
        #expect(machine.handle(.peekCancelled) == [.dismissed(url: link.href)])
        #expect(machine.state == .dismissed(preview))
    }

    @Test func aPopWithTheActionsRevealedCommits() {
        var machine = revealed()
        #expect(machine.handle(.pop) == [.commit(url: link.href)])
        #expect(machine.state == .committed(preview))
    }

    @Test func choosingOpenCommits() {
        var machine = choosing()
        #expect(machine.handle(.chose(.open)) == [.perform(.open, url: link.href)])
        #expect(machine.state == .committed(preview))
    }

    @Test(arguments: [PreviewAction.openInNewTab, .copyLink, .share])
    func choosingAnotherActionCarriesItOut(_ action: PreviewAction) {
        var machine = choosing()
        #expect(machine.handle(.chose(action)) == [.perform(action, url: link.href)])
        #expect(machine.state == .acted(preview, action))
    }

    @Test func aTapBesideTheActionsDismisses() {
        var machine = choosing()
        #expect(machine.handle(.dismiss) == [.dismissed(url: link.href)])
        #expect(machine.state == .dismissed(preview))
    }

    @Test func aPeekAfterAnActionWaits() {
        var machine = acted()
        #expect(machine.handle(.peekBegan(second, at: start)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
    }

    @Test func aPeekWithTheActionsRevealedDismissesTheOldFirst() {
        for var machine in [revealed(), choosing()] {
            #expect(machine.handle(.peekBegan(second, at: start)) == [.dismissed(url: link.href)])
            #expect(machine.state == .resolving(hitTest: second, popped: false, from: start, latest: start))
        }
    }

    @Test(arguments: [LinkPreview.Input.chose(.copyLink), .dismiss])
    func choicesCountOnlyOnceTheFingerHasLiftedWithTheActionsRevealed(_ input: LinkPreview.Input) {
        for var machine in [LinkPreview(policy: policy), resolving(), previewing(), revealed(), committed(), dismissed(), acted()] {
            let before = machine.state
            #expect(machine.handle(input) == [])
            #expect(machine.state == before)
        }
    }

    @Test func movesCountOnlyWhileThePreviewShowsWithoutItsActions() {
        for var machine in [LinkPreview(policy: policy), revealed(), choosing(), committed(), dismissed(), acted()] {
            let before = machine.state
            #expect(machine.handle(.peekMoved(to: slid(0.5))) == [])
            #expect(machine.state == before)
        }
    }

    @Test func shouldPreviewOnlyLinksThePolicyWouldOpen() {
        let machine = LinkPreview(policy: policy)
        #expect(machine.shouldPreview(link))
        #expect(machine.shouldPreview(other))
        #expect(!machine.shouldPreview(refused))
        #expect(!machine.shouldPreview(nil))
    }
}
