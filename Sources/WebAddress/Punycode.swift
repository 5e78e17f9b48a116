// SPDX-License-Identifier: MIT
/// RFC 3492's Punycode, the encoder only: a label's characters beyond ASCII as letters, digits
/// and hyphens (`bücher` → `bcher-kva`), the part of an international domain name after `xn--`.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 128

    /// `label` encoded; nil when its numbers overflow (a label far longer than DNS allows).
    static func encode(_ label: some StringProtocol) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        var output = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN, delta = 0, bias = initialBias, handled = basicCount
        while handled < input.count {
            // The smallest character not yet handled; every delta step to it is one more state.
            guard let next = input.filter({ $0 >= n }).min() else { break }
            let (steps, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int(Int32.max) - steps else { return nil }
            delta += steps
            n = next
            for character in input {
                if character < n { delta += 1 }
                guard character == n else { continue }
                output += digits(of: delta, bias: bias)
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `delta` as a generalized variable-length integer with thresholds from `bias`.
    private static func digits(of delta: Int, bias: Int) -> [UInt8] {
        var digits: [UInt8] = []
        var q = delta
        var k = base
        while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            digits.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        digits.append(digit(q))
        return digits
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    /// The bias after a character: RFC 3492 section 6.1.
    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
