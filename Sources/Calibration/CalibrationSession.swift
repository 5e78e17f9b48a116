// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// The guided sequence of a calibration, free of any terminal or device: which press is asked for,
/// whether each press is accepted, progress, and the estimate at the end.
///
/// On a touch surface light taps first, then preview presses, then firm presses; on a touchpad
/// ordinary clicks, then force clicks, then pops (`CalibrationTarget.classes`); `pressesPerClass` of
/// each. A press that cannot be used is asked for again. Feed it the device's frames; it answers
/// with what to show. Diagram: `CalibrationSession.md`.
public struct CalibrationSession {
    public enum State: Hashable, Sendable {
        /// Waiting for press `number` (from 1) of `kind`.
        case asking(PressClass, number: Int)
        /// Every press was given and the estimate worked.
        case finished(CalibrationResult)
        /// Every press was given but the classes cannot be told apart.
        case failed(CalibrationError)
    }

    /// What to show the user.
    public enum Output: Hashable, Sendable {
        /// Asks for press `number` of `total` of `kind`.
        case ask(PressClass, number: Int, total: Int)
        /// Press `number` of `total` was measured, with the force its class is placed by: its peak on
        /// a touch surface; on a touchpad an ordinary click's force after the settle, the level a force
        /// click held deeper, a pop's deepest.
        case accepted(PressClass, number: Int, total: Int, force: Double)
        /// The press could not be used; it is asked for again.
        case rejected(PressClass, number: Int, PressRejection)
        case finished(CalibrationResult)
        case failed(CalibrationError)
    }

    /// What is calibrated: a tool's press thresholds, or a touchpad's force click.
    public let target: CalibrationTarget
    public let pressesPerClass: Int
    public private(set) var state: State
    /// The accepted presses of each class, in order.
    public private(set) var samples: [PressClass: [PressSample]] = [:]
    private var collector: PressCollector
    private let base: ForceProfile
    private let slop: Double

    /// Calibrates `tool` (fingers, or pens and erasers) on a surface of `geometry`, over `base`.
    public init(tool: ToolKind, pressesPerClass: Int = 5, geometry: SurfaceGeometry, base: ForceProfile = ForceProfile()) {
        self.init(target: .tool(tool), pressesPerClass: pressesPerClass, geometry: geometry, base: base)
    }

    /// Calibrates the force click of a touchpad of `geometry` whose pressure has `scale`, over `base`.
    public init(touchpad scale: PressureScale, pressesPerClass: Int = 5, geometry: SurfaceGeometry, base: ForceProfile = ForceProfile()) {
        self.init(target: .touchpad(scale), pressesPerClass: pressesPerClass, geometry: geometry, base: base)
    }

    /// Calibrates `target` on a surface of `geometry`, over `base`.
    public init(target: CalibrationTarget, pressesPerClass: Int = 5, geometry: SurfaceGeometry, base: ForceProfile = ForceProfile()) {
        self.target = target
        self.pressesPerClass = max(1, pressesPerClass)
        self.base = base
        collector = PressCollector(geometry: geometry)
        slop = switch target {
        case .tool(let tool): base.thresholds(for: tool).slop.value(on: geometry)
        case .touchpad: base.touchpad.slop.value(on: geometry)
        }
        state = .asking(target.classes[0], number: 1)
    }

    /// The first prompt.
    public var start: [Output] { [.ask(target.classes[0], number: 1, total: pressesPerClass)] }

    /// The force of the contact touching now, for a live display.
    public var currentForce: Double? { collector.currentForce }

    /// Where the thresholds would go with the presses so far, for a live display.
    public var candidates: (peek: Double?, pop: Double?) {
        switch state {
        case .asking: ThresholdEstimator.candidates(samples, target: target, base: base)
        case .finished(let result): result.levels
        case .failed: (nil, nil)
        }
    }

    /// While a touchpad's force click is asked for: how much (0...1) of
    /// `ThresholdEstimator.minimumForceClickHold` the click touching now has held deeper than its own
    /// click and the rise; nil otherwise (nothing to fill).
    public var holdProgress: Double? {
        guard case .asking(.forceClick, _) = state, case .touchpad(let scale) = target else { return nil }
        guard let sample = collector.current, let measure = ClickMeasure(sample, settle: base.touchpad.settle, hold: base.touchpad.hold) else {
            return 0
        }
        let needed = measure.depth + ThresholdEstimator.rise(clicks: samples[.click] ?? [], scale: scale, base: base)
        let held = measure.longestHold(atOrAbove: needed)
        return min(1, held.milliseconds / ThresholdEstimator.minimumForceClickHold.milliseconds)
    }

    /// Moves on by one frame of the device.
    public mutating func handle(_ frame: TouchFrame) -> [Output] {
        var outputs: [Output] = []
        for outcome in collector.handle(frame) {
            outputs += handle(outcome)
        }
        return outputs
    }

    private mutating func handle(_ outcome: PressCollector.Outcome) -> [Output] {
        switch (state, outcome) {
        case (.asking(let kind, let number), .rejected(let why)):
            return [.rejected(kind, number: number, why), .ask(kind, number: number, total: pressesPerClass)]
        case (.asking(let kind, let number), .press(let sample)):
            if let why = rejection(of: sample, as: kind) {
                return [.rejected(kind, number: number, why), .ask(kind, number: number, total: pressesPerClass)]
            }
            samples[kind, default: []].append(sample)
            let accepted = Output.accepted(kind, number: number, total: pressesPerClass, force: force(of: sample, as: kind))
            if number < pressesPerClass {
                state = .asking(kind, number: number + 1)
                return [accepted, .ask(kind, number: number + 1, total: pressesPerClass)]
            }
            if let next = kind.next {
                state = .asking(next, number: 1)
                return [accepted, .ask(next, number: 1, total: pressesPerClass)]
            }
            do {
                let result = try ThresholdEstimator.estimate(samples, target: target, base: base)
                state = .finished(result)
                return [accepted, .finished(result)]
            } catch {
                state = .failed(error)
                return [accepted, .failed(error)]
            }
        // Presses after the end change nothing.
        case (.finished, .press), (.finished, .rejected), (.failed, .press), (.failed, .rejected):
            return []
        }
    }

    /// Why `sample` cannot serve as a press of `kind`, or nil when it can.
    private func rejection(of sample: PressSample, as kind: PressClass) -> PressRejection? {
        switch target {
        case .tool(let tool): toolRejection(of: sample, as: kind, tool: tool)
        case .touchpad(let scale): touchpadRejection(of: sample, as: kind, scale: scale)
        }
    }

    private func toolRejection(of sample: PressSample, as kind: PressClass, tool: ToolKind) -> PressRejection? {
        let sameTool = switch (tool, sample.tool) {
        case (.finger, .finger), (.pen, .pen), (.pen, .eraser), (.eraser, .pen), (.eraser, .eraser): true
        case (.finger, .pen), (.finger, .eraser), (.pen, .finger), (.eraser, .finger): false
        }
        guard sameTool else { return .wrongTool(sample.tool) }
        guard sample.travel <= slop else { return .moved }
        switch kind {
        case .light:
            let limit = base.thresholds(for: tool).longPress
            return sample.duration > limit ? .tooLongForTap(sample.duration, limit: limit) : nil
        case .peek:
            let minimum = ThresholdEstimator.minimumPreviewPress(for: tool)
            return sample.duration < minimum ? .tooShortForPreview(sample.duration, minimum: minimum) : nil
        // A touchpad's classes are never asked for on a touch surface.
        case .pop, .click, .forceClick, .forcePop:
            return nil
        }
    }

    /// A touchpad's press must be one finger that clicked once and stayed still while clicked; a
    /// force click or pop must go deeper than its own click by the rise (it would never peek
    /// otherwise), and a force click hold that for `minimumForceClickHold`, clearly deeper than the
    /// ordinary clicks went.
    private func touchpadRejection(of sample: PressSample, as kind: PressClass, scale: PressureScale) -> PressRejection? {
        guard sample.tool == .finger else { return .wrongTool(sample.tool) }
        guard let click = sample.clicks.first else { return .noClick }
        guard sample.clicks.count == 1 else { return .clickedAgain(sample.clicks.count) }
        guard click.travel <= slop else { return .dragged }
        guard let measure = ClickMeasure(sample, settle: base.touchpad.settle, hold: base.touchpad.hold) else { return .noClick }
        switch kind {
        // A touch surface's classes are never asked for on a touchpad.
        case .click, .light, .peek, .pop:
            return nil
        case .forceClick, .forcePop:
            let clicks = samples[.click] ?? []
            let rise = ThresholdEstimator.rise(clicks: clicks, scale: scale, base: base)
            guard let held = measure.held, held - measure.depth >= rise else {
                return .notDeeperThanItsClick(held: measure.held ?? measure.deepest ?? measure.depth, needed: measure.depth + rise)
            }
            guard kind == .forceClick else { return nil }
            let deeper = measure.longestHold(atOrAbove: measure.depth + rise)
            guard deeper >= ThresholdEstimator.minimumForceClickHold else {
                return .heldDeeperTooBriefly(deeper, minimum: ThresholdEstimator.minimumForceClickHold)
            }
            if let floor = ThresholdEstimator.clickFloor(clicks: clicks, base: base), held - floor < ThresholdEstimator.minimumGap {
                return .notDeeperThanClicks(held: held, clicks: floor)
            }
            return nil
        }
    }

    /// The force that sums `sample` up as a press of `kind` (see `Output.accepted`).
    private func force(of sample: PressSample, as kind: PressClass) -> Double {
        let measure = ClickMeasure(sample, settle: base.touchpad.settle, hold: base.touchpad.hold)
        return switch kind {
        case .light, .peek, .pop: sample.peakForce
        case .click: measure?.clickLevel ?? sample.peakForce
        case .forceClick: measure?.held ?? sample.peakForce
        case .forcePop: measure?.deepest ?? sample.peakForce
        }
    }
}
