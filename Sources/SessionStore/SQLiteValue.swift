// SPDX-License-Identifier: MIT
/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null
}

extension SQLiteValue {
    static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}
