// SPDX-License-Identifier: MIT
import InputEvents

/// What a contact's force (0...1 over the pressure axis) is in grams, when the device says.
///
/// A pressure axis with a resolution counts units per gram: HID touchpads that sense force
/// (`INPUT_PROP_PRESSUREPAD`) report it so, and then a threshold can be a weight that holds on any
/// such pad. Other axes give no resolution (an Apple or Synaptics pad's pressure is a raw reading),
/// and thresholds stay fractions of the range, as `SurfaceGeometry` does for distances.
public struct PressureScale: Hashable, Sendable {
    /// Grams over the axis' whole range, or nil when the axis has no resolution.
    public var fullScaleGrams: Double?

    public init(fullScaleGrams: Double?) {
        self.fullScaleGrams = fullScaleGrams
    }

    /// The scale of the axis contacts take their force from (`ABS_MT_PRESSURE`, else `ABS_PRESSURE`).
    public init(device: DeviceDescription) {
        let axis = device.absInfo[AbsCode.mtPressure] ?? device.absInfo[AbsCode.pressure]
        guard let axis, axis.resolution > 0, axis.span > 0 else {
            self.init(fullScaleGrams: nil)
            return
        }
        self.init(fullScaleGrams: Double(axis.span) / Double(axis.resolution))
    }

    /// True when forces can be given in grams.
    public var isPhysical: Bool { fullScaleGrams != nil }
}
