"""What people meet on their phone and at a desk (issue 32), measured in headless Chromium on the
example site: the payslip's net pay above the fold at 390×844 and its shift table within the screen,
the dashboard's alerts first, the month calendar's height at 1280 px and its chip text on a phone,
the week's totals, and the 404 page served for a nested address.
"""
import http.server
import shutil
import threading
from contextlib import contextmanager
from functools import partial

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, run_moup

PAYSLIP = "payslips/cafe-moup/kim-minji/2026-11-01.html"
DASHBOARD = "workplaces/cafe-moup/2026-11/dashboard.html"
MONTH = "workplaces/cafe-moup/2026-11/index.html"
WEEK = "workplaces/cafe-moup/weeks/2026-11-16.html"


@pytest.fixture
def phone(driver):
    """The session's browser as a 390×844 phone screen (its inner size), put back afterwards."""
    with screen(driver, 390, 844):
        yield driver


def resize_inner(driver, width, height):
    """Sizes the window so that the page's viewport (innerWidth × innerHeight) is width × height."""
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])


@contextmanager
def screen(driver, width, height):
    """The browser's viewport at width × height for the block, then the session's size again."""
    resize_inner(driver, width, height)
    try:
        yield driver
    finally:
        driver.set_window_size(1200, 900)


def open_page(driver, site, path):
    driver.get((site / path).as_uri())


def test_payslip_net_pay_and_period_are_above_the_fold_on_a_phone(example_site, phone):
    open_page(phone, example_site, PAYSLIP)
    assert phone.execute_script("return window.innerWidth") == 390
    net = phone.find_element(By.CSS_SELECTOR, ".net-first .net strong")
    period = phone.find_element(By.CSS_SELECTOR, ".payslip h1 small")
    fold = phone.execute_script("return window.innerHeight")
    for element in (net, period):
        bottom = phone.execute_script("return arguments[0].getBoundingClientRect().bottom", element)
        assert 0 < bottom <= fold, (element.text, bottom, fold)
    assert net.text.endswith("원") and net.text == phone.find_element(By.CSS_SELECTOR, "p.net:not(.net-top) strong").text


def test_payslip_has_no_sideways_scrolling_on_a_phone(example_site, phone):
    open_page(phone, example_site, PAYSLIP)
    page_width = phone.execute_script("return document.documentElement.scrollWidth")
    assert page_width <= 390, page_width
    table = phone.find_element(By.CSS_SELECTOR, ".shifts-table")
    box = phone.execute_script("const b = arguments[0].parentElement; return [b.scrollWidth, b.clientWidth]", table)
    assert box[0] <= box[1], f"the shift table scrolls sideways: {box}"
    # Each shift a card: its day on one line, the figures it has with their column's name.
    first = phone.find_element(By.CSS_SELECTOR, ".shifts-table tbody tr")
    day = first.find_element(By.CSS_SELECTOR, "th")
    assert phone.execute_script("return arguments[0].getClientRects().length", day) == 1
    height = phone.execute_script("return arguments[0].getBoundingClientRect().height", day)
    assert height < 30, f"the date wraps: {height}px"


def test_payslip_explains_pay_in_hours_and_korean_dates(example_site):
    page = (example_site / PAYSLIP).read_text(encoding="utf-8")
    assert "÷ 60" not in page and "분 ×" not in page
    assert "시간 × 10,320원" in page
    import re
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", page.split("<main>")[1].split("</main>")[0])


def test_dashboard_leads_with_alerts_and_its_scroll_boxes_are_reachable(example_site, phone):
    open_page(phone, example_site, DASHBOARD)
    headings = [h.text for h in phone.find_elements(By.CSS_SELECTOR, "main h2")]
    assert headings[0] == "확인할 점", headings
    for box in phone.find_elements(By.CSS_SELECTOR, ".scroll"):
        assert box.get_attribute("tabindex") == "0"
        assert box.get_attribute("aria-labelledby")
    # A difference of nothing is not coloured.
    for cell in phone.find_elements(By.CSS_SELECTOR, "td.diff"):
        if cell.text in ("0시간", "0원"):
            assert "over" not in cell.get_attribute("class") and "under" not in cell.get_attribute("class")


def test_month_page_is_under_6000_px_at_1280_and_chips_are_readable_on_a_phone(example_site, driver):
    with screen(driver, 1280, 900):
        open_page(driver, example_site, MONTH)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        assert height < 6000, height
        resize_inner(driver, 390, 844)
        sizes = driver.execute_script(
            "return [...document.querySelectorAll('.calendar .chip, .calendar .chip *')]"
            ".map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert sizes and min(sizes) >= 12, min(sizes)


def test_week_shows_hours_per_worker_and_per_day(example_site, driver):
    open_page(driver, example_site, WEEK)
    rows = driver.find_elements(By.CSS_SELECTOR, ".week-totals-table tbody tr")
    assert len(rows) >= 2
    assert all(row.text.strip().endswith(("시간", "분")) for row in rows), [r.text for r in rows]
    total = driver.find_element(By.CSS_SELECTOR, ".week-totals-table tfoot td:last-child").text
    assert total.endswith(("시간", "분"))
    assert driver.find_elements(By.CSS_SELECTOR, ".wday .day-hours")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder like a static host: its 404.html for any missing address."""

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        if code != 404:
            return super().send_error(code, message, explain)
        body = (self.directory_path / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def test_404_page_works_at_a_nested_address(example_site, driver):
    handler = type("Handler", (QuietHandler,), {"directory_path": example_site})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(example_site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        driver.get(base + "/workplaces/cafe-moup/2030-01/nothing/here")
        assert driver.find_element(By.TAG_NAME, "h1").text
        # The stylesheet loaded (the header's rule is from style.css), and the home link leads home.
        border = driver.execute_script(
            "return getComputedStyle(document.querySelector('.site-header')).borderBottomStyle")
        assert border == "solid"
        home = driver.find_element(By.CSS_SELECTOR, "main a").get_attribute("href")
        assert home == base + "/index.html"
    finally:
        server.shutdown()
