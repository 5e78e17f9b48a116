// SPDX-License-Identifier: MIT
import CWebKit
import Contacts
import Gestures
import GestureStream
import SystemCalls
import WindowLogic

/// Where a gesture from the daemon lands in the window, live. On a touchscreen that also reaches
/// the compositor, the window sees the same finger as a GTK touch sequence: `TouchSequenceMatcher`
/// pairs the sequence with the peekpop contact, the gesture takes the sequence's position in the
/// page area, and a hint, peek, pop or edge-pan claims the sequence (in the capture phase, on the page
/// area) from its first line, so WebKit sees no click, long press or scroll for it (a hint, the
/// force rising past a light level, comes tens of milliseconds into a press: a gradual press
/// reaches peek force after WebKit's 500 ms long press would have begun); a pinch claims
/// both its fingers, and holds back a finger that lands while it is on. Some touches
/// are held back from WebKit from their first event, before any line can name them: every touch
/// while the preview card or the overview is up (they are the session's), and, fullscreen, a
/// touch landing in the left or right edge zone (it may become an edge-pan, whose line comes only
/// once the finger has moved: WebKit would scroll the page under it meanwhile). Taps, and touches
/// no peekpop gesture claims, are left to WebKit, but for a finger's moves within its slop
/// (`TouchSlop`: a still press gives the page no `touchmove`, as in Chromium); the renderer clicks for a tap WebKit did not
/// see (held back, or a firm tap whose hint claimed it). The page is told of every finger taken from it
/// (`onTake`), a pinch's too: GTK 4 has no way to send WebKit a cancel, so the page script
/// dispatches one. A gesture with no sequence is placed by `PageAreaGeometry`: through the screen when the
/// window is fullscreen, else over the page area as a replay is. A touchpad's force click (a line
/// with `pointer`) is placed where the mouse pointer is over the page area, and is skipped when the
/// pointer is not there; its peek arms the page to swallow the click that began it (`onForceClick`).
public final class TouchRouter {
    private let area: UnsafeMutablePointer<GtkWidget>
    /// The gesture that claims sequences: a touch-only drag that never claims by itself. With one
    /// touch on the device it is recognised, so once it claims, the sequence's events stop here and
    /// WebKit's gestures for it are cancelled; GTK denies it a second simultaneous touch, which
    /// peekpop never claims: a finger landing while another touches ends every peek, and none of
    /// them peeks again (`GestureRecognizer`), so peeks and pops are one-finger gestures.
    private let claimer: OpaquePointer
    /// The gesture that claims a pinch's two fingers at once (a zoom gesture, never claiming by
    /// itself): WebKit would otherwise scroll or zoom the page by them under peekpop's pinch.
    private let pinchClaimer: OpaquePointer
    /// Where the daemon's pinch is. While it is on, a touch landing is one of its fingers, held
    /// back from WebKit, and the fingers already down are claimed on each of its lines until both are.
    private enum PinchState {
        case off
        case claiming
        case claimed
    }
    private var pinchState = PinchState.off
    private var matcher = TouchSequenceMatcher(claimsHints: true, claimsLateTaps: true)
    /// The moves of a still finger, held back from WebKit as Chromium does (`TouchSlop`).
    private var slop = TouchSlop()
    /// The edge zone held back from WebKit, as a fraction of the page area's width: the recogniser's
    /// default zone (a device's own zone in millimetres is not known here).
    private static let edgeZone = EdgePanThresholds().zone.fraction

    /// Where each touch event, route and claim is written, when the window was asked to
    /// (`PEEKPOP_TOUCH_TRACE`): what the window did with a finger, for a test that found the page
    /// got too little or too much of it.
    public var trace: TraceFile?

    /// Whether every touch is the session's now (the renderer: the preview card or the overview is up).
    public var ownsEveryTouch: () -> Bool = { false }

    /// A touchpad's force click began at the pointer: the click that began it must not also reach
    /// the page (`WebKitRenderer.swallowClickOfThisPress`).
    public var onForceClick: () -> Void = {}

    /// A finger WebKit saw land is peekpop's from now on (claimed by a peek, a pop or an edge-pan),
    /// at this place (normalised over the page area): the page is told (`WebKitRenderer.takeTouch`),
    /// and what it was told goes to the second argument.
    public var onTake: (Point, @escaping (String?) -> Void) -> Void = { _, _ in }

    /// A finger or a mouse button went down on the page area: a peek may follow (a touchscreen's
    /// once the finger's force rises, a touchpad's force click after the button's press).
    public var onPress: () -> Void = {}

    /// Where the mouse pointer is over the page area (pixels), nil while it is elsewhere.
    private var pointer: Point?
    /// The touchpad contacts whose force click began at the pointer, and where: their later lines
    /// stay there. A contact missing here began with the pointer off the page, and is skipped.
    private var pointerPresses: [Int: Point] = [:]

    /// The latest gesture routed had its finger's touch sequence on the page area: WebKit saw that
    /// finger itself, and clicks for it when it is a tap (`WebKitRenderer.tapReachedWebKit`).
    public private(set) var latestReachedPage = false

    /// Watches the touches on `pageArea` (the renderer's widget) from now on.
    public init(pageArea: UnsafeMutablePointer<GtkWidget>) {
        area = pageArea
        let legacy = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        let drag = gtk_gesture_drag_new()!
        claimer = drag
        gtk_gesture_single_set_touch_only(drag, 1)
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        let zoom = gtk_gesture_zoom_new()!
        pinchClaimer = zoom
        gtk_event_controller_set_propagation_phase(zoom, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(pageArea, drag)
        gtk_widget_add_controller(pageArea, zoom)
        gtk_widget_add_controller(pageArea, legacy)
        followPointer(on: pageArea)
        // A held-back touch stops here; any other goes on to WebKit unless a claim stops it.
        Signal.connect(UnsafeMutableRawPointer(legacy), "event", handled: { [weak self] event in
            guard let self, let event else { return false }
            return touched(event)
        })
        // Once a claimer has claimed a sequence, its events end with the claimer: the rest of
        // the finger's path (a peek slid up to its actions) and its lift come from the claimer.
        for (gesture, (signal, lifted)) in [drag, zoom].flatMap({ gesture in [("update", false), ("end", true)].map { (gesture, $0) } }) {
            Signal.connect(UnsafeMutableRawPointer(gesture), signal, object: { [weak self] sequence in
                self?.claimedTouch(sequence, by: gesture, lifted: lifted)
            })
        }
    }

    /// The event the session core gets for `line`, read at `arrival` (ms on `CLOCK_MONOTONIC`): its
    /// position normalised over the page area, from its touch sequence when it has one, or from the
    /// pointer for a touchpad's; nil for a touchpad's when the pointer is not over the page area.
    public func gesture(for line: GestureLine, arrival: Double) -> GestureEvent? {
        if line.pointer { return pointerGesture(for: line) }
        var event = GestureEvent(line)
        let geometry = self.geometry
        let route = matcher.route(line, arrival: arrival, expected: geometry?.pixels(ofDevice: line.position))
        latestReachedPage = matcher.reachedPage(route, arrival: arrival)
        let paired: String
        switch route {
        case .sequence(let id, let point, let claim):
            paired = "sequence=\(id.rawValue) claim=\(claim)"
            if let geometry { event.position = geometry.position(ofPixels: point) }
            if claim {
                self.claim(id)
                take(at: event.position)
            }
        case .unmatched:
            paired = "unmatched"
            if let geometry { event.position = geometry.position(ofDevice: line.position) }
        }
        trace?.write("line \(line.gesture.name.rawValue)-\(line.gesture.phaseName) contact=\(line.contact ?? 0) \(paired) reached-page=\(latestReachedPage) at=\(Self.traced(event.position))")
        if case .pinch(let phase, _) = line.gesture { pinch(phase) }
        return event
    }

    /// The daemon's stream started again: its clock and contacts are new.
    public func streamRestarted() {
        matcher.streamRestarted()
        pointerPresses = [:]
    }

    /// A touchpad's line, placed at the pointer where its force click began.
    private func pointerGesture(for line: GestureLine) -> GestureEvent? {
        var event = GestureEvent(line)
        let contact = line.contact ?? 0
        if case .peek(.began, _) = line.gesture, let pointer {
            pointerPresses[contact] = pointer
            onForceClick()
        }
        let ends = switch line.gesture {
        case .peek(.began, _), .peek(.changed, _): false
        default: true
        }
        let place = ends ? pointerPresses.removeValue(forKey: contact) : pointerPresses[contact]
        guard let place, let geometry else {
            trace?.write("line \(line.gesture.name.rawValue)-\(line.gesture.phaseName) contact=\(contact) pointer=off-page skipped")
            return nil
        }
        event.position = geometry.position(ofPixels: place)
        trace?.write("line \(line.gesture.name.rawValue)-\(line.gesture.phaseName) contact=\(contact) pointer at=\(Self.traced(event.position))")
        return event
    }

    /// Follows the mouse pointer over `pageArea` (in its pixels): where a touchpad's force click lands.
    private func followPointer(on pageArea: UnsafeMutablePointer<GtkWidget>) {
        let motion = gtk_event_controller_motion_new()!
        gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(pageArea, motion)
        for signal in ["enter", "motion"] {
            Signal.connect(UnsafeMutableRawPointer(motion), signal, point: { [weak self] x, y in
                self?.pointer = Point(x: x, y: y)
            })
        }
        Signal.connect(UnsafeMutableRawPointer(motion), "leave") { [weak self] in
            self?.pointer = nil
        }
    }

    // MARK: GTK

    /// Follows a touch event of the page area; true when it is held back from WebKit. A press, by a
    /// finger or a button, is told first (`onPress`).
    private func touched(_ event: OpaquePointer) -> Bool {
        let type = gdk_event_get_event_type(event)
        if type == GDK_TOUCH_BEGIN || type == GDK_BUTTON_PRESS { onPress() }
        guard type == GDK_TOUCH_BEGIN || type == GDK_TOUCH_UPDATE || type == GDK_TOUCH_END || type == GDK_TOUCH_CANCEL,
              let sequence = gdk_event_get_event_sequence(event), let point = pagePoint(of: event)
        else { return false }
        let id = TouchSequenceID(rawValue: UInt(bitPattern: Int(bitPattern: sequence)))
        let time = gdk_event_get_time(event)
        let arrival = SystemClock.Instant.now().milliseconds
        var withinSlop = false
        switch type {
        case GDK_TOUCH_BEGIN:
            slop.began(id, at: point)
            let held = ownsEveryTouch() || inEdgeZone(point) || pinchState != .off
            // A line read before its touch began claims it now; WebKit may still get this begin
            // (unless it is held back), so the page is told once it has had it.
            for waiting in matcher.began(id, time: time, at: point, arrival: arrival, heldBack: held) where claim(waiting) && !held {
                if let geometry { MainLoop.idle { [weak self] in self?.take(at: geometry.position(ofPixels: point)) } }
            }
        case GDK_TOUCH_UPDATE:
            matcher.moved(id, time: time, to: point, arrival: arrival)
            withinSlop = slop.holdsBack(id, movedTo: point)
        default:
            matcher.ended(id, time: time, at: point, arrival: arrival, cancelled: type == GDK_TOUCH_CANCEL)
            slop.ended(id)
        }
        let held = matcher.isHeldBack(id)
        trace?.write("\(Self.traceName(of: type)) sequence=\(id.rawValue) time=\(time) x=\(Int(point.x)) y=\(Int(point.y)) \(held ? "held-back" : withinSlop ? "within-slop" : "to-webkit")")
        return held || withinSlop
    }

    private static func traced(_ point: Point) -> String {
        "\((point.x * 1000).rounded() / 1000),\((point.y * 1000).rounded() / 1000)"
    }

    private static func traceName(of type: GdkEventType) -> String {
        switch type {
        case GDK_TOUCH_BEGIN: "touch-begin"
        case GDK_TOUCH_UPDATE: "touch-update"
        case GDK_TOUCH_END: "touch-end"
        default: "touch-cancel"
        }
    }

    /// A pinch's line of `phase`: while it is on, its fingers are peekpop's. Both are claimed at
    /// once when GTK knows both (the zoom gesture is active); until then the one the claimer has,
    /// and a finger landing later is held back from its first event.
    private func pinch(_ phase: GesturePhase) {
        guard phase == .began || phase == .changed else {
            pinchState = .off
            return
        }
        guard pinchState != .claimed else { return }
        pinchState = .claiming
        if gtk_gesture_is_active(pinchClaimer) != 0 {
            let claimed = gtk_gesture_set_state(pinchClaimer, GTK_EVENT_SEQUENCE_CLAIMED) != 0
            trace?.write("claim pinch \(claimed ? "claimed" : "refused")")
            if claimed {
                pinchState = .claimed
                takeFingers(of: pinchClaimer)
            }
        } else if let sequence = gtk_gesture_single_get_current_sequence(claimer) {
            if claim(TouchSequenceID(rawValue: UInt(bitPattern: Int(bitPattern: sequence)))) { takeFingers(of: claimer) }
        }
    }

    /// Tells the page of each finger `gesture` holds that peekpop took it (a finger held back from
    /// its first event never reached the page, and the page script answers nothing for it, nor for
    /// one taken already).
    private func takeFingers(of gesture: OpaquePointer) {
        guard let geometry, let sequences = gtk_gesture_get_sequences(gesture) else { return }
        defer { g_list_free(sequences) }
        var node: UnsafeMutablePointer<GList>? = sequences
        while let current = node {
            var x = 0.0, y = 0.0
            if gtk_gesture_get_point(gesture, OpaquePointer(current.pointee.data), &x, &y) != 0 {
                take(at: geometry.position(ofPixels: Point(x: x, y: y)))
            }
            node = current.pointee.next
        }
    }

    /// The page is told that peekpop took the finger at `place` (normalised over the page area).
    private func take(at place: Point) {
        onTake(place) { [weak self] told in self?.trace?.write("take at=\(Self.traced(place)) page=\(told ?? "no-answer")") }
    }

    /// A claimed sequence moved or lifted: told to the matcher as the legacy controller would
    /// (twice is harmless: the same point at the same time).
    private func claimedTouch(_ sequence: OpaquePointer?, by gesture: OpaquePointer, lifted: Bool) {
        guard let sequence, gtk_gesture_get_sequence_state(gesture, sequence) == GTK_EVENT_SEQUENCE_CLAIMED else { return }
        var x = 0.0, y = 0.0
        guard gtk_gesture_get_point(gesture, sequence, &x, &y) != 0 else { return }
        let id = TouchSequenceID(rawValue: UInt(bitPattern: Int(bitPattern: sequence)))
        let time = gtk_event_controller_get_current_event_time(gesture)
        let arrival = SystemClock.Instant.now().milliseconds
        trace?.write("claimed-\(lifted ? "end" : "update") sequence=\(id.rawValue) time=\(time) x=\(Int(x)) y=\(Int(y))")
        if lifted {
            matcher.ended(id, time: time, at: Point(x: x, y: y), arrival: arrival)
        } else {
            matcher.moved(id, time: time, to: Point(x: x, y: y), arrival: arrival)
        }
    }

    /// Whether `point` (page-area pixels) is where an edge-pan may begin: within the edge zone of
    /// the left or right side, when the window is fullscreen (its sides are the screen's).
    private func inEdgeZone(_ point: Point) -> Bool {
        guard let geometry, geometry.fullscreen else { return false }
        let zone = Self.edgeZone * geometry.width
        return point.x < zone || point.x > geometry.width - zone
    }

    /// Claims the sequence for peekpop: GTK cancels it for WebKit's gestures and stops its events
    /// in the capture phase here. The claimer handles one sequence at most (it denies the others),
    /// so claiming its state claims exactly this one (`gtk_gesture_set_sequence_state` is
    /// deprecated from GTK 4.10).
    /// Answers whether it was claimed now (not before, nor refused).
    @discardableResult
    private func claim(_ id: TouchSequenceID) -> Bool {
        guard let sequence = OpaquePointer(bitPattern: id.rawValue), gtk_gesture_handles_sequence(claimer, sequence) != 0 else {
            trace?.write("claim sequence=\(id.rawValue) not-the-claimer's")
            return false
        }
        let claimed = gtk_gesture_set_state(claimer, GTK_EVENT_SEQUENCE_CLAIMED) != 0
        trace?.write("claim sequence=\(id.rawValue) \(claimed ? "claimed" : "refused")")
        return claimed
    }

    /// The event's position in the page area's pixels (events come in surface coordinates).
    private func pagePoint(of event: OpaquePointer) -> Point? {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(area) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var pageX = 0.0, pageY = 0.0
        guard gtk_widget_translate_coordinates(cwebkit_widget(UnsafeMutableRawPointer(native)), area, x - surfaceX, y - surfaceY, &pageX, &pageY) != 0 else { return nil }
        return Point(x: pageX, y: pageY)
    }

    /// The page area in its window now; nil before the window is shown.
    private var geometry: PageAreaGeometry? {
        guard let native = gtk_widget_get_native(area) else { return nil }
        let window = cwebkit_widget(UnsafeMutableRawPointer(native))
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(area, window, 0, 0, &x, &y) != 0 else { return nil }
        let fullscreen = gtk_window_is_fullscreen(cwebkit_window(UnsafeMutableRawPointer(native))) != 0
        return PageAreaGeometry(windowWidth: Double(gtk_widget_get_width(window)), windowHeight: Double(gtk_widget_get_height(window)),
                                x: x, y: y, width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)),
                                fullscreen: fullscreen)
    }
}
