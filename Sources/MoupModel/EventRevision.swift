/// What a published calendar event (an ICS VEVENT, by UID) looked like in a build: the digest of
/// its content and its SEQUENCE. A build reads the previous build's revisions and gives an event
/// whose content changed the next SEQUENCE (RFC 5545 §3.8.7.4), so calendar apps update it in place;
/// an unchanged event keeps its SEQUENCE, so identical content still gives identical feeds.
package struct EventRevision: Hashable, Sendable {
    /// A digest of the event's content (everything but UID, DTSTAMP and SEQUENCE), as hexadecimal text.
    package var digest: String
    /// 0 for an event first published, one more each time its content changed.
    package var sequence: Int

    package init(digest: String, sequence: Int) {
        self.digest = digest
        self.sequence = sequence
    }

    /// The revision of an event whose content now has `digest`, after `previous` (nil for a new event).
    package static func next(after previous: EventRevision?, digest: String) -> EventRevision {
        guard let previous else { return EventRevision(digest: digest, sequence: 0) }
        return previous.digest == digest ? previous : EventRevision(digest: digest, sequence: previous.sequence + 1)
    }
}
