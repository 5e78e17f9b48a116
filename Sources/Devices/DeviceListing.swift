// SPDX-License-Identifier: MIT
import Contacts
import InputEvents
import JSON
import NumberFormat

/// What `peekpop devices` prints about each touchscreen, tablet and touchpad: for people, or as JSON.
public struct DeviceListing {
    /// One device: what udev says, and what the device said when opened (nil when it could
    /// not be: `openError` says why, or it is not readable).
    public struct Entry: Hashable, Sendable {
        public var info: DeviceInfo
        public var description: DeviceDescription?
        public var openError: String?
        /// Which force profile applies (a calibrated profile's path, or the defaults and how to
        /// calibrate), when the device could be read.
        public var profile: String?

        public init(info: DeviceInfo, description: DeviceDescription?, openError: String? = nil, profile: String? = nil) {
            self.info = info
            self.description = description
            self.openError = openError
            self.profile = profile
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Text for people: a block per device, blank lines between.
    public var text: String {
        entries.map(Self.text).joined(separator: "\n\n")
    }

    /// A JSON array on one line, one object per device (keys sorted; absent keys are unknown or
    /// do not apply).
    public func json() -> String {
        JSONValue.array(entries.map(Self.json)).sortingKeys().text
    }

    // MARK: Text

    private static func text(_ entry: Entry) -> String {
        let info = entry.info
        var lines = ["\(info.node): \(info.name) (\(info.kind.rawValue))"]
        func line(_ label: String, _ text: String) {
            lines.append("  " + label.padded(to: 12) + text)
        }
        if let description = entry.description {
            let axes = Axes(description)
            for (label, axis) in [("x", axes.x), ("y", axes.y)] {
                line(label, axis.map(axisText) ?? "none")
            }
            let geometry = SurfaceGeometry(device: description)
            if let width = geometry.widthMillimetres, let height = geometry.heightMillimetres {
                line("size", "\(millimetres(width)) × \(millimetres(height)) mm")
            } else {
                line("size", "unknown (no resolution): distances fall back to fractions of the surface")
            }
            if info.kind == .touchpad {
                line("pressure", axes.pressure.map(axisText) ?? "none")
                if let obstacle = ForceClick.obstacle(on: description) {
                    line("force click", "no: \(obstacle)")
                } else {
                    line("force click", "yes: read with `peekpop run --touchpads`")
                }
            } else {
                line("pressure", axes.pressure.map(axisText) ?? "none: peek by long press, no pop")
            }
        } else if let error = entry.openError {
            line("axes", "unknown: \(error)")
        } else {
            line("axes", "unknown until this user can read the device")
        }
        if let calibration = info.calibration {
            line("calibration", "\(calibration) (LIBINPUT_CALIBRATION_MATRIX)")
        } else if let note = info.calibrationNote {
            line("calibration", note)
        }
        if let profile = entry.profile { line("profile", profile) }
        line("access", info.readable ? "readable" : "not readable by this user: \(AccessHint.text)")
        return lines.joined(separator: "\n")
    }

    private static func axisText(_ axis: Axis) -> String {
        let range = "\(axis.name) \(axis.info.minimum)…\(axis.info.maximum)"
        return axis.info.resolution > 0 ? "\(range), \(axis.info.resolution) units/mm" : "\(range), no resolution"
    }

    private static func millimetres(_ value: Double) -> String {
        // Ties to even, as printf's %.1f rounds an exact half.
        Digits.fixed(Int64((value * 10).rounded(.toNearestOrEven)), decimals: 1)
    }

    // MARK: Axes

    /// One absolute axis with its name.
    struct Axis {
        var name: String
        var info: AbsInfo

        init?(_ description: DeviceDescription, _ code: UInt16) {
            guard let info = description.absInfo[code] else { return nil }
            name = EventNames.codeName(type: EventType.abs, code: code) ?? "ABS \(code)"
            self.info = info
        }
    }

    /// The axes peekpop uses: multitouch position and pressure first, as the tracker does.
    struct Axes {
        var x: Axis?
        var y: Axis?
        var pressure: Axis?

        init(_ description: DeviceDescription) {
            x = Axis(description, AbsCode.mtPositionX) ?? Axis(description, AbsCode.x)
            y = Axis(description, AbsCode.mtPositionY) ?? Axis(description, AbsCode.y)
            pressure = Axis(description, AbsCode.mtPressure) ?? Axis(description, AbsCode.pressure)
        }
    }

    // MARK: JSON

    private static func json(_ axis: Axis) -> JSONValue {
        .object([
            .init("code", .string(axis.name)),
            .init("minimum", .integer(Int(axis.info.minimum))),
            .init("maximum", .integer(Int(axis.info.maximum))),
            // Units per millimetre; 0 when the device does not say.
            .init("resolution", .integer(Int(axis.info.resolution))),
        ])
    }

    /// One device's object: what udev says, then what the device said when opened (nothing of it
    /// when it could not be read). A key without a value is left out.
    private static func json(_ entry: Entry) -> JSONValue {
        let info = entry.info
        var members: [JSONValue.Member] = [
            .init("node", .string(info.node)),
            .init("syspath", .string(info.syspath)),
            .init("name", .string(info.name)),
            .init("kind", .string(info.kind.rawValue)),
            .init("readable", .bool(info.readable)),
        ]
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(.init(key, value)) }
        }
        add("calibration", info.calibration.map { matrix in .array([matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f].map { .number($0) }) })
        add("calibrationNote", info.calibrationNote.map { .string($0) })
        add("error", entry.openError.map { .string($0) })
        add("profile", entry.profile.map { .string($0) })
        if let description = entry.description {
            let axes = Axes(description)
            add("x", axes.x.map(json))
            add("y", axes.y.map(json))
            add("pressure", axes.pressure.map(json))
            add("hasPressure", .bool(axes.pressure != nil))
            let geometry = SurfaceGeometry(device: description)
            add("widthMillimetres", geometry.widthMillimetres.map { .number($0) })
            add("heightMillimetres", geometry.heightMillimetres.map { .number($0) })
            // Touchpads only: whether it can force-click, and why not.
            if info.kind == .touchpad {
                let obstacle = ForceClick.obstacle(on: description)
                add("forceClick", .bool(obstacle == nil))
                add("forceClickObstacle", obstacle.map { .string($0) })
            }
        }
        return .object(members)
    }
}
