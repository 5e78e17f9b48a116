// SPDX-License-Identifier: MIT
import InputEvents

/// The one contact of a single-touch panel or a pen: `BTN_TOUCH` (or pressure) with `ABS_X/Y`,
/// `BTN_TOOL_*` proximity, `ABS_PRESSURE` force and `ABS_TILT_X/Y` tilt (diagram in ContactTracker.md).
/// Values are latched as they come; transitions happen at each `SYN_REPORT`. A pen on a device
/// with pressure touches and has force as libinput decides (`PenPressure`), not by `BTN_TOUCH`.
struct SingleTouchTracker {
    /// How the device says the contact touches.
    enum TouchSignal: Hashable {
        /// `BTN_TOUCH` decides: panels that declare it, and pens with no pressure axis. (Pens with
        /// one go by `PenPressure` on any device.)
        case button
        /// No `BTN_TOUCH`: pressure above the axis minimum is a touch (resistive panels).
        case pressure
    }

    /// Where the contact is in its life.
    enum State: Hashable {
        /// Nothing touches and no pen is near.
        case away
        /// A pen or eraser in proximity with its tip up: no contact. `distance` is `ABS_DISTANCE`
        /// when the pen reports it.
        case hovering(ToolKind, distance: Int32?)
        /// Touching since an earlier frame, with the tool it began with.
        case touching(contact: Int, tool: ToolKind)
        /// Its contact was cancelled: nothing is reported until the tip lifts or the tool leaves,
        /// so a stale position never starts a contact.
        case stale
    }

    /// What the latched values say at a `SYN_REPORT`.
    enum Reading: Hashable {
        case nothing
        case hover(ToolKind)
        case touch(ToolKind)
    }

    enum Input {
        /// The `SYN_REPORT` closing a frame.
        case report
        /// Everything is no longer trustworthy.
        case cancel
    }

    /// What a `BTN_TOOL_*` code brings into proximity.
    enum ProximityTool: Hashable {
        case tool(ToolKind)
        /// A mouse or lens cursor: never a touch.
        case cursor
    }

    static let tools: [UInt16: ProximityTool] = [
        KeyCode.btnToolPen: .tool(.pen), KeyCode.btnToolBrush: .tool(.pen), KeyCode.btnToolPencil: .tool(.pen),
        KeyCode.btnToolAirbrush: .tool(.pen), KeyCode.btnToolRubber: .tool(.eraser),
        KeyCode.btnToolFinger: .tool(.finger), KeyCode.btnToolDoubletap: .tool(.finger),
        KeyCode.btnToolTripletap: .tool(.finger), KeyCode.btnToolQuadtap: .tool(.finger),
        KeyCode.btnToolQuinttap: .tool(.finger),
        KeyCode.btnToolMouse: .cursor, KeyCode.btnToolLens: .cursor,
    ]

    /// True for the `BTN_TOOL_*` codes of pens and erasers.
    static func isPenTool(_ code: UInt16) -> Bool {
        guard case .tool(let tool) = tools[code] else { return false }
        return tool != .finger
    }

    private(set) var state: State = .away
    private let signal: TouchSignal
    /// On multitouch devices only pens are tracked here: fingers come from the slots.
    private let pensOnly: Bool
    /// The tool of a touch with no `BTN_TOOL_*` in proximity.
    private let unannouncedTool: ToolKind
    private let axes: PositionAxes
    private let pressureAxis: AbsInfo?
    /// Tip and force of pens, on devices with `ABS_PRESSURE`.
    private var penPressure: PenPressure?
    private let tiltAxes: (x: AbsInfo, y: AbsInfo)?

    private var touchButton = false
    /// `BTN_TOOL_*` codes currently down.
    private var toolsDown: Set<UInt16> = []
    private var x: Int32
    private var y: Int32
    private var pressure: Int32
    private var tiltX: Int32
    private var tiltY: Int32
    private var distance: Int32?
    /// An `ABS_PRESSURE` event came in this frame.
    private var pressureChanged = false
    /// The last `MSC_SERIAL` other than -1; 0 until one comes.
    private var serial: Int32 = 0
    /// A pen or eraser has come or gone: from then on only a tool in proximity is a pen.
    private var penAnnounced = false
    /// The pen tool in proximity at the last `SYN_REPORT`, to tell when one enters.
    private var penInProximity: UInt16?
    /// The pen whose pressure decided this frame's touch, if `PenPressure` decided it.
    private var pressureTool: PenPressure.Tool?

    init(device: DeviceDescription, axes: PositionAxes, signal: TouchSignal, pensOnly: Bool) {
        self.signal = signal
        self.pensOnly = pensOnly
        // Stylus buttons mean a pen tablet: its touches are the pen even when the proximity event
        // was never seen (UC-LOGIC sends no BTN_TOOL_PEN; a recording may start with the pen near).
        // Other panels are touched by fingers, also those that declare pen tools they never send
        // (eGalax USB TouchController).
        let keys = device.codes[EventType.key] ?? []
        unannouncedTool = keys.contains(KeyCode.btnStylus) || keys.contains(KeyCode.btnStylus2) ? .pen : .finger
        self.axes = axes
        self.pressureAxis = device.absInfo[AbsCode.pressure]
        penPressure = pressureAxis.map { PenPressure(axis: $0, distanceAxis: device.absInfo[AbsCode.distance]) }
        if let tiltX = device.absInfo[AbsCode.tiltX], let tiltY = device.absInfo[AbsCode.tiltY] {
            tiltAxes = (tiltX, tiltY)
        } else {
            tiltAxes = nil
        }
        x = axes.x.value
        y = axes.y.value
        pressure = pressureAxis?.value ?? 0
        tiltX = tiltAxes?.x.value ?? 0
        tiltY = tiltAxes?.y.value ?? 0
        distance = device.absInfo[AbsCode.distance]?.value
    }

    /// Latches one `EV_KEY`, `EV_ABS` or `EV_MSC` event; codes it does not use are passed over.
    mutating func record(type: UInt16, code: UInt16, value: Int32) {
        switch (type, code) {
        case (EventType.key, KeyCode.btnTouch): touchButton = value != 0
        case (EventType.key, _) where Self.tools[code] != nil:
            if Self.isPenTool(code) { penAnnounced = true }
            if value != 0 {
                toolsDown.insert(code)
            } else {
                toolsDown.remove(code)
                // A pen that leaves proximity no longer touches, whether or not BTN_TOUCH 0 came.
                if Self.isPenTool(code) { touchButton = false }
            }
        case (EventType.abs, AbsCode.x): x = value
        case (EventType.abs, AbsCode.y): y = value
        case (EventType.abs, AbsCode.pressure):
            pressure = value
            pressureChanged = true
        case (EventType.abs, AbsCode.tiltX): tiltX = value
        case (EventType.abs, AbsCode.tiltY): tiltY = value
        case (EventType.abs, AbsCode.distance): distance = value
        case (EventType.msc, MiscCode.serial) where value != -1: serial = value
        default: break
        }
    }

    /// What the latched values say at this `SYN_REPORT`, given whether a touch was down before it
    /// (the pressure thresholds have hysteresis). Detects pen pressure offsets on the way.
    private mutating func read(wasDown: Bool) -> Reading {
        defer { pressureChanged = false }
        // A pen (or eraser) in proximity wins over finger tools; a cursor is never a touch.
        if toolsDown.contains(where: { Self.tools[$0] == .cursor }) {
            penInProximity = nil
            pressureTool = nil
            return .nothing
        }
        let penCode = toolsDown.sorted().first(where: Self.isPenTool)
        let entering = penCode != nil && penCode != penInProximity
        penInProximity = penCode
        let pen = penCode.flatMap { code -> ToolKind? in
            guard case .tool(let tool) = Self.tools[code] else { return nil }
            return tool
        }
        // On a stylus-button tablet that never announced a pen, the pen is near: libinput forces
        // BTN_TOOL_PEN for such devices.
        let isPen = pen != nil || (!pensOnly && unannouncedTool == .pen && !penAnnounced)
        pressureTool = isPen && penPressure != nil ? PenPressure.Tool(code: penCode ?? KeyCode.btnToolPen, serial: serial) : nil
        let touching: Bool
        if let tool = pressureTool, var pens = penPressure {
            if penCode != nil && (pressureChanged || entering) {
                pens.observe(tool, pressure: pressure, distance: distance, entering: entering)
                penPressure = pens
            }
            touching = pens.isDown(tool, pressure: pressure, wasDown: wasDown)
        } else {
            switch signal {
            case .button: touching = touchButton
            case .pressure: touching = pressure > (pressureAxis?.minimum ?? 0)
            }
        }
        switch (touching, pen) {
        case (true, let pen?): return .touch(pen)
        case (true, nil): return pensOnly ? .nothing : .touch(unannouncedTool)
        case (false, let pen?): return .hover(pen)
        case (false, nil): return .nothing
        }
    }

    mutating func handle(_ input: Input, context: inout TrackingContext) -> ContactUpdate? {
        switch (state, input) {
        case (.away, .report), (.hovering, .report):
            switch read(wasDown: false) {
            case .nothing:
                state = .away
                return nil
            case .hover(let tool):
                state = .hovering(tool, distance: distance)
                return nil
            case .touch(let tool):
                let contact = context.newContactID()
                state = .touching(contact: contact, tool: tool)
                return .touching(self.contact(contact, tool: tool, phase: .began))
            }
        case (.touching(let contact, let tool), .report):
            switch read(wasDown: true) {
            case .nothing:
                state = .away
                return .ended(id: contact)
            case .hover(let hovering):
                state = .hovering(hovering, distance: distance)
                return .ended(id: contact)
            case .touch:
                return .touching(self.contact(contact, tool: tool, phase: .changed))
            }
        case (.stale, .report):
            // A cancelled touch counts as down until the tip lifts.
            switch read(wasDown: true) {
            case .nothing: state = .away
            case .hover(let tool): state = .hovering(tool, distance: distance)
            case .touch: break
            }
            return nil
        case (.touching(let contact, _), .cancel):
            state = .stale
            return .cancelled(id: contact)
        case (.away, .cancel), (.hovering, .cancel), (.stale, .cancel):
            // A touch may have begun in the events that were lost.
            state = .stale
            return nil
        }
    }

    private func contact(_ id: Int, tool: ToolKind, phase: ContactPhase) -> Contact {
        Contact(
            id: id, tool: tool, phase: phase,
            position: axes.point(x: x, y: y),
            force: pressureTool.flatMap { tool in penPressure?.force(tool, pressure: pressure) }
                ?? pressureAxis.map { $0.normalised(pressure) },
            tilt: tiltAxes.map { Point(x: Self.degrees(tiltX, axis: $0.x), y: Self.degrees(tiltY, axis: $0.y)) })
    }

    /// Tilt in degrees: through the resolution (units per radian) when the axis has one, else the
    /// axis range mapped onto -64°…64° (the range of Wacom pens); clamped to ±90°.
    static func degrees(_ raw: Int32, axis: AbsInfo) -> Double {
        let degrees = axis.resolution > 0
            ? Double(raw) / Double(axis.resolution) * 180 / Double.pi
            : (axis.normalised(raw) * 2 - 1) * 64
        return min(90, max(-90, degrees))
    }
}
