// SPDX-License-Identifier: MIT
import InputEvents
import JSON

/// Press thresholds for one kind of tool (fingers or pens): when a press hints, is a tap, a peek or a pop.
///
/// Forces are 0...1 over the device's pressure range. Devices without pressure peek by long press
/// (`longPress`), never hint and never pop.
public struct ToolThresholds: Hashable, Sendable {
    /// Force at which a press that has neither peeked nor left the slop hints that a peek may come,
    /// so clients hold back their own long press for it; must be below `peekForce`.
    public var hintForce: Double
    /// A hinting press that eases below this ends its hint (hysteresis); at most `hintForce`.
    public var hintReleaseForce: Double
    /// Force at which a peek starts (after `peekHold`).
    public var peekForce: Double
    /// While waiting out `peekHold`, the force may dip to here without restarting the hold (hysteresis).
    public var peekReleaseForce: Double
    /// Force that pops a peek; must be above `peekForce`.
    public var popForce: Double
    /// A peek that began at or above `popForce` after a hold must ease below this before it can pop,
    /// so a saturated hold does not pop the moment it peeks.
    public var popRearmForce: Double
    /// How long the force must stay at peek level before the peek begins (0: at once).
    public var peekHold: TimeSpan
    /// How long after landing a press may not peek yet: when it ends, a press at `peekForce` is held
    /// and peeks (popping through when it is past `popForce`), while a press whose force has fallen
    /// back below `peekForce` by then was a tap's rise and fall, and stays a tap if it lifts in time.
    public var peekOnset: TimeSpan
    /// With a hold: a press that stayed below `popForce` during its hold for this long and then rose
    /// past it pops as its peek begins, without easing below `popRearmForce` first (see `PreviewDwell`).
    public var popDwell: TimeSpan
    /// On devices without pressure: how long a still contact is held before it peeks.
    public var longPress: TimeSpan
    /// The longest press that is still a tap (inclusive).
    public var tapMaximum: TimeSpan
    /// How far a contact may move and still count as still (inclusive).
    public var slop: Distance

    public init(hintForce: Double, hintReleaseForce: Double,
                peekForce: Double, peekReleaseForce: Double, popForce: Double, popRearmForce: Double,
                peekHold: TimeSpan, peekOnset: TimeSpan, popDwell: TimeSpan, longPress: TimeSpan, tapMaximum: TimeSpan,
                slop: Distance) {
        self.hintForce = hintForce
        self.hintReleaseForce = hintReleaseForce
        self.peekForce = peekForce
        self.peekReleaseForce = peekReleaseForce
        self.popForce = popForce
        self.popRearmForce = popRearmForce
        self.peekHold = peekHold
        self.peekOnset = peekOnset
        self.popDwell = popDwell
        self.longPress = longPress
        self.tapMaximum = tapMaximum
        self.slop = slop
    }

    /// Fingers. 0.35 is a deliberate press above a resting finger (0.1–0.2 on force touchscreens);
    /// release at 0.25 keeps a wobbling press from flickering; 0.75 pops, well clear of the peek so a
    /// peek can be held without popping by accident. Force alone does not make a peek: about one key
    /// in ten typed passes 0.35 and one in two hundred 0.75, but a tap's force rises and falls within
    /// 50–120 ms, while a deliberate preview press holds its level for hundreds of milliseconds. So a
    /// finger peeks only when it is still at 0.35 at the end of a 150 ms onset (past the tap's 120 ms,
    /// with room for its slower tail), and at once when it gets there later (no hold). A preview press
    /// that ramps up over 150–200 ms reaches 0.35 at about 120 ms, so it peeks some 30 ms later than
    /// at once; a jab that is at pop force when the onset ends peeks and pops there. A tap lasts up to
    /// 250 ms (typical taps are 80–150 ms). A long press of 500 ms matches the desktop long-press
    /// delay. 3 mm covers a finger pad rolling as it presses; 1.5 % of the diagonal is about 3 mm on
    /// a 10" screen. `popDwell` is the pen's, unused while there is no hold. The hint at 0.2 is the
    /// top of a resting finger: a browser opens its long-press menu or starts a link drag some 500 ms
    /// into a still touch, before a gradual press reaches 0.35, and the hint only holds that back for
    /// the one touch, so a false hint early costs nothing but that touch's menu; it ends below 0.12
    /// (hysteresis, so a wobbling press does not flicker).
    public static let finger = ToolThresholds(
        hintForce: 0.2, hintReleaseForce: 0.12,
        peekForce: 0.35, peekReleaseForce: 0.25, popForce: 0.75, popRearmForce: 0.5,
        peekHold: .milliseconds(0), peekOnset: .milliseconds(150), popDwell: .milliseconds(200), longPress: .milliseconds(500),
        tapMaximum: .milliseconds(250), slop: Distance(millimetres: 3, fraction: 0.015))

    /// Pens. A stylus tap lands hard: a real Intuos4 tap starts at half scale, saturates within 110 ms
    /// and lasts about 270 ms, so force alone cannot tell a tap from a peek. A pen peek therefore needs
    /// the force held for 500 ms (past any tap), a tap may last up to 350 ms, and a pop needs a harder
    /// press after the peek began; a pen already past `popForce` when its peek began must first ease
    /// below 0.5 (half scale, ordinary writing pressure), unless it got there after pausing at
    /// preview force for 200 ms of its hold: a tap saturates within 110 ms, a deliberate pause at
    /// preview force lasts about a third of a second, so 200 ms is clear of both. No onset: the hold
    /// is past any tap already. Same slop as a finger: tablet jitter and hand tremor are of that order.
    /// The hint as a finger's: a pen tap lands past it and hints, which costs only that tap's long-press menu.
    public static let pen = ToolThresholds(
        hintForce: 0.2, hintReleaseForce: 0.12,
        peekForce: 0.35, peekReleaseForce: 0.25, popForce: 0.75, popRearmForce: 0.5,
        peekHold: .milliseconds(500), peekOnset: .milliseconds(0), popDwell: .milliseconds(200), longPress: .milliseconds(500),
        tapMaximum: .milliseconds(350), slop: Distance(millimetres: 3, fraction: 0.015))
}

extension ToolThresholds {
    enum Keys: String, CaseIterable {
        case hintForce, hintReleaseForce, peekForce, peekReleaseForce, popForce, popRearmForce, slop
        case peekHold = "peekHoldMilliseconds"
        case peekOnset = "peekOnsetMilliseconds"
        case popDwell = "popDwellMilliseconds"
        case longPress = "longPressMilliseconds"
        case tapMaximum = "tapMaximumMilliseconds"
    }

    /// Reads the keys present in `section` over `defaults`. The hint levels the section does not
    /// set are `defaults`' lowered under the section's peek force (`lowered(_:below:)`), so a profile
    /// written before the hint, with its peek at or below the default hint, still loads.
    init(_ section: ProfileSection<Keys>, defaults: ToolThresholds) throws(ForceProfileError) {
        self = defaults
        let hintForce = try section.number(.hintForce)
        let hintReleaseForce = try section.number(.hintReleaseForce)
        peekForce = try section.number(.peekForce) ?? peekForce
        peekReleaseForce = try section.number(.peekReleaseForce) ?? peekReleaseForce
        popForce = try section.number(.popForce) ?? popForce
        popRearmForce = try section.number(.popRearmForce) ?? popRearmForce
        peekHold = try section.milliseconds(.peekHold) ?? peekHold
        peekOnset = try section.milliseconds(.peekOnset) ?? peekOnset
        popDwell = try section.milliseconds(.popDwell) ?? popDwell
        longPress = try section.milliseconds(.longPress) ?? longPress
        tapMaximum = try section.milliseconds(.tapMaximum) ?? tapMaximum
        if let nested = try section.section(.slop, Distance.Keys.self) { slop = try Distance(nested, defaults: slop) }
        self.hintForce = hintForce ?? Self.lowered(defaults.hintForce, below: peekForce)
        self.hintReleaseForce = hintReleaseForce ?? Self.lowered(defaults.hintReleaseForce, below: self.hintForce)
    }

    /// These thresholds with the hint levels of `defaults` lowered under this peek force, as a profile
    /// that does not set them reads: what `peekpop calibrate` keeps when it places the peek force.
    public mutating func lowerHintLevels(from defaults: ToolThresholds) {
        hintForce = Self.lowered(defaults.hintForce, below: peekForce)
        hintReleaseForce = Self.lowered(defaults.hintReleaseForce, below: hintForce)
    }

    /// `level`, or 0.6 of `above` where that is lower (the defaults are 0.57 and 0.6 of the level
    /// above: a hint at 0.2 under a peek at 0.35, its release at 0.12), in thousandths rounded down
    /// so that it stays below `above` and a written profile stays readable.
    static func lowered(_ level: Double, below above: Double) -> Double {
        min(level, (0.6 * above * 1000 + 1e-9).rounded(.down) / 1000)
    }

    /// Every key, as a profile has it.
    var json: JSONValue {
        .object([
            .init(Keys.hintForce.rawValue, .number(hintForce)),
            .init(Keys.hintReleaseForce.rawValue, .number(hintReleaseForce)),
            .init(Keys.peekForce.rawValue, .number(peekForce)),
            .init(Keys.peekReleaseForce.rawValue, .number(peekReleaseForce)),
            .init(Keys.popForce.rawValue, .number(popForce)),
            .init(Keys.popRearmForce.rawValue, .number(popRearmForce)),
            .init(Keys.peekHold.rawValue, .number(peekHold.milliseconds)),
            .init(Keys.peekOnset.rawValue, .number(peekOnset.milliseconds)),
            .init(Keys.popDwell.rawValue, .number(popDwell.milliseconds)),
            .init(Keys.longPress.rawValue, .number(longPress.milliseconds)),
            .init(Keys.tapMaximum.rawValue, .number(tapMaximum.milliseconds)),
            .init(Keys.slop.rawValue, slop.json),
        ])
    }

    /// Throws naming the first inconsistent key under `path` (`finger`, `pen`).
    func validate(path: String) throws(ForceProfileError) {
        let key = { (name: Keys) in "\(path).\(name.rawValue)" }
        try ProfileCheck.unit(peekForce, key(.peekForce))
        try ProfileCheck.unit(peekReleaseForce, key(.peekReleaseForce))
        try ProfileCheck.unit(popForce, key(.popForce))
        try ProfileCheck.unit(popRearmForce, key(.popRearmForce))
        guard peekReleaseForce <= peekForce else {
            throw ForceProfileError(key: key(.peekReleaseForce), reason: "must not exceed peekForce (\(peekForce))")
        }
        guard popForce > peekForce else {
            throw ForceProfileError(key: key(.popForce), reason: "must be above peekForce (\(peekForce))")
        }
        guard popRearmForce < popForce else {
            throw ForceProfileError(key: key(.popRearmForce), reason: "must be below popForce (\(popForce))")
        }
        try ProfileCheck.unit(hintForce, key(.hintForce))
        try ProfileCheck.unit(hintReleaseForce, key(.hintReleaseForce))
        // A peek force of 0 leaves no level below it: every press is at peek force as it lands, and
        // hints there.
        guard hintForce < peekForce || hintForce == 0 else {
            throw ForceProfileError(key: key(.hintForce), reason: "must be below peekForce (\(peekForce))")
        }
        guard hintReleaseForce <= hintForce else {
            throw ForceProfileError(key: key(.hintReleaseForce), reason: "must not exceed hintForce (\(hintForce))")
        }
        try ProfileCheck.duration(peekHold, key(.peekHold))
        try ProfileCheck.duration(peekOnset, key(.peekOnset))
        try ProfileCheck.duration(popDwell, key(.popDwell))
        try ProfileCheck.duration(longPress, key(.longPress))
        try ProfileCheck.duration(tapMaximum, key(.tapMaximum))
        try slop.validate(path: key(.slop))
    }
}
