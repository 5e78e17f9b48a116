// SPDX-License-Identifier: MIT
import InputEvents

/// How a pen's `ABS_PRESSURE` becomes tip down, tip up and force, as libinput 1.22 does it
/// (`src/evdev-tablet.c`: `tool_set_pressure_thresholds`, `detect_pressure_offset`,
/// `detect_tool_contact`, `normalize_pressure`), so a pen behaves here as it does on the desktop.
///
/// - Tip thresholds: down when pressure reaches `upper` (5 % of the range above the minimum), up
///   when it falls to `lower` (1 %) or below; `BTN_TOUCH` is not used. The gap between the two is
///   the hysteresis that keeps a light stroke from flickering.
/// - Worn pens: a worn tip reports pressure while hovering. When a tool comes into proximity
///   with pressure above the minimum while at least half the `ABS_DISTANCE` range away (closer is
///   too likely a real touch), that pressure is its offset, unless it is above 20 % of the range
///   (then it is no wear, and ignored): `lower` becomes the offset and `upper` the offset plus the
///   same gap. A later pressure below the offset lowers it (a fast touch may have set it too high).
///   Offsets need `ABS_DISTANCE`; devices without it keep the default thresholds.
/// - Force is measured from `lower`: `(pressure - lower) / (maximum - lower)`, clamped to 0…1, so a
///   worn pen still reaches full force and reads 0 at its resting pressure.
///
/// Each tool keeps its thresholds for the tracker's life, as libinput keeps its tool objects.
struct PenPressure {
    /// A tool as libinput tells tools apart: its `BTN_TOOL_*` code and its `MSC_SERIAL` (0 when the
    /// pen sends none, so every such pen of one type is the same tool).
    struct Tool: Hashable {
        var code: UInt16
        var serial: Int32
    }

    /// One tool's thresholds, in raw pressure units.
    struct Thresholds: Hashable {
        /// Tip up at or below this; it reads as zero force.
        var lower: Int32
        /// Tip down at or above this.
        var upper: Int32
        /// The worn-pen offset, once one was detected.
        var offset: Int32?
    }

    let axis: AbsInfo
    private let distanceAxis: AbsInfo?
    /// Thresholds of a tool seen for the first time.
    let initial: Thresholds
    private var tools: [Tool: Thresholds] = [:]

    init(axis: AbsInfo, distanceAxis: AbsInfo?) {
        self.axis = axis
        self.distanceAxis = distanceAxis
        initial = Thresholds(lower: Self.percentage(1, of: axis), upper: Self.percentage(5, of: axis), offset: nil)
    }

    /// The axis value `percent` of the way up its range, truncated as libinput's `axis_range_percentage`.
    static func percentage(_ percent: Double, of axis: AbsInfo) -> Int32 {
        Int32(Double(Int64(axis.maximum) - Int64(axis.minimum)) * percent / 100 + Double(axis.minimum))
    }

    /// The thresholds `tool` has now.
    func thresholds(of tool: Tool) -> Thresholds {
        tools[key(of: tool)] ?? initial
    }

    /// Detects or lowers the tool's pressure offset from the values of one frame. libinput does this
    /// when the pressure changed or the tool is `entering` proximity (all axes count as changed then).
    mutating func observe(_ tool: Tool, pressure: Int32, distance: Int32?, entering: Bool) {
        guard let distanceAxis, let distance else { return }
        let key = key(of: tool)
        var thresholds = tools[key] ?? initial
        defer { tools[key] = thresholds }
        if let offset = thresholds.offset {
            if pressure < offset { thresholds.setOffset(pressure) }
            return
        }
        guard pressure > axis.minimum, entering,
              distance >= Self.percentage(50, of: distanceAxis),
              pressure <= Self.percentage(20, of: axis) else { return }
        thresholds.setOffset(pressure)
    }

    /// Whether the tip is down after this pressure, given whether it was: the hysteresis.
    func isDown(_ tool: Tool, pressure: Int32, wasDown: Bool) -> Bool {
        let thresholds = thresholds(of: tool)
        return wasDown ? pressure > thresholds.lower : pressure >= thresholds.upper
    }

    /// The force 0…1 of this pressure for the tool.
    func force(_ tool: Tool, pressure: Int32) -> Double {
        let lower = thresholds(of: tool).lower
        let range = Double(Int64(axis.maximum) - Int64(lower))
        guard range > 0 else { return 0 }
        return min(1, max(0, Double(Int64(pressure) - Int64(lower)) / range))
    }

    /// Where the tool's thresholds are kept: a pen whose serial came late (it was in proximity
    /// before its first `MSC_SERIAL`) stays the serial-less tool it began as, as in libinput.
    private func key(of tool: Tool) -> Tool {
        let serialless = Tool(code: tool.code, serial: 0)
        return tools[tool] == nil && tools[serialless] != nil ? serialless : tool
    }
}

extension PenPressure.Thresholds {
    /// Moves both thresholds onto the offset, keeping the gap between them (libinput's choice:
    /// not exact, as the range shrank, but simple).
    mutating func setOffset(_ offset: Int32) {
        let gap = upper - lower
        lower = offset
        upper = offset + gap
        self.offset = offset
    }
}
