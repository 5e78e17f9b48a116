// SPDX-License-Identifier: MIT
@testable import BrowserWindow
@testable import WindowLogic
import Testing

/// The preview card's shadow and backdrop, made of `PremultipliedImage`'s pixel work.
@Suite struct CardPicturesTests {
    func filled(width: Int, height: Int, with pixel: [UInt8]) -> PremultipliedImage {
        PremultipliedImage(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    func pixel(_ image: PremultipliedImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x + 1) * 4])
    }

    @Test func theCardsShadowIsSolidUnderTheCardAndFadesToNothingAtItsMargin() {
        let shadow = CardShadow.image(width: 400, height: 300)
        let margin = Int(CardShadow.margin) / CardShadow.factor
        #expect(shadow.width == (400 + 2 * Int(CardShadow.margin)) / CardShadow.factor && shadow.height == (300 + 2 * Int(CardShadow.margin)) / CardShadow.factor)
        #expect(pixel(shadow, shadow.width / 2, shadow.height / 2) == [0, 0, 0, 140])
        #expect(pixel(shadow, 0, 0)[3] == 0 && pixel(shadow, 0, shadow.height / 2)[3] == 0)
        // Half way at the card's edge, softer outside than in.
        let edge = pixel(shadow, margin, shadow.height / 2)[3]
        #expect(edge > 40 && edge < 100)
        #expect(pixel(shadow, margin - 3, shadow.height / 2)[3] < edge && pixel(shadow, margin + 3, shadow.height / 2)[3] > edge)
        #expect(pixel(shadow, margin, margin)[3] < edge) // the rounded corner
    }

    @Test func theBackdropIsBlurredAndDimmed() {
        // The page at an eighth of its size: black text on white, a grey line one pixel high.
        var page = filled(width: 16, height: 9, with: [255, 255, 255, 255])
        for x in 2..<14 { page.pixels.replaceSubrange((4 * 16 + x) * 4..<(4 * 16 + x + 1) * 4, with: [64, 64, 64, 255]) }
        let backdrop = BlurredBackdrop.blurred(page)
        #expect(backdrop.width == 16 && backdrop.height == 9)
        #expect(pixel(backdrop, 0, 0) == [217, 217, 217, 255]) // white × 0.85, beyond the blur's reach
        let darkest = stride(from: 0, to: backdrop.pixels.count, by: 4).map { backdrop.pixels[$0] }.min()!
        #expect(darkest > 150) // the line is gone into a faint band
        #expect(pixel(backdrop, 8, 4)[0] < pixel(backdrop, 8, 1)[0] && pixel(backdrop, 8, 1)[0] < 217)
        // A last row half covered by the page: as opaque as the rest.
        page.pixels.replaceSubrange(8 * 16 * 4..<9 * 16 * 4, with: Array([[UInt8]](repeating: [128, 128, 128, 128], count: 16).joined()))
        #expect(pixel(BlurredBackdrop.blurred(page), 0, 8) == [217, 217, 217, 255])
    }
}
