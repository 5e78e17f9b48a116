// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import IDNA
import Testing
import WebAddress

/// The window's settings file (`BrowserSettings`): its start page, its search engine, and a site
/// file's `allow` when it has one.
@Suite struct BrowserSettingsTests {

    func settings(_ json: String) throws(SiteFileError) -> BrowserSettings {
        try BrowserSettings(json: Data(json.utf8), name: "browser.json", idna: UTS46())
    }

    @Test func everySettingHasADefault() throws {
        let none = try settings("{}")
        #expect(none.start == BrowserSettings.defaultStart)
        #expect(none.search == .duckDuckGo)
        #expect(none.site == nil)
        #expect(BrowserSettings.defaults.start == none.start)
    }

    @Test func startAndSearchAreRead() throws {
        let read = try settings(#"{ "start": "https://example.org/", "search": "https://en.wikipedia.org/w/index.php?search=%s" }"#)
        #expect(read.start == "https://example.org/")
        #expect(read.search.url(searchingFor: "Swift") == "https://en.wikipedia.org/w/index.php?search=Swift")
        #expect(read.site == nil)
    }

    @Test func aFileWithAllowIsASiteFile() throws {
        let read = try settings(#"{ "start": "https://en.wikipedia.org/", "allow": ["en.wikipedia.org"], "search": "https://en.wikipedia.org/w/index.php?search=%s" }"#)
        #expect(read.site?.configuration.allow == ["en.wikipedia.org"])
        #expect(read.start == "https://en.wikipedia.org/")
        #expect(read.search == SearchTemplate("https://en.wikipedia.org/w/index.php?search=%s"))
    }

    @Test func aWrongSettingIsNamed() {
        #expect(throws: SiteFileError(file: "browser.json", path: "search", reason: "expected an http or https URL with one %s where the words go")) {
            try settings(#"{ "search": "https://a.example/" }"#)
        }
        #expect(throws: SiteFileError(file: "browser.json", path: "start", reason: "expected a string")) { try settings(#"{ "start": 3 }"#) }
        #expect(throws: SiteFileError(file: "browser.json", path: "start", reason: "missing")) { try settings(#"{ "allow": [] }"#) }
        #expect(throws: SiteFileError(file: "browser.json", path: "", reason: "not valid JSON")) { try settings("{") }
    }
}
