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
