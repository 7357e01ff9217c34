extension Array {
    /// The elements by (day, minute) ascending, then by `tie` where both are equal, equal elements
    /// keeping their order. For records that are large values (shifts, scheduled days): the keys are
    /// made once each, the indices are sorted, comparing `tie`'s strings only where the numbers are
    /// equal, and each element is moved once, where a sort of the values themselves moves each many
    /// times.
    package func sorted(
        byDayAndMinute key: (Element) -> (day: Int, minute: Int),
        thenBy tie: (Element, Element) -> Bool
    ) -> [Element] {
        let keys = map(key)
        let order = indices.sorted { i, j in
            keys[i] != keys[j] ? keys[i] < keys[j] : tie(self[i], self[j])
        }
        return order.map { self[$0] }
    }
}
