// SPDX-License-Identifier: MIT
import Foundation
import TestSupport
import Testing

/// The host manifests under webextension/native-host/ agree with each other, with the browsers'
/// rules and with the extension's key.
@Suite struct HostManifestTests {
    static let folder = TestData.packageRoot.appendingPathComponent("webextension")
    static let openssl = ["/usr/bin/openssl", "/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func manifest(_ browser: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("native-host/\(browser)/peekpop_touch.json.in"))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: ["chromium", "firefox"])
    func eachIsAStdioHostNamedAsItsFileAtTheInstalledHost(_ browser: String) throws {
        let manifest = try Self.manifest(browser)
        #expect(manifest["name"] as? String == "peekpop_touch")
        #expect(manifest["type"] as? String == "stdio")
        #expect(manifest["path"] as? String == "@BINDIR@/peekpop-native-host")
        // Both browsers: lowercase letters, digits, underscores and single dots inside.
        #expect((manifest["name"] as? String)?.wholeMatch(of: /[a-z0-9_]+(\.[a-z0-9_]+)*/) != nil)
    }

    @Test func firefoxAllowsOnlyTheExtensionsID() throws {
        #expect(try Self.manifest("firefox")["allowed_extensions"] as? [String] == ["peekpop-touch@peekpop.invalid"])
    }

    /// Chromium's ID for a key: the first 32 hex digits of the SHA-256 of its DER form, written a–p.
    @Test(.enabled(if: openssl != nil, "needs openssl"))
    func chromiumAllowsOnlyTheOriginOfTheExtensionsKey() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.openssl!)
        process.arguments = ["pkey", "-pubin", "-in", Self.folder.appendingPathComponent("key.pem.pub").path, "-outform", "DER"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let der = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let digest = Process()
        digest.executableURL = URL(fileURLWithPath: Self.openssl!)
        digest.arguments = ["dgst", "-sha256", "-r"]
        let input = Pipe(), hex = Pipe()
        digest.standardInput = input
        digest.standardOutput = hex
        try digest.run()
        try input.fileHandleForWriting.write(contentsOf: der)
        try input.fileHandleForWriting.close()
        let sum = String(decoding: hex.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        digest.waitUntilExit()
        let id = String(sum.prefix(32).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0.hexDigitValue!))) })
        #expect(id.count == 32)
        #expect(try Self.manifest("chromium")["allowed_origins"] as? [String] == ["chrome-extension://\(id)/"])
    }
}
