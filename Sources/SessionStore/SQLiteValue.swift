/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
}

extension SQLiteValue {
    static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}
