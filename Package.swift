// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "peekpop",
    products: [
        .executable(name: "peekpop", targets: ["peekpop"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

        // Pure Swift core: no I/O beyond reading the bytes handed to it.
        .target(name: "InputEvents", dependencies: ["CEvdev"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Recordings", dependencies: ["InputEvents", "CYAML"]),
        .target(name: "Contacts", dependencies: ["InputEvents"]),
        .target(name: "Gestures", dependencies: ["Contacts"]),
        .target(name: "GestureStream", dependencies: ["Gestures"]),

        // The command line.
        .executableTarget(name: "peekpop", dependencies: ["InputEvents", "Recordings", "Contacts", "Gestures", "GestureStream"]),

        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents"]),
        .testTarget(name: "RecordingsTests", dependencies: ["Recordings"]),
        .testTarget(name: "ContactsTests", dependencies: ["Contacts", "Recordings"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Recordings"]),
        .testTarget(name: "GestureStreamTests", dependencies: ["GestureStream"]),
        .testTarget(name: "PeekpopTests", dependencies: ["GestureStream"]),
    ]
)
