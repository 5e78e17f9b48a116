// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// The guided sequence of a calibration, free of any terminal or device: which press is asked for,
/// whether each press is accepted, progress, and the estimate at the end.
///
/// Light taps first, then preview presses, then firm presses, `pressesPerClass` of each. A press that
/// cannot be used is asked for again. Feed it the device's frames; it answers with what to show.
/// Diagram: `CalibrationSession.md`.
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
        /// Press `number` of `total` was measured, with its peak force.
        case accepted(PressClass, number: Int, total: Int, peak: Double)
        /// The press could not be used; it is asked for again.
        case rejected(PressClass, number: Int, PressRejection)
        case finished(CalibrationResult)
        case failed(CalibrationError)
    }

    public let tool: ToolKind
    public let pressesPerClass: Int
    public private(set) var state: State = .asking(.light, number: 1)
    /// The accepted presses of each class, in order.
    public private(set) var samples: [PressClass: [PressSample]] = [:]
    private var collector: PressCollector
    private let base: ForceProfile
    private let slop: Double

    /// Calibrates `tool` (fingers, or pens and erasers) on a surface of `geometry`, over `base`.
    public init(tool: ToolKind, pressesPerClass: Int = 5, geometry: SurfaceGeometry, base: ForceProfile = ForceProfile()) {
        self.tool = tool
        self.pressesPerClass = max(1, pressesPerClass)
        self.base = base
        collector = PressCollector(geometry: geometry)
        slop = base.thresholds(for: tool).slop.value(on: geometry)
    }

    /// The first prompt.
    public var start: [Output] { [.ask(.light, number: 1, total: pressesPerClass)] }

    /// The force of the contact touching now, for a live display.
    public var currentForce: Double? { collector.currentForce }

    /// Where the thresholds would go with the presses so far, for a live display.
    public var candidates: (peek: Double?, pop: Double?) {
        switch state {
        case .asking: ThresholdEstimator.candidates(samples, tool: tool)
        case .finished(let result): (result.thresholds.peekForce, result.thresholds.popForce)
        case .failed: (nil, nil)
        }
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
            let accepted = Output.accepted(kind, number: number, total: pressesPerClass, peak: sample.peakForce)
            if number < pressesPerClass {
                state = .asking(kind, number: number + 1)
                return [accepted, .ask(kind, number: number + 1, total: pressesPerClass)]
            }
            if let next = kind.next {
                state = .asking(next, number: 1)
                return [accepted, .ask(next, number: 1, total: pressesPerClass)]
            }
            do {
                let result = try ThresholdEstimator.estimate(samples, tool: tool, base: base)
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
        case .pop:
            return nil
        }
    }
}
