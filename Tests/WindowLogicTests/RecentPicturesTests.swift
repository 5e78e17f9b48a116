// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// The snapshots an edge-pan shows: which are kept, and which one a pan finds.
@Suite struct RecentPicturesTests {
    @Test func theLatestBoundAreKeptAndTheOldestDropped() {
        var pictures = RecentPictures<Int, String>(bound: 3)
        for entry in 1 ... 3 { pictures.keep("p\(entry)", of: entry, uri: "u\(entry)") }
        #expect(pictures.all.map(\.picture) == ["p1", "p2", "p3"])
        pictures.keep("p4", of: 4, uri: "u4")
        #expect(pictures.picture(of: 1, uri: "u1") == nil)
        #expect(pictures.all.map(\.entry) == [2, 3, 4])
    }

    @Test func anEntryLeftAgainReplacesItsPicture() {
        var pictures = RecentPictures<Int, String>(bound: 3)
        pictures.keep("old", of: 1, uri: "u")
        pictures.keep("other", of: 2, uri: "v")
        pictures.keep("new", of: 1, uri: "u")
        #expect(pictures.all.map(\.picture) == ["other", "new"])
        #expect(pictures.picture(of: 1, uri: "u") == "new")
        #expect(pictures.all.map(\.entry) == [2, 1])
    }

    @Test func theEntryFirstThenTheLatestAtItsURI() {
        var pictures = RecentPictures<Int, String>(bound: 5)
        pictures.keep("first visit", of: 1, uri: "u")
        pictures.keep("second visit", of: 2, uri: "u")
        #expect(pictures.picture(of: 1, uri: "u") == "first visit")
        // An entry not kept, or kept at another URI (its page redirected since), finds the latest at the URI.
        #expect(pictures.picture(of: 9, uri: "u") == "second visit")
        #expect(pictures.picture(of: nil, uri: "u") == "second visit")
        #expect(pictures.picture(of: 1, uri: "w") == nil)
    }
}
