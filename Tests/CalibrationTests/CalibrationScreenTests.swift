// SPDX-License-Identifier: MIT
import Calibration
import Testing

@Suite struct CalibrationScreenTests {
    @Test func theBarFillsToTheForceAndMarksTheThresholds() {
        let bar = CalibrationScreen.forceBar(force: 0.25, peek: 0.5, pop: 0.75, width: 20, colour: false)
        #expect(bar == "force 0.250 [█████░░░░░│░░░░│░░░░]  peek 0.500  pop 0.750")
    }

    @Test func theFillTurnsRedPastThePopThreshold() {
        #expect(CalibrationScreen.forceBar(force: 0.8, peek: 0.5, pop: 0.75, width: 20, colour: true).contains("\u{1B}[31m"))
        #expect(CalibrationScreen.forceBar(force: 0.6, peek: 0.5, pop: 0.75, width: 20, colour: true).contains("\u{1B}[33m"))
        #expect(!CalibrationScreen.forceBar(force: nil, peek: nil, pop: nil, width: 20, colour: true).contains("\u{1B}["))
    }

    @Test func progressIsCountedInWords() {
        #expect(CalibrationScreen.text(for: .ask(.peek, number: 3, total: 5))
                == "Preview press 3 of 5: Press and hold, as you would to preview a link.")
        #expect(CalibrationScreen.text(for: .rejected(.light, number: 2, .moved))
                == "  ✗ light tap 2 not used: it moved while pressing: keep still in one place")
    }
}
