// SPDX-License-Identifier: MIT
import InputEvents
import JSON

/// When a touchpad's click is a force click (`ForceClickMachine`).
///
/// The levels are for the finger on the pad, not for the click itself: the pad decides its click
/// (a clickpad's switch, a pressure pad's own threshold). Where the numbers come from: a clickpad's
/// switch closes at 150–250 g, and a finger holding a click down rests at about 30 % of an Apple or
/// Synaptics pad's pressure range; macOS's force click takes about twice the click's force, and a
/// pressure pad's click is 200 g by default with its force click at ~450 g.
public struct ForceClickThresholds: Hashable, Sendable {
    /// The force at which a held click becomes a force click: half the range, or 450 g. A heavy
    /// hand holds a click at up to about 40 % (360 g), which stays below.
    public var peek: PressureLevel
    /// A force click's peek ends when the force falls below this (a finger easing off while the
    /// button is still down): 0.4 or 350 g, clear of the peek by more than a pad's noise.
    public var release: PressureLevel
    /// A peek pops here: three quarters of the range, or 650 g, as far past the peek as the peek is
    /// past a held click, so a peek can be held without popping.
    public var pop: PressureLevel
    /// How much deeper than the click itself the finger must press: the click's force is its
    /// highest within `settle` of the button going down, and a heavy hand's click can overshoot
    /// its held level for a moment; 0.12 or 120 g is clear of that overshoot.
    public var rise: PressureLevel
    /// How long after the button went down the force still counts as the click's own: a switch's
    /// travel and the finger's overshoot are over within 50–80 ms.
    public var settle: TimeSpan
    /// How long the force must stay past the threshold before the peek begins: 50 ms keeps a
    /// jolt from peeking and leaves the preview well within 150 ms of the press.
    public var hold: TimeSpan
    /// How far the finger may move after the click and still force-click: 2 mm, a finger pad
    /// rolling as it presses; more is a click-and-drag. 1 % of the diagonal without a size.
    public var slop: Distance

    public init(peek: PressureLevel = PressureLevel(grams: 450, fraction: 0.5),
                release: PressureLevel = PressureLevel(grams: 350, fraction: 0.4),
                pop: PressureLevel = PressureLevel(grams: 650, fraction: 0.75),
                rise: PressureLevel = PressureLevel(grams: 120, fraction: 0.12),
                settle: TimeSpan = .milliseconds(80), hold: TimeSpan = .milliseconds(50),
                slop: Distance = Distance(millimetres: 2, fraction: 0.01)) {
        self.peek = peek
        self.release = release
        self.pop = pop
        self.rise = rise
        self.settle = settle
        self.hold = hold
        self.slop = slop
    }
}

extension ForceClickThresholds {
    enum Keys: String, CaseIterable {
        case peek, release, pop, rise, slop
        case settle = "settleMilliseconds"
        case hold = "holdMilliseconds"
    }

    /// Reads the keys present in `section` over `defaults`.
    init(_ section: ProfileSection<Keys>, defaults: ForceClickThresholds) throws(ForceProfileError) {
        self = defaults
        if let nested = try section.section(.peek, PressureLevel.Keys.self) { peek = try PressureLevel(nested, defaults: peek) }
        if let nested = try section.section(.release, PressureLevel.Keys.self) { release = try PressureLevel(nested, defaults: release) }
        if let nested = try section.section(.pop, PressureLevel.Keys.self) { pop = try PressureLevel(nested, defaults: pop) }
        if let nested = try section.section(.rise, PressureLevel.Keys.self) { rise = try PressureLevel(nested, defaults: rise) }
        settle = try section.milliseconds(.settle) ?? settle
        hold = try section.milliseconds(.hold) ?? hold
        if let nested = try section.section(.slop, Distance.Keys.self) { slop = try Distance(nested, defaults: slop) }
    }

    /// Every key, as a profile has it.
    var json: JSONValue {
        .object([
            .init(Keys.peek.rawValue, peek.json),
            .init(Keys.release.rawValue, release.json),
            .init(Keys.pop.rawValue, pop.json),
            .init(Keys.rise.rawValue, rise.json),
            .init(Keys.settle.rawValue, .number(settle.milliseconds)),
            .init(Keys.hold.rawValue, .number(hold.milliseconds)),
            .init(Keys.slop.rawValue, slop.json),
        ])
    }

    /// Throws naming the first inconsistent key under `path` (`touchpad`).
    func validate(path: String) throws(ForceProfileError) {
        let key = { (name: Keys) in "\(path).\(name.rawValue)" }
        try peek.validate(path: key(.peek))
        try release.validate(path: key(.release))
        try pop.validate(path: key(.pop))
        try rise.validate(path: key(.rise))
        guard release.isBelow(peek) else {
            throw ForceProfileError(key: key(.release), reason: "must be below peek in grams and fraction")
        }
        guard peek.isBelow(pop) else {
            throw ForceProfileError(key: key(.pop), reason: "must be above peek in grams and fraction")
        }
        try ProfileCheck.duration(settle, key(.settle))
        try ProfileCheck.duration(hold, key(.hold))
        try slop.validate(path: key(.slop))
    }
}
