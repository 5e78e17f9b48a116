// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Contacts
import Testing

/// Where a gesture lands in the page area: by its touch sequence's pixels, or by the device's position.
@Suite struct PageAreaGeometryTests {
    /// A 1280 × 800 window with a 56 px toolbar above the page area.
    func window(fullscreen: Bool) -> PageAreaGeometry {
        PageAreaGeometry(windowWidth: 1_280, windowHeight: 800, x: 0, y: 56, width: 1_280, height: 744, fullscreen: fullscreen)
    }

    @Test func notFullscreenTheDevicesSurfaceIsThePageAreaAsInAReplay() {
        let geometry = window(fullscreen: false)
        #expect(geometry.pixels(ofDevice: Point(x: 0.25, y: 0.5)) == nil)
        #expect(geometry.position(ofDevice: Point(x: 0.25, y: 0.5)) == Point(x: 0.25, y: 0.5))
    }

    @Test func fullscreenTheDevicesSurfaceIsTheWindowAndTheToolbarIsAboveThePage() {
        let geometry = window(fullscreen: true)
        #expect(geometry.pixels(ofDevice: Point(x: 0.25, y: 0.5)) == Point(x: 320, y: 344))
        #expect(geometry.position(ofDevice: Point(x: 0.25, y: 0.5)) == Point(x: 0.25, y: 344.0 / 744))
        #expect(geometry.position(ofDevice: Point(x: 0.5, y: 0.03)).y < 0)
    }

    @Test func aPageAreaLowerInTheWindowIsOffset() {
        var geometry = window(fullscreen: true)
        geometry.y = 40
        geometry.height = 712
        #expect(geometry.position(ofDevice: Point(x: 0, y: 0.05)) == Point(x: 0, y: 0))
    }

    @Test func aTouchSequencesPixelsAreNormalisedOverThePageArea() {
        #expect(window(fullscreen: false).position(ofPixels: Point(x: 640, y: 186)) == Point(x: 0.5, y: 0.25))
    }

    @Test func aPageAreaWithNoSizeYetLeavesPositionsAsTheyAre() {
        let geometry = PageAreaGeometry(windowWidth: 0, windowHeight: 0, x: 0, y: 0, width: 0, height: 0, fullscreen: false)
        #expect(geometry.position(ofPixels: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }
}
