/// A day of the week, spelled in content files as `mon` … `sun`.
package enum Weekday: String, CaseIterable, Hashable, Comparable, Sendable, Codable {
    case mon, tue, wed, thu, fri, sat, sun

    /// 0 for Monday … 6 for Sunday. Inlinable, as the date look-ups below: the payroll engine asks for
    /// weekdays and week starts for every shift and day it reads, across the module boundary.
    @inlinable
    package var index: Int {
        switch self {
        case .mon: return 0
        case .tue: return 1
        case .wed: return 2
        case .thu: return 3
        case .fri: return 4
        case .sat: return 5
        case .sun: return 6
        }
    }

    /// The weekday of `index` (0 for Monday … 6 for Sunday).
    @inlinable
    static func at(_ index: Int) -> Weekday {
        switch index {
        case 0: return .mon
        case 1: return .tue
        case 2: return .wed
        case 3: return .thu
        case 4: return .fri
        case 5: return .sat
        default: return .sun
        }
    }

    /// The day before this one (the default weekly holiday is the day before `weekStart`).
    package var previous: Weekday { Weekday.at((index + 6) % 7) }

    package static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }
}
