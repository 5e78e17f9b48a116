// SPDX-License-Identifier: MIT
import InputEvents

/// Whether a touchpad can force-click, and if not, why: a force click is a click pressed deeper,
/// so the pad must report a click and how hard each finger presses.
public enum ForceClick {
    /// Nil when `device` can force-click; otherwise the reason it cannot, for people.
    public static func obstacle(on device: DeviceDescription) -> String? {
        let pressure = device.absInfo[AbsCode.mtPressure] != nil || device.absInfo[AbsCode.pressure] != nil
        let click = device.supports(type: EventType.key, code: KeyCode.btnLeft)
        switch (pressure, click) {
        case (true, true): return nil
        case (false, true): return "it reports no pressure (no ABS_MT_PRESSURE or ABS_PRESSURE), so a deeper press cannot be told from a click"
        case (true, false): return "it has no click of its own (no BTN_LEFT): only taps, which are no force click"
        case (false, false): return "it reports neither pressure nor a click of its own"
        }
    }
}
