// SPDX-License-Identifier: MIT
import Contacts
import InputEvents
import Testing

@Suite struct CalibrationMatrixTests {
    /// Points compared to 1e-12: the matrix products are not exact in binary.
    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12 }

    @Test func parsesSixNumbersAsLibinputDoes() throws {
        let matrix = try CalibrationMatrix(parsing: "0 1 0 -1 0 1")
        #expect([matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f] == [0, 1, 0, -1, 0, 1])
        #expect(try CalibrationMatrix(parsing: " 1.5\t0 -0.25  0 2 0.5 ").description == "1.5 0 -0.25 0 2 0.5")
        #expect(try CalibrationMatrix(parsing: "1 0 0 0 1 0").isIdentity)
    }

    @Test(arguments: [
        ("", "it needs 6 numbers (a b c d e f), it has 0"),
        ("1 0 0 0 1", "it needs 6 numbers (a b c d e f), it has 5"),
        ("1 0 0 0 1 0 0", "it needs 6 numbers (a b c d e f), it has 7"),
        ("1 0 0 0 one 0", "'one' is not a number"),
        ("1 0 nan 0 1 0", "'nan' is not a number"),
        ("1 0 0 0 inf 0", "'inf' is not a number"),
        ("1 2 0 2 4 0", "it maps the whole surface onto a line (a·e − b·d is 0)"),
    ])
    func rejectsWhatLibinputCannotUse(text: String, reason: String) {
        #expect(throws: CalibrationMatrix.Invalid(text: text, reason: reason)) { try CalibrationMatrix(parsing: text) }
    }

    @Test func invalidMatricesSayTheyAreIgnored() {
        #expect(CalibrationMatrix.Invalid(text: "1 2", reason: "why").description == "calibration matrix \"1 2\" is ignored: why")
    }

    @Test func identityChangesNothing() {
        for point in [Point(x: 0, y: 0), Point(x: 0.25, y: 0.75), Point(x: 1, y: 1)] {
            #expect(CalibrationMatrix.identity.apply(point) == point)
        }
    }

    @Test func quarterTurn() throws {
        // libinput's 90° rotation: x' = y, y' = 1 − x.
        let matrix = try CalibrationMatrix(parsing: "0 1 0 -1 0 1")
        #expect(close(matrix.apply(Point(x: 0.2, y: 0.3)), Point(x: 0.3, y: 0.8)))
        #expect(close(matrix.apply(Point(x: 0, y: 0)), Point(x: 0, y: 1)))
        #expect(close(matrix.apply(Point(x: 1, y: 0)), Point(x: 0, y: 0)))
    }

    @Test func mappedSubRectangleIsClamped() throws {
        // The middle half of the panel is the whole screen; outside it lands on the edges.
        let matrix = try CalibrationMatrix(parsing: "2 0 -0.5 0 2 -0.5")
        #expect(close(matrix.apply(Point(x: 0.25, y: 0.25)), Point(x: 0, y: 0)))
        #expect(close(matrix.apply(Point(x: 0.5, y: 0.6)), Point(x: 0.5, y: 0.7)))
        #expect(close(matrix.apply(Point(x: 0.75, y: 0.75)), Point(x: 1, y: 1)))
        #expect(matrix.apply(Point(x: 0.1, y: 0.95)) == Point(x: 0, y: 1))
    }

    @Test func geometryFollowsTheCalibratedSurface() throws {
        let device = SurfaceGeometry(widthMillimetres: 100, heightMillimetres: 50)
        #expect(device.calibrated(by: .identity) == device)
        let turned = device.calibrated(by: try CalibrationMatrix(parsing: "0 1 0 -1 0 1"))
        #expect(turned == SurfaceGeometry(widthMillimetres: 50, heightMillimetres: 100))
        let half = device.calibrated(by: try CalibrationMatrix(parsing: "2 0 -0.5 0 2 -0.5"))
        #expect(half == SurfaceGeometry(widthMillimetres: 50, heightMillimetres: 25))
        let unknown = SurfaceGeometry(widthMillimetres: nil, heightMillimetres: nil)
        #expect(unknown.calibrated(by: try CalibrationMatrix(parsing: "0 1 0 -1 0 1")) == unknown)
    }

    @Test func trackerAppliesTheMatrixToEveryPosition() throws {
        let matrix = try CalibrationMatrix(parsing: "0 1 0 -1 0 1")
        var tracker = try ContactTracker(device: TestDevices.protocolB(), calibration: matrix)
        var script = EventScript()
        script.slot(0); script.track(7); script.mt(x: 200, y: 150); script.report()
        script.mt(x: 500, y: 250); script.report()
        script.track(-1); script.report()
        let positions = tracker.frames(script).flatMap(\.contacts).map(\.position)
        // Raw (200, 150) of 1000 × 500 is (0.2, 0.3); turned: (0.3, 0.8). The lift keeps the last.
        #expect(positions.count == 3)
        #expect(zip(positions, [Point(x: 0.3, y: 0.8), Point(x: 0.5, y: 0.5), Point(x: 0.5, y: 0.5)]).allSatisfy(close))
        // 100 × 50 mm turned on its side.
        #expect(tracker.geometry == SurfaceGeometry(widthMillimetres: 50, heightMillimetres: 100))
    }

    @Test func trackerWithoutAMatrixIsUnchanged() throws {
        var plain = try ContactTracker(device: TestDevices.protocolB())
        var identity = try ContactTracker(device: TestDevices.protocolB(), calibration: .identity)
        var script = EventScript()
        script.track(1); script.mt(x: 123, y: 456); script.report()
        script.track(-1); script.report()
        #expect(plain.frames(script) == identity.frames(script))
        #expect(plain.geometry == identity.geometry)
    }
}
