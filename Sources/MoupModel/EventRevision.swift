/// What a published calendar event (an ICS VEVENT, by UID) looked like in a build: the digest of
/// its content, its SEQUENCE and the build date its content was last revised on. A build reads the
/// previous build's revisions and gives an event whose content changed the next SEQUENCE (RFC 5545
/// §3.8.7.4), so calendar apps update it in place, and that build's date as its DTSTAMP (§3.8.7.2:
/// in a feed without METHOD, when the event was last revised); an unchanged event keeps both, so
/// identical content still gives identical feeds, whatever the build date.
package struct EventRevision: Hashable, Sendable {
    /// A digest of the event's content (everything but UID, DTSTAMP and SEQUENCE), as hexadecimal text.
    package var digest: String
    /// 0 for an event first published, one more each time its content changed.
    package var sequence: Int
    /// The build date on which the event was first published with this content; nil in the records
    /// of versions that did not keep it (the next build gives it its own date).
    package var revised: CivilDate?

    package init(digest: String, sequence: Int, revised: CivilDate?) {
        self.digest = digest
        self.sequence = sequence
        self.revised = revised
    }

    /// The revision of an event whose content now has `digest`, in a build on `today`, after
    /// `previous` (nil for a new event).
    package static func next(after previous: EventRevision?, digest: String, today: CivilDate) -> EventRevision {
        guard let previous else { return EventRevision(digest: digest, sequence: 0, revised: today) }
        guard previous.digest == digest else {
            return EventRevision(digest: digest, sequence: previous.sequence + 1, revised: today)
        }
        return EventRevision(digest: digest, sequence: previous.sequence, revised: previous.revised ?? today)
    }
}
