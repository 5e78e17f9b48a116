// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import TestSupport
import Testing

/// Every seed and every crasher the fuzzer found goes through the reader: none may crash; the
/// `valid-` seeds must read cleanly and the others must be reported as malformed.
@Suite struct LibinputRecordCorpusTests {
    typealias Support = LibinputRecordTestSupport

    static let files = TestData.files(under: LibinputRecordTestSupport.corpus, endingWith: [""])

    @Test func corpusIsPresent() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func corpusFileReadsWithoutCrashing(file: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: file))
        let error = Support.error(bytes, name: file.lastPathComponent)
        if file.lastPathComponent.hasPrefix("valid-") {
            #expect(error == nil)
        } else {
            #expect(error?.kind == .malformed)
            #expect(error?.file == file.lastPathComponent)
        }
    }
}
