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

@Suite struct TouchpadCalibrationScreenTests {
    @Test func aTouchpadIsAskedToClickThenPressDeeper() {
        #expect(CalibrationScreen.text(for: .ask(.click, number: 1, total: 5))
                == "Ordinary click 1 of 5: Click as you always do, then lift.")
        #expect(CalibrationScreen.text(for: .ask(.forceClick, number: 2, total: 5))
                == "Force click 2 of 5: Click, then press deeper and hold until the bar fills, then lift.")
        #expect(CalibrationScreen.text(for: .ask(.forcePop, number: 3, total: 5))
                == "Pop 3 of 5: Click, press deeper, then deeper still, then lift.")
        #expect(CalibrationScreen.text(for: .accepted(.forceClick, number: 2, total: 5, force: 0.6))
                == "  ✓ force click 2 of 5: held deeper at 0.600")
        #expect(CalibrationScreen.text(for: .rejected(.click, number: 4, .noClick))
                == "  ✗ ordinary click 4 not used: no click came (BTN_LEFT): press the pad down until it clicks, then lift "
                + "(a tap-to-click sends none)")
        #expect(CalibrationScreen.text(for: .rejected(.forceClick, number: 4, .notDeeperThanClicks(held: 0.49, clicks: 0.463)))
                == "  ✗ force click 4 not used: held at 0.490, no deeper than your ordinary clicks (up to 0.463): "
                + "after the click, press clearly deeper")
    }

    @Test func theHoldBarFillsByTenths() {
        #expect(CalibrationScreen.forceBar(force: 0.6, peek: 0.5, pop: 0.75, hold: 0.35, width: 20, colour: false)
                == "force 0.600 [██████████│█░░░│░░░░]  peek 0.500  pop 0.750  hold [███░░░░░░░]")
        #expect(CalibrationScreen.forceBar(force: 0.6, peek: nil, pop: nil, hold: 1, width: 4, colour: false)
                == "force 0.600 [██░░]    hold [██████████]")
    }
}
