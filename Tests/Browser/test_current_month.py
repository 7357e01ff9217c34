"""The example built on 2026-12-15, before any December shift file (issue 32, items 7, 11 and 3): this
month and the next are published from the repeats (month and week pages, feeds), marked as planned,
never paid; the feeds say where; pages offer the feed as a webcal:// subscription with help in the
page's language; the home page names the category in words.
"""
import re
import shutil

import icalendar
import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, browsing_on, run_moup, set_privacy
from test_phone_pages import screen

TODAY = "2026-12-15"
HANGUL = re.compile("[\uac00-\ud7a3]")


def build(moup, root, language="ko"):
    shutil.copytree(REPO / "content", root / "content")
    shutil.copytree(REPO / "templates", root / "templates")
    set_privacy(root, "none")
    if language != "ko":
        site_md = root / "content" / "site.md"
        site_md.write_text(site_md.read_text(encoding="utf-8").replace("language: ko", f"language: {language}"), encoding="utf-8")
    run_moup(moup, "build", "--content", str(root / "content"), "--output", str(root / "site"), "--today", TODAY)
    return root / "site"


@pytest.fixture(scope="module")
def december(moup, tmp_path_factory):
    return build(moup, tmp_path_factory.mktemp("december"))


def test_this_month_and_the_next_are_published_as_planned(december, driver):
    for month in ("2026-12", "2027-01"):
        assert (december / f"workplaces/cafe-moup/{month}/index.html").exists(), month
        assert not (december / f"workplaces/cafe-moup/{month}/dashboard.html").exists(), f"{month} is not paid"
    assert not (december / "workplaces/cafe-moup/2027-02/index.html").exists()
    assert not list(december.glob("payslips/*/*/2026-12-*.html")), "no payslip for a month without records"
    # The workplace page leads to this week (the browser, on the build date, shows that week's link),
    # which shows the planned shifts from the repeats and marks today.
    with browsing_on(driver, TODAY):
        driver.get((december / "workplaces/cafe-moup/index.html").as_uri())
        driver.find_element(By.PARTIAL_LINK_TEXT, "이번 주 근무표").click()
    assert driver.current_url.endswith("weeks/2026-12-14.html")
    assert "2026년 12월 14일" in driver.find_element(By.CSS_SELECTOR, ".week-nav h2").text
    with browsing_on(driver, TODAY):
        driver.refresh()
        today = driver.find_element(By.CSS_SELECTOR, "li.today")
    planned = today.find_elements(By.CSS_SELECTOR, ".chip.planned")
    assert planned and all("예정" in chip.text for chip in planned), [chip.text for chip in planned]
    # Days before the build date with no record are not shown as worked or paid: unconfirmed.
    monday = driver.find_element(By.ID, "d-2026-12-14")
    assert monday.find_elements(By.CSS_SELECTOR, ".chip.unconfirmed")
    assert not monday.find_elements(By.CSS_SELECTOR, ".chip.worked, .chip.planned")
    # The December calendar has no link to a dashboard.
    driver.get((december / "workplaces/cafe-moup/2026-12/index.html").as_uri())
    assert not driver.find_elements(By.CSS_SELECTOR, "a[href$='dashboard.html']")


def day(event):
    """The ISO day an event starts on (a timed event's DTSTART is a datetime, an all-day one's a date)."""
    start = event.decoded("DTSTART")
    return (start.date() if hasattr(start, "date") else start).isoformat()


def test_feeds_run_through_the_next_month_and_say_where(december):
    calendar = icalendar.Calendar.from_ical((december / "workplaces/cafe-moup/calendar.ics").read_bytes())
    events = list(calendar.walk("VEVENT"))
    assert max(map(day, events)) >= "2027-01-25"
    assert {str(e["LOCATION"]) for e in events} == {"카페 모옵 연남점, 서울특별시 마포구 연남로 12, 1층"}
    coming = [e for e in events if day(e) >= TODAY]
    assert coming and {str(e.get("STATUS")) for e in coming} == {"TENTATIVE"}
    person = icalendar.Calendar.from_ical((december / "people/kim-minji/calendar.ics").read_bytes())
    assert "2026-12-16" in map(day, person.walk("VEVENT"))


def test_the_feed_is_a_webcal_subscription_with_help(december, driver):
    driver.get((december / "workplaces/cafe-moup/index.html").as_uri())
    subscribe = driver.find_element(By.PARTIAL_LINK_TEXT, "내 캘린더에 구독 추가")
    assert subscribe.get_attribute("href") == "webcal://moup.example.kr/workplaces/cafe-moup/calendar.ics"
    help = driver.find_element(By.CSS_SELECTOR, ".feed-help")
    assert not driver.find_element(By.CSS_SELECTOR, ".feed-url").is_displayed(), "the help is folded"
    help.find_element(By.TAG_NAME, "summary").click()
    address = driver.find_element(By.CSS_SELECTOR, ".feed-url")
    assert address.is_displayed() and address.text == "https://moup.example.kr/workplaces/cafe-moup/calendar.ics"
    words = help.text.replace(address.text, "")
    assert "구글 캘린더" in words and "애플 캘린더" in words
    # Korean words only, but for the name of Google Calendar's own menu item (URL로 추가).
    assert not re.search("[A-Za-z]{3,}", words.replace("URL로 추가", "")), words


def test_english_pages_help_in_english_and_name_the_category(moup, tmp_path, driver):
    site = build(moup, tmp_path, language="en")
    driver.get((site / "workplaces/cafe-moup/index.html").as_uri())
    feed = driver.find_element(By.CSS_SELECTOR, ".feed")
    feed.find_element(By.TAG_NAME, "summary").click()
    assert "Google Calendar" in feed.text and "Apple Calendar" in feed.text
    assert not HANGUL.search(feed.text), feed.text
    driver.get((site / "index.html").as_uri())
    categories = [p.text.split(" · ")[0] for p in driver.find_elements(By.CSS_SELECTOR, ".card .muted, .workplaces .muted")
                  if " · " in p.text]
    assert "Café" in categories and "cafe" not in categories, categories


def test_korean_home_page_names_the_category_in_words(december, driver):
    driver.get((december / "index.html").as_uri())
    text = driver.find_element(By.TAG_NAME, "main").text
    assert "카페 · " in text and "편의점 · " in text
    assert "cafe ·" not in text and "convenience-store" not in text


def test_a_wide_tables_caption_wraps_within_the_screen_on_a_phone(december, driver):
    # By December the owner's overview and the trend have columns enough to scroll sideways on a phone.
    # A table's caption is as wide as the table: it must wrap inside its box, not run off the screen's
    # edge until the reader scrolls.
    with screen(driver, 390, 844):
        for path in ("owners/cafe-moup/index.html", "workplaces/cafe-moup/trend.html"):
            driver.get((december / path).as_uri())
            captions = driver.find_elements(By.CSS_SELECTOR, ".scroll caption")
            assert captions, path
            for caption in captions:
                box = caption.find_element(By.XPATH, "ancestor::div[contains(@class, 'scroll')]")
                assert driver.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", box), path
                inside = driver.execute_script(
                    "const c = arguments[0].getBoundingClientRect(), b = arguments[1].getBoundingClientRect();"
                    "return [c.left - b.left, b.right - c.right]", caption, box)
                assert min(inside) >= 0, (path, caption.text, inside)


@pytest.fixture(scope="module")
def december_in_english(moup, tmp_path_factory):
    return build(moup, tmp_path_factory.mktemp("december-en"), language="en")


@pytest.mark.parametrize("language", ["ko", "en"])
def test_every_chart_label_is_inside_its_chart_on_a_phone(language, december, december_in_english, driver):
    # A chart shrinks to the screen and draws its labels larger there: the axis's figures
    # ("40,000,000", "4,000만") must still fit left of the plot, not be cut at the chart's edge.
    site = december if language == "ko" else december_in_english
    with screen(driver, 390, 844):
        for path in ("workplaces/cafe-moup/trend.html", "workplaces/cafe-moup/2026-11/dashboard.html"):
            driver.get((site / path).as_uri())
            charts = driver.find_elements(By.CSS_SELECTOR, "svg.chart")
            assert charts, path
            for chart in charts:
                cut = driver.execute_script(
                    "const s = arguments[0].getBoundingClientRect();"
                    "return [...arguments[0].querySelectorAll('text')].map(t => [t.textContent, t.getBoundingClientRect()])"
                    ".filter(([_, r]) => r.left < s.left - 1 || r.right > s.right + 1).map(([t]) => t)", chart)
                assert not cut, (path, cut)


@pytest.mark.parametrize("language", ["ko", "en"])
def test_no_page_scrolls_sideways_on_a_360_px_phone(language, december, december_in_english, driver):
    # Every payslip, contract, severance statement, dashboard, trend, year page, workplace page and the
    # owners' pages, and the pages of the two people with the longest labels (two workplaces), fit a
    # 360 px screen: long pay items wrap, tables of figures keep narrow cells, a wide table scrolls in
    # its own box.
    site = december if language == "ko" else december_in_english
    pages = [p for folder in ("payslips", "owners", "workplaces") for p in sorted((site / folder).rglob("*.html"))]
    pages += sorted((site / "people/park-junyoung").rglob("*.html")) + sorted((site / "people/kim-minji").rglob("*.html"))
    assert len(pages) > 100
    with screen(driver, 360, 800):
        wide = {}
        for page in pages:
            driver.get(page.as_uri())
            width = driver.execute_script("return document.documentElement.scrollWidth")
            if width > 360:
                wide[str(page.relative_to(site))] = width
        assert not wide, wide
