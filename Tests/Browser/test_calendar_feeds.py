"""The ICS feeds as a calendar app reads them (parsed with PyPI's `icalendar`), across builds: every
event has a UID and SEQUENCE:0 in a first build; a rebuild of the same content gives the same bytes;
moving one shift by ten minutes keeps its UID, raises its SEQUENCE to 1 in the workplace's and the
person's feed, and leaves every other event as it was. A feed has no METHOD (it is published, not an
iTIP message: RFC 5545 §3.7.2), so an event's DTSTAMP is the day it was last revised (§3.8.7.2): a
rebuild the next day keeps it on every event whose content did not change."""
import json

import icalendar

from conftest import TODAY, run_moup, set_privacy

FEEDS = ("workplaces/cafe-moup/calendar.ics", "workplaces/pyeonuijeom-24/calendar.ics",
         "people/kim-minji/calendar.ics", "people/lee-seojun/calendar.ics")


def events(site, feed):
    """{UID: (SEQUENCE, DTSTART, DTEND, SUMMARY)} of a feed, parsed as a calendar app would."""
    calendar = icalendar.Calendar.from_ical((site / feed).read_bytes())
    found = {}
    for event in calendar.walk("VEVENT"):
        uid = str(event["UID"])
        assert uid not in found, f"{feed}: UID {uid} twice"
        found[uid] = (int(event["SEQUENCE"]), event["DTSTART"].dt, event.get("DTEND") and event["DTEND"].dt,
                      str(event["SUMMARY"]))
    return found


def build(moup, root, output, today=TODAY):
    run_moup(moup, "build", "--content", str(root / "content"), "--output", str(root / output), today=today)
    return root / output


def stamps(site, feed):
    """{UID: (SEQUENCE, DTSTAMP)} of a feed, and its METHOD (None without one)."""
    calendar = icalendar.Calendar.from_ical((site / feed).read_bytes())
    found = {str(e["UID"]): (int(e["SEQUENCE"]), e["DTSTAMP"].dt) for e in calendar.walk("VEVENT")}
    return found, calendar.get("METHOD")


def test_dtstamp_is_the_day_an_event_was_last_revised(moup, example):
    set_privacy(example, "none")
    first = build(moup, example, "site")
    before = {feed: stamps(first, feed) for feed in FEEDS}
    for feed, (found, method) in before.items():
        assert method is None, f"{feed}: a feed has no METHOD"
        assert {stamp.strftime("%Y%m%dT%H%M%S%z") for _, stamp in found.values()} == {"20261122T000000+0000"}, feed
    # The next day, the same content: an event keeps its DTSTAMP unless its content changed (a
    # planned day that passed), and then it has the next SEQUENCE and the new day's DTSTAMP.
    after = build(moup, example, "site", today="2026-11-23")
    changed = 0
    for feed in FEEDS:
        found, _ = stamps(after, feed)
        assert found.keys() == before[feed][0].keys(), feed
        for uid, (sequence, stamp) in found.items():
            old_sequence, old_stamp = before[feed][0][uid]
            if sequence == old_sequence:
                assert stamp == old_stamp, f"{feed}: {uid}"
            else:
                changed += 1
                assert sequence == old_sequence + 1 and stamp.strftime("%Y%m%d") == "20261123", f"{feed}: {uid}"
    assert changed < sum(len(found) for found, _ in before.values()) / 10


def test_sequence_across_builds(moup, example):
    set_privacy(example, "none")  # personal feeds at people/<id>/calendar.ics
    first = build(moup, example, "site")
    before = {feed: events(first, feed) for feed in FEEDS}
    for feed, found in before.items():
        assert len(found) >= 20, feed
        assert {sequence for sequence, *_ in found.values()} == {0}, f"{feed}: a first build has SEQUENCE 0"

    # The same content built again (into another folder, so nothing is skipped): the same bytes.
    again = build(moup, example, "site-again")
    for feed in FEEDS:
        assert (again / feed).read_bytes() == (first / feed).read_bytes(), feed

    # Kim's shift of 2026-11-02 starts and ends ten minutes later.
    path = example / "content" / "workplaces" / "cafe-moup" / "shifts" / "2026-11.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    shift = next(s for s in data["shifts"] if s["worker"] == "kim-minji" and s["date"] == "2026-11-02")
    old_start, old_end = shift["start"], shift["end"]

    def later(hhmm):
        h, m = map(int, hhmm.split(":"))
        return f"{h + (m + 10) // 60:02d}:{(m + 10) % 60:02d}"

    shift["start"], shift["end"] = later(old_start), later(old_end)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    moved = build(moup, example, "site")
    uid = "20261102-1-kim-minji@cafe-moup.moup"
    for feed in ("workplaces/cafe-moup/calendar.ics", "people/kim-minji/calendar.ics"):
        after = events(moved, feed)
        assert after.keys() == before[feed].keys(), f"{feed}: no event deleted or added"
        sequence, start, _, summary = after[uid]
        assert sequence == 1, feed
        assert start.strftime("%H:%M") == shift["start"] and before[feed][uid][1].strftime("%H:%M") == old_start
        assert shift["start"] in summary
        assert {u: e for u, e in after.items() if u != uid} == {u: e for u, e in before[feed].items() if u != uid}
    for feed in ("workplaces/pyeonuijeom-24/calendar.ics", "people/lee-seojun/calendar.ics"):
        assert (moved / feed).read_bytes() == (first / feed).read_bytes(), f"{feed} did not change"

    # Rebuilding the moved content again changes nothing: SEQUENCE stays 1.
    again = build(moup, example, "site-again")
    assert (again / "workplaces/cafe-moup/calendar.ics").read_bytes() == \
        (moved / "workplaces/cafe-moup/calendar.ics").read_bytes()
