/// A day of the week, spelled in content files as `mon` … `sun`.
public enum Weekday: String, CaseIterable, Hashable, Comparable, Sendable, Codable {
    case mon, tue, wed, thu, fri, sat, sun

    /// 0 for Monday … 6 for Sunday.
    public var index: Int { Weekday.allCases.firstIndex(of: self)! }

    /// The day before this one (the default weekly holiday is the day before `weekStart`).
    public var previous: Weekday { Weekday.allCases[(index + 6) % 7] }

    /// Korean one-letter name: 월 화 수 목 금 토 일.
    public var koreanShort: String { ["월", "화", "수", "목", "금", "토", "일"][index] }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }
}
