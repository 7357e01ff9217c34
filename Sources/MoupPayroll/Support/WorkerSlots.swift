import MoupModel

/// A workplace's workers by id, for finding the worker of each of many records: an open-addressing
/// table hashed by FNV-1a over the id's UTF-8 bytes. Ids are short file names; hashing one with
/// Swift's `Hasher` (for a dictionary) or comparing it against a sorted list costs several times more
/// than the whole look-up here, and a workplace's records are looked up once each per report.
struct WorkerSlots {
    /// The ids, by slot (the worker's index in the list given).
    private let ids: [String]
    /// Per bucket: the slot of the id hashed there plus one, 0 when empty.
    private let buckets: [Int32]
    private let mask: Int

    init(_ workers: [Worker]) {
        var ids: [String] = []
        ids.reserveCapacity(workers.count)
        for index in workers.indices { ids.append(workers[index].id) }
        // At most half full: a probe rarely passes more than one other id.
        var size = 8
        while size < ids.count * 2 { size *= 2 }
        var buckets = [Int32](repeating: 0, count: size)
        for slot in ids.indices {
            var bucket = Self.hash(ids[slot]) & (size - 1)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & (size - 1) }
            buckets[bucket] = Int32(slot + 1)
        }
        self.ids = ids
        self.buckets = buckets
        mask = size - 1
    }

    /// The slot of the worker whose id is `id`, or nil when none is.
    func slot(of id: String) -> Int? {
        var bucket = Self.hash(id) & mask
        while buckets[bucket] != 0 {
            let slot = Int(buckets[bucket]) - 1
            if ids[slot] == id { return slot }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// FNV-1a (64 bits) over the id's UTF-8 bytes, as a non-negative Int. The bytes are read as one
    /// buffer where the string has one (`utf8.withContiguousStorageIfAvailable`: the `utf8` view, byte
    /// by byte, costs more than the hash).
    private static func hash(_ id: String) -> Int {
        func fnv(_ bytes: some Sequence<UInt8>) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return Int(truncatingIfNeeded: hash >> 1)
        }
        return id.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(id.utf8)
    }
}
