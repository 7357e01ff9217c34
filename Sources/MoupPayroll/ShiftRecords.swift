import MoupModel

/// One worker's shift records at a workplace, any status and date, in file order, read in place in
/// the workplace's list by their positions in it: grouping a workplace's records by worker copies no
/// record (a record holds its worker id, memo, routines and source location).
struct ShiftRecords: RandomAccessCollection, Sendable {
    /// The list the records are read in (the workplace's, every worker's).
    private let all: [Shift]
    /// The positions in `all` of the records, ascending.
    private let positions: [Int]

    /// Every record of `shifts`, in their order.
    init(_ shifts: [Shift]) {
        self.init(shifts, positions: Array(shifts.indices))
    }

    /// The records of `shifts` at `positions` (ascending), in that order.
    init(_ shifts: [Shift], positions: [Int]) {
        all = shifts
        self.positions = positions
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(index: Int) -> Shift { all[positions[index]] }

    /// The records at `indices` of this list (ascending), still read in place.
    func selecting(_ indices: [Int]) -> ShiftRecords {
        var chosen: [Int] = []
        chosen.reserveCapacity(indices.count)
        for index in indices { chosen.append(positions[index]) }
        return ShiftRecords(all, positions: chosen)
    }
}
