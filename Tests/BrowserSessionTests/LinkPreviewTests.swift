import BrowserSession
import Testing

/// One test per transition of `LinkPreview.md`.
@Suite struct LinkPreviewTests {
    let link = Link(href: "https://en.wikipedia.org/wiki/Apple_Inc.", rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
    let other = Link(href: "https://www.apple.com/", rect: Rect(x: 0.6, y: 0.1, width: 0.3, height: 0.1))
    let refused = Link(href: "javascript:alert(1)", rect: Rect(x: 0.1, y: 0.5, width: 0.3, height: 0.1))
    let policy = NavigationPolicy(allow: [.exact("en.wikipedia.org")])
    let first = HitTestID(1)
    let second = HitTestID(2)

    func resolving(popped: Bool = false) -> LinkPreview {
        var machine = LinkPreview(policy: policy)
        #expect(machine.handle(.peekBegan(first)) == [])
        if popped { #expect(machine.handle(.pop) == []) }
        return machine
    }

    func previewing() -> LinkPreview {
        var machine = resolving()
        #expect(machine.handle(.hitTestResult(first, link: link)) == [.shown(link)])
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
        #expect(resolving().state == .resolving(hitTest: first, popped: false))
    }

    @Test func aPeekAfterACommittedPreviewWaits() {
        var machine = committed()
        #expect(machine.handle(.peekBegan(second)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false))
    }

    @Test func aPeekAfterADismissedPreviewWaits() {
        var machine = dismissed()
        #expect(machine.handle(.peekBegan(second)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false))
    }

    @Test func theAnswerOverALinkShowsItsPreview() {
        #expect(previewing().state == .previewing(LinkPreview.Preview(link: link)))
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
        #expect(resolving(popped: true).state == .resolving(hitTest: first, popped: true))
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
        #expect(machine.handle(.peekBegan(second)) == [])
        #expect(machine.handle(.hitTestResult(first, link: link)) == [])
        #expect(machine.state == .resolving(hitTest: second, popped: false))
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
        #expect(machine.handle(.peekBegan(second)) == [.dismissed(url: link.href)])
        #expect(machine.state == .resolving(hitTest: second, popped: false))
    }

    @Test func staleAnswersChangeNothing() {
        for var machine in [LinkPreview(policy: policy), previewing(), committed(), dismissed()] {
            let before = machine.state
            #expect(machine.handle(.hitTestResult(HitTestID(99), link: link)) == [])
            #expect(machine.state == before)
        }
        var waiting = resolving()
        #expect(waiting.handle(.hitTestResult(second, link: link)) == [])
        #expect(waiting.state == .resolving(hitTest: first, popped: false))
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled, .pop])
    func withNothingShownEndsAndPopsDoNothing(_ input: LinkPreview.Input) {
        for var machine in [LinkPreview(policy: policy), committed(), dismissed()] {
            let before = machine.state
            #expect(machine.handle(input) == [])
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
