import BrowserSession
import Testing

@Suite struct LinkPreviewTests {
    let link = Link(href: "https://en.wikipedia.org/wiki/Apple_Inc.", rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
    let other = Link(href: "https://www.apple.com/", rect: Rect(x: 0.6, y: 0.1, width: 0.3, height: 0.1))
    let policy = NavigationPolicy(allow: [.exact("en.wikipedia.org")])

    var preview: LinkPreview.Preview {
        LinkPreview.Preview(link: link, url: link.href, actions: [.open, .openInNewTab, .copyLink, .share])
    }

    func previewing() -> LinkPreview {
        var machine = LinkPreview(policy: policy)
        #expect(machine.handle(.peekBegan(link)) == [.shown(url: link.href)])
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

    @Test func peekOverALinkShowsItsPreviewWithTheDefaultActions() {
        #expect(previewing().state == .previewing(preview))
    }

    @Test func externalLinksArePreviewedToo() {
        var machine = LinkPreview(policy: policy)
        #expect(machine.handle(.peekBegan(other)) == [.shown(url: other.href)])
    }

    @Test(arguments: [nil, Link(href: "javascript:alert(1)", rect: Rect(x: 0, y: 0, width: 1, height: 1)),
                      Link(href: "data:text/html,hi", rect: Rect(x: 0, y: 0, width: 1, height: 1)),
                      Link(href: "/relative", rect: Rect(x: 0, y: 0, width: 1, height: 1))])
    func nonLinksAndRefusedSchemesNeverPreview(_ link: Link?) {
        var machine = LinkPreview(policy: policy)
        #expect(!machine.shouldPreview(link))
        #expect(machine.handle(.peekBegan(link)) == [])
        #expect(machine.state == .idle)
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled])
    func releaseOrCancelDismisses(_ input: LinkPreview.Input) {
        var machine = previewing()
        #expect(machine.handle(input) == [.dismissed(url: link.href)])
        #expect(machine.state == .dismissed(preview))
    }

    @Test func popCommits() {
        var machine = previewing()
        #expect(machine.handle(.pop) == [.commit(url: link.href)])
        #expect(machine.state == .committed(preview))
    }

    @Test func openActionCommits() {
        var machine = previewing()
        #expect(machine.handle(.action(.open)) == [.commit(url: link.href)])
        #expect(machine.state == .committed(preview))
    }

    @Test(arguments: [PreviewAction.openInNewTab, .copyLink, .share])
    func otherActionsDismissAndPerform(_ action: PreviewAction) {
        var machine = previewing()
        #expect(machine.handle(.action(action)) == [.dismissed(url: link.href), .perform(action, url: link.href)])
        #expect(machine.state == .dismissed(preview))
    }

    @Test func aNewPeekWhilePreviewingReplacesThePreview() {
        var machine = previewing()
        #expect(machine.handle(.peekBegan(other)) == [.dismissed(url: link.href), .shown(url: other.href)])
        #expect(machine.state == .previewing(LinkPreview.Preview(link: other, url: other.href, actions: LinkPreview.actions)))
    }

    @Test func aNewPeekOverNoLinkWhilePreviewingDismisses() {
        var machine = previewing()
        #expect(machine.handle(.peekBegan(nil)) == [.dismissed(url: link.href)])
        #expect(machine.state == .dismissed(preview))
    }

    @Test(arguments: [LinkPreview.Input.peekEnded, .peekCancelled, .pop, .action(.open), .action(.openInNewTab), .action(.copyLink), .action(.share)])
    func withoutAPreviewNothingHappens(_ input: LinkPreview.Input) {
        for var machine in [LinkPreview(policy: policy), dismissed(), committed()] {
            let before = machine.state
            #expect(machine.handle(input) == [])
            #expect(machine.state == before)
        }
    }

    @Test func afterADismissTheNextPeekPreviewsAgain() {
        var machine = dismissed()
        #expect(machine.handle(.peekBegan(other)) == [.shown(url: other.href)])
        #expect(machine.state == .previewing(LinkPreview.Preview(link: other, url: other.href, actions: LinkPreview.actions)))
    }

    @Test func afterACommitTheNextPeekPreviewsAgain() {
        var machine = committed()
        #expect(machine.handle(.peekBegan(link)) == [.shown(url: link.href)])
        #expect(machine.state == .previewing(preview))
    }

    @Test func anUnpreviewablePeekAfterACommitLeavesTheLastPreview() {
        var machine = committed()
        #expect(machine.handle(.peekBegan(nil)) == [])
        #expect(machine.state == .committed(preview))
    }
}
