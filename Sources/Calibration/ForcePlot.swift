// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import NumberFormat

/// An SVG picture of force traces: for each device a panel with the force of each contact over
/// time, the peek and pop thresholds as dashed lines, and each recognised gesture marked where it
/// happened; a touchpad's clicks are shaded. Times are seconds from the first event of all traces.
public enum ForcePlot {
    static let width = 960.0
    static let panelHeight = 320.0
    static let margin = (left: 56.0, right: 24.0, top: 56.0, bottom: 44.0)
    static let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]

    /// The whole document.
    public static func svg(_ traces: [ForceTrace], title: String) -> String {
        let origin = traces.compactMap(\.start).min() ?? Timestamp(microseconds: 0)
        let last = traces.compactMap(\.end).max() ?? origin
        let duration = max(0.5, (last - origin).seconds * 1.02)
        let height = 36 + panelHeight * Double(max(1, traces.count))
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
                + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(margin.left)\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(escaped(title))</text>",
        ]
        for (index, trace) in traces.enumerated() {
            out += panel(trace, top: 36 + panelHeight * Double(index), origin: origin, duration: duration)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func panel(_ trace: ForceTrace, top: Double, origin: Timestamp, duration: Double) -> [String] {
        let plotTop = top + margin.top - 20, plotBottom = top + panelHeight - margin.bottom
        let right = width - margin.right
        let x = { (time: Timestamp) in margin.left + (right - margin.left) * (time - origin).seconds / duration }
        let thresholds = trace.thresholds
        // The force axis ends a little above the highest force or threshold shown, so a device that
        // uses a small part of its range is not drawn flat along the bottom.
        let highest = (trace.series.flatMap { $0.points.map(\.force) } + thresholds.map(\.force)).max() ?? 1
        let scale = min(1, max(0.1, (highest * 1.15 * 20).rounded(.up) / 20))
        let y = { (force: Double) in plotBottom - (plotBottom - plotTop) * force / scale }
        var out = ["<g>"]
        let caption = trace.device.name + (trace.reportsForce ? "" : " (reports no force: contacts drawn at 0)")
        out.append(text(margin.left, top + 16, caption, attributes: "font-weight=\"bold\""))
        for level in (0...4).map({ scale * Double($0) / 4 }) {
            out.append(line(margin.left, y(level), right, y(level), attributes: "stroke=\"#e5e5e5\""))
            out.append(text(margin.left - 8, y(level) + 4, format(level, decimals: scale < 0.4 ? 3 : 2), attributes: "text-anchor=\"end\""))
        }
        out.append(text(14, (plotTop + plotBottom) / 2, "force", attributes: "transform=\"rotate(-90 14 \(format((plotTop + plotBottom) / 2)))\" text-anchor=\"middle\""))
        let step = duration > 20 ? 5.0 : duration > 8 ? 2.0 : duration > 3 ? 1.0 : 0.5
        var second = 0.0
        while second <= duration {
            let at = margin.left + (right - margin.left) * second / duration
            out.append(line(at, plotBottom, at, plotBottom + 4, attributes: "stroke=\"#888\""))
            out.append(text(at, plotBottom + 18, format(second, decimals: step < 1 ? 1 : 0) + " s", attributes: "text-anchor=\"middle\""))
            second += step
        }
        for (index, click) in trace.clicks.enumerated() {
            let from = x(click.down), to = x(click.up ?? trace.end ?? click.down)
            out.append("<rect x=\"\(format(from))\" y=\"\(format(plotTop))\" width=\"\(format(to - from))\" "
                       + "height=\"\(format(plotBottom - plotTop))\" fill=\"#000\" fill-opacity=\"0.06\" class=\"click\"/>")
            // Said once: a calibration's dozens of clicks would write it over itself.
            if index == 0 { out.append(text(from + 3, plotBottom - 6, "button down", attributes: "fill=\"#666\"")) }
        }
        for (name, level) in thresholds {
            out.append(line(margin.left, y(level), right, y(level), attributes: "stroke=\"#777\" stroke-dasharray=\"6 4\" class=\"threshold\""))
            out.append(text(right - 4, y(level) - 4, "\(name) threshold \(format(level, decimals: 3))",
                            attributes: "text-anchor=\"end\" fill=\"#555\""))
        }
        for (index, series) in trace.series.enumerated() {
            let points = series.points.map { "\(format(x($0.time))),\(format(y($0.force)))" }.joined(separator: " ")
            out.append("<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colours[index % colours.count])\" "
                       + "stroke-width=\"1.8\" class=\"contact\"><title>\(series.tool.rawValue) contact \(series.contact)</title></polyline>")
        }
        for (index, gesture) in trace.gestures.enumerated() {
            guard let (label, colour) = mark(gesture.gesture) else { continue }
            let at = x(gesture.time)
            out.append(line(at, plotTop, at, plotBottom, attributes: "stroke=\"\(colour)\" stroke-opacity=\"0.55\" class=\"gesture\""))
            out.append(text(at + 3, plotTop + 12 + Double(index % 4) * 13, label, attributes: "fill=\"\(colour)\""))
        }
        out.append("</g>")
        return out
    }

    /// The label and colour of a gesture worth marking (not every `changed`, nor a hint).
    private static func mark(_ gesture: Gesture) -> (String, String)? {
        switch gesture {
        case .tap: ("tap", "#2ca02c")
        // `ForceTrace` leaves hints out.
        case .hint, .peek(.changed, _), .pinch(.changed, _), .edgePan(.changed, _, _, _): nil
        case .peek(let phase, _): ("peek \(phase.rawValue)", "#1f77b4")
        case .pop: ("pop", "#d62728")
        case .pinch(let phase, _): ("pinch \(phase.rawValue)", "#9467bd")
        case .edgePan(let phase, let edge, _, _): ("\(edge.rawValue) edge-pan \(phase.rawValue)", "#ff7f0e")
        }
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, attributes: String) -> String {
        "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" \(attributes)/>"
    }

    private static func text(_ x: Double, _ y: Double, _ content: String, attributes: String = "") -> String {
        "<text x=\"\(format(x))\" y=\"\(format(y))\" \(attributes)>\(escaped(content))</text>"
    }

    /// A number with `decimals` decimals and no exponent.
    static func format(_ value: Double, decimals: Int = 1) -> String {
        let decimals = min(3, max(0, decimals))
        let scale = Double([1, 10, 100, 1000][decimals])
        return Digits.fixed(Int64((value * scale).rounded()), decimals: decimals)
    }

    /// Text safe inside an element or an attribute.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
