// SPDX-License-Identifier: MIT
import Foundation
import Gestures
import Testing
import TestSupport
@testable import GestureStream

/// docs/PROTOCOL.md and the code's tables name the same things: a name added to one and not the
/// other fails here.
@Suite struct ProtocolDocumentTests {
    static let document = (try? String(contentsOf: TestData.packageRoot.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)) ?? ""

    /// The rows of the document's table whose first cell is `` `name` ``.
    static func row(_ name: String) -> String? {
        document.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }.map(String.init)
    }

    @Test func theDocumentIsVersion1() {
        #expect(Self.document.hasPrefix("# The peekpop stream, protocol v\(StreamLine.protocolVersion)\n"))
    }

    @Test(arguments: GestureName.allCases)
    func everyGestureHasARowWithItsPhases(name: GestureName) throws {
        let row = try #require(Self.row(name.rawValue))
        let phases: [String] = switch name {
        case .tap, .pop: DiscretePhase.allCases.map(\.rawValue)
        case .hint: GesturePhase.hintPhases.map(\.rawValue)
        case .peek, .pinch, .edgePan: GesturePhase.allCases.map(\.rawValue)
        }
        for phase in phases { #expect(row.contains("`\(phase)`"), "\(row)") }
        if name == .hint { #expect(!row.contains("`changed`"), "\(row)") }
    }

    @Test(arguments: SessionReport.Name.allCases)
    func everySessionEventHasARow(name: SessionReport.Name) {
        #expect(Self.row(name.rawValue) != nil)
    }

    @Test func everyValueOfAKeyIsListed() throws {
        let values: [(key: String, names: [String])] = [
            ("tool", GestureLine.tools.map(\.rawValue)),
            ("edge", Edge.allCases.map(\.rawValue)),
            ("mode", SessionReport.Mode.allCases.map(\.rawValue)),
        ]
        for (key, names) in values {
            let row = try #require(Self.row(key))
            for name in names { #expect(row.contains("`\(name)`"), "\(row)") }
        }
    }

    @Test(arguments: ["gesture", "session", "dropped", "refused", "limit", "contact", "url", "tab", "scale", "force", "progress", "committed"])
    func everyKeyHasARow(key: String) {
        #expect(Self.row(key) != nil)
    }
}
