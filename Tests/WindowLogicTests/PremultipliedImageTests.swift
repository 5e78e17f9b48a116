// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// The pixel work behind the preview card's backdrop and shadow: box blur, dimming, a rounded
/// rectangle (the shadow and backdrop made of them are the window's: `CardPicturesTests`).
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
}
