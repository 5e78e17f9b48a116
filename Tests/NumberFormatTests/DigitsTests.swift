// SPDX-License-Identifier: MIT
import NumberFormat
import Testing

/// Zero padding as printf pads (`%0*d`, `%0*x`) and fixed points as the stream writes them.
@Suite struct DigitsTests {
    @Test(arguments: [(Int64(7), 3, "007"), (-5, 4, "-005"), (-5, 1, "-5"), (1234, 2, "1234"), (0, 1, "0"),
                      (Int64.min, 1, "-9223372036854775808"), (42, 0, "42")])
    func decimalsArePaddedAfterTheSign(value: Int64, width: Int, text: String) {
        #expect(Digits.decimal(value, width: width) == text)
    }

    @Test func hexIsPaddedToItsWidthInEitherCase() {
        #expect(Digits.hex(0x56a, width: 4) == "056a")
        #expect(Digits.hex(0x56a, width: 4, uppercase: true) == "056A")
        #expect(Digits.hex(0xcbf2_9ce4_8422_2325, width: 16) == "cbf29ce484222325")
        #expect(Digits.hex(0x3, width: 16) == "0000000000000003")
        #expect(Digits.hex(UInt64.max) == "ffffffffffffffff")
    }

    @Test(arguments: [(Int64(1050), 3, "1.050"), (-5, 2, "-0.05"), (5, 6, "0.000005"), (-1_500_000, 6, "-1.500000"),
                      (42, 0, "42"), (0, 4, "0.0000"), (Int64.min, 6, "-9223372036854.775808")])
    func fixedPointsPutThePointBackWithAZeroBeforeIt(scaled: Int64, decimals: Int, text: String) {
        #expect(Digits.fixed(scaled, decimals: decimals) == text)
    }

    @Test func theByteFormsAppendTheSameText() {
        var bytes = Array("E: ".utf8)
        Digits.appendDecimal(12, width: 1, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        Digits.appendDecimal(3_400, width: 6, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Digits.appendHex(3, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Digits.appendFixed(-250, decimals: 3, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "E: 12.003400 0003 -0.250")
    }
}
