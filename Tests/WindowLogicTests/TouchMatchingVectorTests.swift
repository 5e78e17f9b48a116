// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Contacts
import Foundation
import GestureStream
import Testing

/// `TouchSequenceMatcher` on the touch-matching vectors (`Tests/Fixtures/touch-matching`, README
/// there): the behaviour the window's matcher and the extension's (`webextension/extension/
/// matcher.js`, run on the same vectors by `Tests/WebExtension/matcher_test.js`) share. A touch's
/// time is GDK's, its arrival and a line's on the window's clock; positions are not the vectors'.
@Suite struct TouchMatchingVectorTests {
    /// One case of a vector file: a fresh matcher, its steps in the order they reach the window.
    struct VectorCase: Sendable, CustomTestStringConvertible {
        var file: String
        var number: Int
        var about: String
        var steps: [Step]

        var testDescription: String { "\(file) #\(number): \(about)" }
    }

    /// Where a line lands, in the vectors' terms.
    struct Landing: Equatable, Sendable {
        var touch: UInt
        var claim: Bool
    }

    enum Step: Sendable {
        case down(UInt, time: UInt32, arrival: Double, claim: Bool)
        case move(UInt, time: UInt32, arrival: Double)
        case end(UInt, time: UInt32, arrival: Double, cancelled: Bool)
        case restart
        case line(GestureLine, arrival: Double, route: Landing?)
    }

    struct BadVector: Error, CustomStringConvertible {
        var description: String
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/touch-matching").standardizedFileURL

    static func load() throws -> [VectorCase] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.flatMap { file in
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            guard let vector = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let cases = vector["cases"] as? [[String: Any]]
            else { throw BadVector(description: "\(file): no cases") }
            return try cases.enumerated().map { index, testCase in
                let steps = try (testCase["steps"] as? [[String: Any]] ?? []).map { try step($0, in: file) }
                return VectorCase(file: file, number: index + 1, about: testCase["about"] as? String ?? "", steps: steps)
            }
        }
    }

    static func step(_ step: [String: Any], in file: String) throws -> Step {
        let number = { (key: String) in (step[key] as? NSNumber)?.doubleValue }
        let touch = { (key: String) -> (UInt, UInt32, Double)? in
            guard let id = number(key), let time = number("time"), let arrival = number("arrival") else { return nil }
            return (UInt(id), UInt32(time), arrival)
        }
        if let (id, time, arrival) = touch("down") {
            return .down(id, time: time, arrival: arrival, claim: step["claim"] as? Bool ?? false)
        } else if let (id, time, arrival) = touch("move") {
            return .move(id, time: time, arrival: arrival)
        } else if let (id, time, arrival) = touch("up") ?? touch("cancel") {
            return .end(id, time: time, arrival: arrival, cancelled: step["cancel"] != nil)
        } else if step["restart"] != nil {
            return .restart
        } else if let line = step["line"], let arrival = number("arrival"), step["route"] != nil {
            let text = String(decoding: try JSONSerialization.data(withJSONObject: line), as: UTF8.self)
            guard case .gesture(let gesture)? = try StreamLineDecoder().decode(text) else { throw BadVector(description: "\(file): not a gesture line: \(text)") }
            let route = (step["route"] as? [String: Any]).map { route in
                Landing(touch: (route["touch"] as? NSNumber)?.uintValue ?? .max, claim: route["claim"] as? Bool ?? false)
            }
            return .line(gesture, arrival: arrival, route: route)
        }
        throw BadVector(description: "\(file): a step of no known kind: \(step)")
    }

    static let cases = (try? load()) ?? []

    @Test func theVectorsAreThere() throws {
        let cases = try Self.load()
        #expect(Set(cases.map(\.file)).count >= 7)
        #expect(cases.count >= 40)
    }

    @Test(arguments: cases) func vector(_ vector: VectorCase) {
        var matcher = TouchSequenceMatcher()
        for (index, step) in vector.steps.enumerated() {
            switch step {
            case .down(let id, let time, let arrival, let claim):
                let claimed = matcher.began(TouchSequenceID(rawValue: id), time: time, at: Point(x: 0, y: 0), arrival: arrival)
                #expect(claimed == (claim ? [TouchSequenceID(rawValue: id)] : []), "step \(index + 1)")
            case .move(let id, let time, let arrival):
                matcher.moved(TouchSequenceID(rawValue: id), time: time, to: Point(x: 0, y: 0), arrival: arrival)
            case .end(let id, let time, let arrival, let cancelled):
                matcher.ended(TouchSequenceID(rawValue: id), time: time, at: Point(x: 0, y: 0), arrival: arrival, cancelled: cancelled)
            case .restart:
                matcher.streamRestarted()
            case .line(let line, let arrival, let expected):
                let landing: Landing? = switch matcher.route(line, arrival: arrival) {
                case .sequence(let id, _, let claim): Landing(touch: id.rawValue, claim: claim)
                case .unmatched: nil
                }
                #expect(landing == expected, "step \(index + 1)")
            }
        }
    }
}
