// SPDX-License-Identifier: MIT
/// Pixels in memory, 4 bytes each with alpha last and the colours premultiplied by it (cairo's
/// ARGB32 as `gdk_texture_download` writes it on a little-endian machine: B, G, R, A), rows packed
/// without padding. What the preview card's blurred backdrop and its shadow are computed on, once
/// per preview, so the renderer only ever draws finished textures: blurring a small copy and letting
/// the renderer scale it up costs a few milliseconds, where a blur filter in the widget tree is
/// redone on every frame of the card's growth (and the cairo renderer does it on the CPU).
package struct PremultipliedImage: Hashable {
    package var width: Int
    package var height: Int
    /// `width * height * 4` bytes, row after row.
    package var pixels: [UInt8]

    /// An image of `width` × `height` transparent pixels.
    package init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "\(pixels.count) bytes for \(width) × \(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A shape of `colour` (premultiplied B, G, R, A) on transparent pixels: the rounded
    /// rectangle at `x`, `y` of `width` × `height` with corners of `radius`, all in pixels of this
    /// image; a pixel belongs to it when its centre does.
    package init(width: Int, height: Int, roundedRect rect: (x: Double, y: Double, width: Double, height: Double), radius: Double, colour: [UInt8]) {
        self.init(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // The distance outside the rectangle shrunk by the radius, per axis.
                let centre = (x: Double(x) + 0.5, y: Double(y) + 0.5)
                let dx = max(rect.x + radius - centre.x, centre.x - (rect.x + rect.width - radius), 0)
                let dy = max(rect.y + radius - centre.y, centre.y - (rect.y + rect.height - radius), 0)
                guard dx * dx + dy * dy <= radius * radius else { continue }
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x + 1) * 4, with: colour)
            }
        }
    }

    /// Blurred by `passes` box blurs of `radius` pixels each way, across then down; the edges
    /// extended (a page's blur does not darken at the window's border). Three passes approximate a
    /// Gaussian (`radius(sigma:passes:)`).
    package func blurred(radius: Int, passes: Int) -> PremultipliedImage {
        guard radius > 0, width > 0, height > 0 else { return self }
        var image = self
        var line = [Int](repeating: 0, count: max(width, height) * 4)
        for _ in 0..<passes {
            image.boxBlur(radius: radius, count: width, lines: height, step: 1, lineStep: width, line: &line)
            image.boxBlur(radius: radius, count: height, lines: width, step: width, lineStep: 1, line: &line)
        }
        return image
    }

    /// One box blur along every line: `lines` lines of `count` pixels, pixel `i` of line `l` at
    /// index `l * lineStep + i * step`. `line` is scratch space for one line.
    private mutating func boxBlur(radius: Int, count: Int, lines: Int, step: Int, lineStep: Int, line: inout [Int]) {
        let window = 2 * radius + 1
        pixels.withUnsafeMutableBufferPointer { pixels in
            line.withUnsafeMutableBufferPointer { line in
                for l in 0..<lines {
                    let first = l * lineStep
                    for i in 0..<count {
                        for channel in 0..<4 { line[i * 4 + channel] = Int(pixels[(first + i * step) * 4 + channel]) }
                    }
                    for channel in 0..<4 {
                        func value(_ i: Int) -> Int { line[min(max(i, 0), count - 1) * 4 + channel] }
                        var sum = (-radius...radius).reduce(0) { $0 + value($1) }
                        for i in 0..<count {
                            pixels[(first + i * step) * 4 + channel] = UInt8((sum + window / 2) / window)
                            sum += value(i + radius + 1) - value(i - radius)
                        }
                    }
                }
            }
        }
    }

    /// Every pixel that shows anything made fully opaque, its colour kept (divided by its alpha):
    /// the renderer, shrinking a page to a size that is not a whole fraction of it, leaves the
    /// last row and column part transparent, and a backdrop with a see-through edge would let the
    /// crisp page under it show.
    package func opaque() -> PremultipliedImage {
        var image = self
        for at in stride(from: 0, to: pixels.count, by: 4) where pixels[at + 3] > 0 && pixels[at + 3] < 255 {
            let alpha = Int(pixels[at + 3])
            for channel in 0..<3 { image.pixels[at + channel] = UInt8(min(255, (Int(pixels[at + channel]) * 255 + alpha / 2) / alpha)) }
            image.pixels[at + 3] = 255
        }
        return image
    }

    /// The colours multiplied by `factor` (0...1), alpha kept: CSS `brightness(factor)`.
    package func dimmed(by factor: Double) -> PremultipliedImage {
        var image = self
        for at in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0..<3 { image.pixels[at + channel] = UInt8((Double(pixels[at + channel]) * factor).rounded()) }
        }
        return image
    }

    /// The radius of `passes` box blurs that together come closest to a Gaussian blur of standard
    /// deviation `sigma` pixels (a box of width w has variance (w² − 1) / 12, and passes add up).
    package static func radius(sigma: Double, passes: Int) -> Int {
        let width = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        return max(0, Int(((width - 1) / 2).rounded()))
    }
}
