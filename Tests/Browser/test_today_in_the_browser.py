""""Today" is marked in the browser, not in the bytes (issue 33): a month grid and a week view carry
each day's date and each week's days, and their small inline script (allowed by the page's CSP hash)
marks today's cell, this week's row and the week view's "today" and "this week" badges on the
reader's date in Asia/Seoul. Without JavaScript nothing is marked and the page is otherwise whole.
The same bytes read on another day mark another day."""
import re

from selenium.webdriver.common.by import By

from conftest import browsing_on


def test_today_is_marked_in_the_browser(example_site, driver):
    month = example_site / "workplaces/cafe-moup/2026-11/index.html"
    week = example_site / "workplaces/cafe-moup/weeks/2026-11-16.html"
    html = month.read_text(encoding="utf-8")
    assert not re.search(r'class="[^"]*\b(today|this-week)\b', html), "no today in the bytes"
    assert re.search(r"script-src 'sha256-[^']+'", html), "the today script is allowed by its hash"
    with browsing_on(driver, "2026-11-20"):
        driver.get(month.as_uri())
        cells = driver.find_elements(By.CSS_SELECTOR, "table.calendar td.today")
        assert [cell.get_attribute("data-day") for cell in cells] == ["2026-11-20"]
        rows = driver.find_elements(By.CSS_SELECTOR, "table.calendar tr.this-week")
        assert len(rows) == 1 and rows[0].find_elements(By.CSS_SELECTOR, "td[data-day='2026-11-20']")
        driver.get(week.as_uri())
        today = driver.find_element(By.CSS_SELECTOR, "li.wday.today")
        assert today.get_attribute("id") == "d-2026-11-20"
        assert today.find_element(By.CSS_SELECTOR, "h3 .now-badge").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, ".week-nav h2 .now-badge").is_displayed()
        assert len([b for b in driver.find_elements(By.CSS_SELECTOR, ".now-badge") if b.is_displayed()]) == 2
    # Another day, the same bytes: another cell; a week the date is not in shows no badge.
    with browsing_on(driver, "2026-11-03"):
        driver.get(month.as_uri())
        assert [c.get_attribute("data-day") for c in driver.find_elements(By.CSS_SELECTOR, "td.today")] == ["2026-11-03"]
        driver.get(week.as_uri())
        assert not driver.find_elements(By.CSS_SELECTOR, "li.today")
        assert not [b for b in driver.find_elements(By.CSS_SELECTOR, ".now-badge") if b.is_displayed()]


def test_a_start_page_shows_the_next_shift_and_this_week_in_the_browser(example_site, driver):
    """A person's start page carries every shift from the first of the build date's month, each hidden
    with its day, and a link for every week: the browser shows the first shift still to come and this
    week's link, so the page is right on any day without a build (issue 33)."""
    start = example_site / "people/kim-minji/index.html"
    html = start.read_text(encoding="utf-8")
    assert re.search(r"script-src 'sha256-[^']+'", html), "the script is allowed by its hash"

    def shown(selector):
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]

    # Kim works Mon/Wed/Fri (a repeat from 11-16); Wednesday 12-16 at noon, that day's shift is the next.
    with browsing_on(driver, "2026-12-16"):
        driver.get(start.as_uri())
        assert shown(".lead .next-shift") == ["12월 16일 (수) 09:00–15:30 · 카페 모옵 연남점"]
        assert not shown("[data-none]")
        links = [e for e in driver.find_elements(By.CSS_SELECTOR, "p.actions[data-week]") if e.is_displayed()]
        assert [e.get_attribute("data-week") for e in links] == ["2026-12-14/2026-12-20"]
        assert links[0].find_element(By.TAG_NAME, "a").get_attribute("href").endswith("weeks/2026-12-14.html")
    # The same bytes on Thursday: Friday's shift.
    with browsing_on(driver, "2026-12-17"):
        driver.get(start.as_uri())
        assert shown(".lead .next-shift") == ["12월 18일 (금) 09:00–15:30 · 카페 모옵 연남점"]
    # After the last shift the page has: no shift scheduled, and no week link.
    with browsing_on(driver, "2027-03-01"):
        driver.get(start.as_uri())
        assert not shown(".lead .next-shift")
        assert shown("[data-none]") == ["예정된 근무가 없습니다."]
        assert not shown("p.actions[data-week]")
