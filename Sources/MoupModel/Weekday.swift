/// A day of the week, spelled in content files as `mon` … `sun`.
public enum Weekday: String, CaseIterable, Hashable, Comparable, Sendable, Codable {
    case mon, tue, wed, thu, fri, sat, sun

    /// 0 for Monday … 6 for Sunday.
    public var index: Int { Weekday.allCases.firstIndex(of: self)! }

    /// The day before this one (the default weekly holiday is the day before `weekStart`).
    public var previous: Weekday { Weekday.allCases[(index + 6) % 7] }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }
}
