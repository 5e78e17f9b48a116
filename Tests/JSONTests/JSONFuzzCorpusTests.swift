// SPDX-License-Identifier: MIT
import Foundation
import JSON
import Testing
import TestSupport

/// The `json` fuzz mode's seeds and crashers: each parses as expected, and what parses is written
/// and read back as the same value (what the fuzzer holds the parser to).
@Suite struct JSONFuzzCorpusTests {
    static var corpus: URL { TestData.packageRoot.appendingPathComponent("Tests/FuzzCorpus/json") }

    /// Each corpus file, and the offset of its first error (nil when it is JSON).
    static let expected: [String: Int?] = [
        "profile.json": nil, "site.json": nil, "stream-line.json": nil, "edges.json": nil, "trailing-comma.json": 10,
    ]

    @Test func everyCorpusFileReadsAsExpectedAndBackAsItself() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(Set(files) == Set(Self.expected.keys))
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            do throws(JSONSyntaxError) {
                let value = try JSONValue(parsing: bytes)
                #expect(Self.expected[name] == .some(nil), "\(name) parsed")
                #expect(try JSONValue(parsing: value.text) == value, "\(name)")
            } catch {
                #expect(Self.expected[name] == .some(error.offset), "\(name): \(error)")
            }
        }
    }

    /// The seeds with random bytes changed, put in or cut out, as the fuzzer starts: the parser
    /// never traps, and what it reads reads back as itself.
    @Test func mutatedSeedsNeitherTrapNorChangeOnTheWayBack() throws {
        var generator = SeededGenerator(environmentOr: 0x6a73_6f6e)
        let seeds = try Self.expected.keys.sorted().map { try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent($0))) }
        let interesting = Array(#"{}[]",:\/"-+.eE0123456789aubfnrtxlse "#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xEF, 0xFF]
        for _ in 0..<20_000 {
            var bytes = seeds.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: bytes.indices, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                default: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...8, using: &generator)))
                }
            }
            guard let value = try? JSONValue(parsing: bytes) else { continue }
            #expect(try JSONValue(parsing: value.text) == value, "\(String(decoding: bytes, as: UTF8.self)); \(generator)")
        }
    }
}
