// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import Testing
@testable import GestureStream

/// The encoder writes the static names; the decoder reads the raw values: they must be the same text.
@Suite struct StaticNamesTests {
    @Test func everyStaticNameIsItsRawValue() {
        for tool in [ToolKind.finger, .pen, .eraser] { #expect(tool.staticName.description == tool.rawValue) }
        for name in GestureName.allCases { #expect(name.staticName.description == name.rawValue) }
        for phase in GesturePhase.allCases { #expect(phase.staticName.description == phase.rawValue) }
        for phase in DiscretePhase.allCases { #expect(phase.staticName.description == phase.rawValue) }
        for edge in Edge.allCases { #expect(edge.staticName.description == edge.rawValue) }
        for gesture in GestureLineTests.everyGesture { #expect(gesture.staticPhaseName.description == gesture.phaseName) }
    }
}
