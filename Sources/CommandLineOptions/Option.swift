// SPDX-License-Identifier: MIT
/// One option a command takes: a flag such as `--json`, or an option with a value such as
/// `--output FILE`, with an optional one-letter spelling (`-o`).
public struct Option: Hashable, Sendable {
    /// The long spelling, `--output`: the option's name in every message.
    public let name: String
    /// The short spelling, `-o`, when there is one.
    public let shortName: String?
    /// What the value is called in usage (`FILE`); nil for a flag, which takes none.
    public let valueName: String?

    /// A flag: present or not, never with a value.
    public static func flag(_ name: String, short: String? = nil) -> Option {
        Option(name: name, shortName: short, valueName: nil)
    }

    /// An option that needs a value, written `--name VALUE` or `--name=VALUE`.
    public static func value(_ name: String, short: String? = nil, _ valueName: String) -> Option {
        Option(name: name, shortName: short, valueName: valueName)
    }

    /// `--output FILE`, or `--json` for a flag: how messages name what to give.
    public var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// Whether the option needs a value.
    public var takesValue: Bool { valueName != nil }

    private init(name: String, shortName: String?, valueName: String?) {
        precondition(name.hasPrefix("--") && name.count > 2, "an option's name is --NAME")
        precondition(shortName.map { $0.count == 2 && $0.hasPrefix("-") && $0 != "--" } ?? true, "a short name is -X")
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
    }
}
