// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Edge-pan for one finger: it lands within the edge zone, moves inward beyond the slop, and ends on
/// lift, committed when its progress reached the commit level. A contact that lands away from every
/// edge, or first moves along the edge beyond the slop, is never an edge-pan.
public struct EdgePanMachine: GestureMachine {
    /// What happened to the contact.
    public enum Input: Hashable, Sendable {
        /// It landed here.
        case down(Point)
        /// It is still touching, here.
        case move(Point)
        /// It lifted here.
        case lift(Point)
        /// The tracker could no longer trust it.
        case cancel
        /// Another gesture took it over (a second contact landed, a peek began).
        case claim
    }

    /// A contact in an edge zone that has not yet moved inward beyond the slop.
    public struct Armed: Hashable, Sendable {
        /// The edge whose zone it landed in (the nearest one in a corner).
        public var edge: Edge
        /// Where it landed: the slop and the progress are measured from here.
        public var origin: Point
    }

    /// An edge-pan in progress.
    public struct Pan: Hashable, Sendable {
        /// The edge it came in from.
        public var edge: Edge
        /// Where it landed.
        public var origin: Point
        /// Where it is now.
        public var position: Point
        /// 0...1 of the surface along the pan direction, from where the contact landed.
        public var progress: Double
    }

    public enum State: Hashable, Sendable {
        /// Not landed yet.
        case idle
        /// Landed in the zone of an edge; may still begin.
        case armed(Armed)
        /// Began: reports progress until lift, cancel or claim.
        case panning(Pan)
        /// Landed away from the edges, moved along the edge, ended, cancelled or claimed.
        case done
    }

    /// The contact this machine follows; its events carry this id and tool.
    public let contact: Int
    public let tool: ToolKind
    /// Where the pan is (for tests and diagnostics).
    public private(set) var state: State = .idle
    private let thresholds: EdgePanThresholds
    private let geometry: SurfaceGeometry
    private let zone: Double
    private let slop: Double

    /// `slop` is how far the contact must move inward before the pan begins (the finger slop).
    public init(contact: Int, tool: ToolKind, thresholds: EdgePanThresholds, slop: Distance, geometry: SurfaceGeometry) {
        self.contact = contact
        self.tool = tool
        self.thresholds = thresholds
        self.geometry = geometry
        self.zone = thresholds.zone.value(on: geometry)
        self.slop = slop.value(on: geometry)
    }

    /// Moves the machine on by `input`, which happened at `time`, appending what it recognised to `events`.
    public mutating func handle(_ input: Input, at time: Timestamp, into events: inout [GestureEvent]) {
        switch (state, input) {
        case (.idle, .down(let point)):
            state = nearestEdge(to: point).map { .armed(Armed(edge: $0, origin: point)) } ?? .done
        case (.armed(let armed), .move(let point)):
            if inward(from: armed.origin, to: point, edge: armed.edge) > slop {
                let pan = Pan(edge: armed.edge, origin: armed.origin, position: point,
                              progress: progress(from: armed.origin, to: point, edge: armed.edge))
                state = .panning(pan)
                events.append(event(.began, pan, committed: nil, time))
            } else if across(from: armed.origin, to: point, edge: armed.edge) > slop {
                state = .done
            }
        case (.panning(var pan), .move(let point)):
            let previous = pan.progress
            pan.position = point
            pan.progress = progress(from: pan.origin, to: point, edge: pan.edge)
            state = .panning(pan)
            if pan.progress != previous { events.append(event(.changed, pan, committed: nil, time)) }
        case (.panning(var pan), .lift(let point)):
            pan.position = point
            pan.progress = progress(from: pan.origin, to: point, edge: pan.edge)
            state = .done
            events.append(event(.ended, pan, committed: pan.progress >= thresholds.commitProgress, time))
        case (.panning(let pan), .cancel), (.panning(let pan), .claim):
            state = .done
            events.append(event(.cancelled, pan, committed: nil, time))
        case (.idle, .claim), (.armed, .lift), (.armed, .cancel), (.armed, .claim):
            state = .done
        // Out of order (the recognizer never sends these): ignored.
        case (.idle, .move), (.idle, .lift), (.idle, .cancel), (.armed, .down), (.panning, .down):
            break
        case (.done, .down), (.done, .move), (.done, .lift), (.done, .cancel), (.done, .claim):
            break
        }
    }

    /// The edge whose zone `point` lies in, the nearest one in a corner.
    private func nearestEdge(to point: Point) -> Edge? {
        let distances = Edge.allCases.map { edge in (edge, geometry.distance(point, Self.projection(of: point, on: edge))) }
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 <= zone else { return nil }
        return nearest.0
    }

    /// The point on `edge` closest to `point`.
    private static func projection(of point: Point, on edge: Edge) -> Point {
        switch edge {
        case .left: Point(x: 0, y: point.y)
        case .right: Point(x: 1, y: point.y)
        case .top: Point(x: point.x, y: 0)
        case .bottom: Point(x: point.x, y: 1)
        }
    }

    /// Normalised movement away from `edge` (negative towards it).
    private static func inwardFraction(from origin: Point, to point: Point, edge: Edge) -> Double {
        switch edge {
        case .left: point.x - origin.x
        case .right: origin.x - point.x
        case .top: point.y - origin.y
        case .bottom: origin.y - point.y
        }
    }

    /// Movement away from `edge`, in the units of `geometry.distance` (negative towards it).
    private func inward(from origin: Point, to point: Point, edge: Edge) -> Double {
        let alongPan = switch edge {
        case .left, .right: Point(x: point.x, y: origin.y)
        case .top, .bottom: Point(x: origin.x, y: point.y)
        }
        let length = geometry.distance(origin, alongPan)
        return Self.inwardFraction(from: origin, to: point, edge: edge) < 0 ? -length : length
    }

    /// Movement parallel to `edge`, in the units of `geometry.distance`.
    private func across(from origin: Point, to point: Point, edge: Edge) -> Double {
        let alongEdge = switch edge {
        case .left, .right: Point(x: origin.x, y: point.y)
        case .top, .bottom: Point(x: point.x, y: origin.y)
        }
        return geometry.distance(origin, alongEdge)
    }

    private func progress(from origin: Point, to point: Point, edge: Edge) -> Double {
        min(1, max(0, Self.inwardFraction(from: origin, to: point, edge: edge)))
    }

    private func event(_ phase: GesturePhase, _ pan: Pan, committed: Bool?, _ time: Timestamp) -> GestureEvent {
        GestureEvent(time: time, contact: contact, tool: tool, position: pan.position,
                     gesture: .edgePan(phase, edge: pan.edge, progress: pan.progress, committed: committed))
    }
}
