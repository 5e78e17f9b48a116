// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// Issue 21's figures on ten minutes per pad of SYNTHETIC everyday touchpad use
/// (`Recordings/everyday-touchpad.py`), through `bench/everyday_touchpad.py` (which `make bench`
/// runs for an hour per pad on the release build).
@Suite struct EverydayTouchpadTests {
    @Test func everydayUseNeverForceClicksAndEveryDeliberateOneDoesSoon() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let script = TestData.packageRoot.appendingPathComponent("bench/everyday_touchpad.py").path
        let outcome = try CalibrateCommandLineTests.run(["--out", folder.path, "--minutes", "10", "--check"], config: folder,
                                                        wrapper: ["python3", script])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        var naiveFalse = 0.0
        for pad in ["magic-trackpad-2", "synaptics-clickpad", "pressure-pad"] {
            let row = try #require(EverydayTouchTests.row(pad, in: outcome.stdout), "\(outcome.stdout)")
            // "0.0 (12.5)": none with the depth and hold rules, some under the naive rule.
            #expect(EverydayTouchTests.number(row[2]) == 0, "\(pad): \(row[2])")
            naiveFalse += EverydayTouchTests.percent(row[2]) ?? 0
            #expect(row[3].hasPrefix("30/30 (100.0 %)"), "\(pad): \(row[3])")
            let worst = try #require(row[4].split(separator: "/").last.flatMap { EverydayTouchTests.number($0.trimmingCharacters(in: .whitespaces)) })
            #expect(worst <= 150, "\(pad): \(row[4])")
        }
        // The recordings do test the rules: the naive rule force-clicks on them.
        #expect(naiveFalse > 0)
    }
}
