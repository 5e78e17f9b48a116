// SPDX-License-Identifier: MIT
import CommandLineSetup
import Foundation
import Gestures
import InputEvents
import Testing

@Suite struct ProfileLocatorTests {
    static let device = DeviceDescription(name: "Wacom ISDv4 E6 Finger", id: DeviceID(bustype: 3, vendor: 0x56a, product: 0xed, version: 0x100))

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theFileIsNamedFromBusVendorProductAndName() {
        #expect(ProfileLocator.fileName(for: Self.device) == "0003-056a-00ed-wacom-isdv4-e6-finger.json")
        let odd = DeviceDescription(name: "  ../Ünïcode  Pen (2)/ ", id: DeviceID(bustype: 6, vendor: 0, product: 7, version: 1))
        #expect(ProfileLocator.fileName(for: odd) == "0006-0000-0007-n-code-pen-2.json")
        let unnamed = DeviceDescription(name: "", id: DeviceID(bustype: 6, vendor: 0, product: 7, version: 1))
        #expect(ProfileLocator.fileName(for: unnamed) == "0006-0000-0007.json")
    }

    @Test func theFolderFollowsXDGConfigHomeThenHome() {
        #expect(ProfileLocator.directory(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/peekpop/devices")
        #expect(ProfileLocator.directory(environment: ["XDG_CONFIG_HOME": "/c/", "HOME": "/h"]) == "/c/peekpop/devices")
        #expect(ProfileLocator.directory(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/peekpop/devices")
        #expect(ProfileLocator.directory(environment: ["HOME": "/h"]) == "/h/.config/peekpop/devices")
        #expect(ProfileLocator.directory(environment: [:]) == nil)
    }

    @Test func aDeviceWithoutAProfileHasNone() throws {
        let folder = try Self.temporaryFolder()
        #expect(try ProfileLocator.profile(for: Self.device, environment: ["XDG_CONFIG_HOME": folder.path]) == nil)
    }

    @Test func theProfileWrittenForADeviceIsFoundForIt() throws {
        let folder = try Self.temporaryFolder()
        let environment = ["XDG_CONFIG_HOME": folder.path]
        var profile = ForceProfile()
        profile.finger.peekForce = 0.1
        profile.finger.peekReleaseForce = 0.08
        profile.finger.lowerHintLevels(from: .finger)
        let url = URL(fileURLWithPath: try #require(ProfileLocator.path(for: Self.device, environment: environment)))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(profile.json()).write(to: url)
        let found = try #require(try ProfileLocator.profile(for: Self.device, environment: environment))
        #expect(found.profile == profile)
        #expect(found.path == url.path)
    }

    @Test func aBrokenProfileIsAnErrorNamingItsFile() throws {
        let folder = try Self.temporaryFolder()
        let environment = ["XDG_CONFIG_HOME": folder.path]
        let url = URL(fileURLWithPath: try #require(ProfileLocator.path(for: Self.device, environment: environment)))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "finger": {"popForce": 2}}"#.utf8).write(to: url)
        do {
            _ = try ProfileLocator.profile(for: Self.device, environment: environment)
            Issue.record("a broken profile was used")
        } catch {
            #expect(error.path == url.path)
            #expect(error.description.contains("finger.popForce"))
        }
    }
}
