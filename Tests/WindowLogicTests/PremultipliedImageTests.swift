// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// The pixel work behind the preview card's backdrop and shadow: box blur, dimming, a
/// rounded rectangle, and the shadow and backdrop made of them.
@Suite struct PremultipliedImageTests {
    /// An image whose every pixel is `pixel`.
    func filled(width: Int, height: Int, with pixel: [UInt8]) -> PremultipliedImage {
        PremultipliedImage(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    func pixel(_ image: PremultipliedImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x + 1) * 4])
    }

    @Test func aBlurSpreadsAPointSymmetricallyAndKeepsItsWeight() {
        var image = PremultipliedImage(width: 9, height: 9)
        image.pixels[(4 * 9 + 4) * 4 + 3] = 255
        let blurred = image.blurred(radius: 1, passes: 1)
        // One box of 3 × 3: a ninth of the point on each of its 9 pixels, nothing beyond.
        for y in 0..<9 {
            for x in 0..<9 {
                #expect(pixel(blurred, x, y)[3] == ((3...5).contains(x) && (3...5).contains(y) ? 28 : 0), "(\(x), \(y))")
            }
        }
        let wider = image.blurred(radius: 1, passes: 3)
        #expect(pixel(wider, 1, 4)[3] > 0 && pixel(wider, 0, 4)[3] == 0)
        #expect(pixel(wider, 2, 4) == pixel(wider, 6, 4) && pixel(wider, 4, 2) == pixel(wider, 4, 6))
    }

    @Test func aBlurExtendsTheEdgesSoAnEvenImageStaysEven() {
        let image = filled(width: 6, height: 4, with: [10, 20, 30, 255])
        #expect(image.blurred(radius: 2, passes: 3) == image)
        #expect(image.blurred(radius: 0, passes: 3) == image)
    }

    @Test func dimmingScalesTheColoursNotAlpha() {
        let dimmed = filled(width: 2, height: 1, with: [200, 100, 0, 200]).dimmed(by: 0.85)
        #expect(pixel(dimmed, 1, 0) == [170, 85, 0, 200])
    }

    @Test func makingOpaqueKeepsTheColourOfWhatIsPartlyTransparentAndLeavesTheRest() {
        var image = PremultipliedImage(width: 3, height: 1)
        image.pixels = [50, 100, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]
        #expect(image.opaque().pixels == [100, 199, 0, 255, 10, 20, 30, 255, 0, 0, 0, 0])
    }

    @Test func threeBoxesMatchAGaussiansSpread() {
        // Box widths 2r + 1 with 3 × ((2r + 1)² − 1) / 12 closest to sigma².
        #expect(PremultipliedImage.radius(sigma: 1.5, passes: 3) == 1)
        #expect(PremultipliedImage.radius(sigma: 5, passes: 3) == 5)
        #expect(PremultipliedImage.radius(sigma: 0, passes: 3) == 0)
    }

    @Test func aRoundedRectangleFillsItsInsideAndLeavesItsCornersOut() {
        let image = PremultipliedImage(width: 10, height: 8, roundedRect: (x: 1, y: 1, width: 8, height: 6), radius: 3, colour: [1, 2, 3, 4])
        #expect(pixel(image, 5, 4) == [1, 2, 3, 4])
        #expect(pixel(image, 1, 4) == [1, 2, 3, 4] && pixel(image, 5, 1) == [1, 2, 3, 4])
        #expect(pixel(image, 0, 4) == [0, 0, 0, 0] && pixel(image, 9, 4) == [0, 0, 0, 0] && pixel(image, 5, 7) == [0, 0, 0, 0])
        // The corner pixel is outside the rounding; the one diagonally in is inside.
        #expect(pixel(image, 1, 1) == [0, 0, 0, 0] && pixel(image, 2, 2) == [1, 2, 3, 4])
    }

    @Test func theCardsShadowIsSolidUnderTheCardAndFadesToNothingAtItsMargin() {
        let shadow = CardShadowImage.image(width: 400, height: 300, cornerRadius: 14)
        let margin = Int(CardShadowImage.margin) / CardShadowImage.factor
        #expect(shadow.width == (400 + 2 * Int(CardShadowImage.margin)) / CardShadowImage.factor && shadow.height == (300 + 2 * Int(CardShadowImage.margin)) / CardShadowImage.factor)
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
        let backdrop = BackdropImage.blurred(page)
        #expect(backdrop.width == 16 && backdrop.height == 9)
        #expect(pixel(backdrop, 0, 0) == [217, 217, 217, 255]) // white × 0.85, beyond the blur's reach
        let darkest = stride(from: 0, to: backdrop.pixels.count, by: 4).map { backdrop.pixels[$0] }.min()!
        #expect(darkest > 150) // the line is gone into a faint band
        #expect(pixel(backdrop, 8, 4)[0] < pixel(backdrop, 8, 1)[0] && pixel(backdrop, 8, 1)[0] < 217)
        // A last row half covered by the page: as opaque as the rest.
        page.pixels.replaceSubrange(8 * 16 * 4..<9 * 16 * 4, with: Array([[UInt8]](repeating: [128, 128, 128, 128], count: 16).joined()))
        #expect(pixel(BackdropImage.blurred(page), 0, 8) == [217, 217, 217, 255])
    }
}
