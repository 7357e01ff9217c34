/// The script that marks today on the pages that show days (the month grids, the week views), in
/// the reader's browser rather than in the page's bytes, so that a page changes only when what it
/// shows does, not each night the build date moves (issue 33). "Today" is the date in Asia/Seoul, as
/// the build date is. An element with `data-day="2026-11-20"` on today's date gets the class `today`,
/// one with `data-week="2026-11-16/2026-11-22"` around it the class `this-week`; either, when it is
/// `hidden` (the week view's "today" and "this week" badges, a start page's "this week" link), is shown.
/// In a list marked `data-upcoming` (a person's next shift) the first item whose `data-from` is today or
/// later is shown, or the list's `data-none` line when no item is. Without JavaScript nothing is marked,
/// and nothing else changes.
///
/// A page that is not sealed runs it inline (its hash is in the page's `ContentSecurityPolicy`); a
/// sealed page's scripts never run, so `UnlockScript` calls `markToday` on the page it opens.
enum TodayScript {
    /// `markToday(root)`: marks today under `root`.
    static let function = #"""
          function markToday(root) {
            const parts = {};
            const format = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Seoul", year: "numeric", month: "2-digit", day: "2-digit" });
            for (const part of format.formatToParts(new Date())) parts[part.type] = part.value;
            const today = parts.year + "-" + parts.month + "-" + parts.day;
            const mark = (element, name) => {
              element.classList.add(name);
              if (element.hidden) element.hidden = false;
            };
            for (const element of root.querySelectorAll("[data-day]")) {
              if (element.dataset.day === today) mark(element, "today");
            }
            for (const element of root.querySelectorAll("[data-week]")) {
              const [first, last] = element.dataset.week.split("/");
              if (first <= today && today <= last) mark(element, "this-week");
            }
            for (const list of root.querySelectorAll("[data-upcoming]")) {
              const next = Array.from(list.querySelectorAll("[data-from]")).find((item) => item.dataset.from >= today);
              const shown = next || list.querySelector("[data-none]");
              if (shown) shown.hidden = false;
            }
          }
        """#

    /// The script a page carries inline.
    static let source = "(() => {\n  \"use strict\";\n" + function + "\n  markToday(document);\n})();\n"
}
