"""Private pages (`privacy: encrypted`) opened in a real browser, as a worker and an owner would:
with the link `moup links` prints, by typing the secret, and with a wrong secret."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import browsing_on, run_moup, sealed_path, set_privacy


@pytest.fixture
def encrypted(moup, example):
    """The example built with `privacy: encrypted` and no baseURL (so links are relative paths)."""
    set_privacy(example, None)
    site_md = example / "content" / "site.md"
    site_md.write_text("\n".join(l for l in site_md.read_text(encoding="utf-8").split("\n")
                                 if not l.startswith("baseURL:")), encoding="utf-8")
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"))
    links = json.loads(run_moup(moup, "links", "--json", "--content", str(example / "content"),
                                "--output", str(example / "site")).stdout)
    return example, {(entry["role"], entry["id"]): entry for entry in links}


def net_of(moup, content, worker, month="2026-11"):
    out = run_moup(moup, "payroll", "--month", month, "--content", str(content), "--worker", worker).stdout
    return json.loads(out)["payslips"][0]["net"]


def open_locked(driver, path):
    """Opens `path` with nothing remembered from an earlier test (file:// pages share one storage)."""
    driver.get(path.as_uri())
    driver.execute_script("sessionStorage.clear()")
    driver.get(path.as_uri())


def open_uri(driver, path, fragment=""):
    driver.get(path.as_uri() + fragment)


def wait_text(driver, text, timeout=20):
    WebDriverWait(driver, timeout).until(lambda d: text in d.find_element(By.TAG_NAME, "body").text)
    return driver.find_element(By.TAG_NAME, "body").text


def test_link_opens_start_page_then_payslip_without_typing(moup, encrypted, driver):
    root, links = encrypted
    site = root / "site"
    net = net_of(moup, root / "content", "kim-minji")
    entry = links[("worker", "kim-minji")]
    page, fragment = entry["link"].split("#", 1)
    assert page == sealed_path(root, "people/kim-minji/index.html")
    assert page.startswith("p/")
    open_locked(driver, site / page)
    open_uri(driver, site / page, "#" + fragment)
    body = wait_text(driver, f"실지급액 {net:,}원")
    assert "김민지" in body
    assert "#k=" not in driver.current_url, "the opening token stays in the address bar"
    # Another private page of hers opens in the same tab without typing (the key is in sessionStorage).
    open_uri(driver, site / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html"))
    body = wait_text(driver, "임금명세서")
    assert f"{net:,}원" in body
    # Lock forgets the key: the page is a shell again and shows no figure.
    driver.find_element(By.CSS_SELECTOR, "button.lock").click()
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.ID, "moup-secret"))
    assert f"{net:,}" not in driver.find_element(By.TAG_NAME, "body").text


def test_typed_secret_opens_a_payslip(moup, encrypted, driver):
    root, links = encrypted
    net = net_of(moup, root / "content", "kim-minji")
    payslip = root / "site" / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html")
    open_locked(driver, payslip)
    field = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "moup-secret"))
    assert f"{net:,}" not in driver.find_element(By.TAG_NAME, "body").text
    # Typed as a person might: upper case, spaces instead of dashes.
    field.send_keys(links[("worker", "kim-minji")]["secret"].upper().replace("-", " "))
    driver.find_element(By.CSS_SELECTOR, "#moup-unlock button[type=submit]").click()
    body = wait_text(driver, f"{net:,}원", timeout=60)
    assert "실지급액" in body


def test_owner_secret_opens_a_workers_payslip_and_the_dashboard_csv(moup, encrypted, driver):
    root, links = encrypted
    site = root / "site"
    net = net_of(moup, root / "content", "kim-minji")
    owner = links[("owner", "cafe-moup")]
    page, fragment = owner["link"].split("#", 1)
    open_locked(driver, site / page)
    open_uri(driver, site / page, "#" + fragment)
    wait_text(driver, "사업주 화면")
    open_uri(driver, site / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html"))
    assert f"{net:,}원" in wait_text(driver, "임금명세서")
    open_uri(driver, site / sealed_path(root, "workplaces/cafe-moup/2026-11/dashboard.html"))
    wait_text(driver, "인건비 현황")
    csv = driver.find_element(By.CSS_SELECTOR, "a[data-csv]")
    assert csv.get_attribute("href").startswith("blob:")
    assert csv.get_attribute("download") == "cafe-moup-2026-11-payroll.csv"
    # The CSV the browser offers is the accountant's file: its header and her net pay.
    data = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => done(Array.from(new Uint8Array(b))),"
        " e => done('failed: ' + e));", csv.get_attribute("href"))
    text = bytes(data).decode("utf-8")
    assert text.startswith("\ufeff근무자ID,이름"), "UTF-8 with a byte-order mark, for Excel"
    assert f",{net}," in text


def test_wrong_secret_shows_the_message_and_no_figure(moup, encrypted, driver):
    root, links = encrypted
    net = net_of(moup, root / "content", "kim-minji")
    payslip = root / "site" / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html")
    open_locked(driver, payslip)
    field = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "moup-secret"))
    # Another worker's secret: well formed, but not a reader of this page.
    field.send_keys(links[("worker", "lee-junho")]["secret"])
    driver.find_element(By.CSS_SELECTOR, "#moup-unlock button[type=submit]").click()
    WebDriverWait(driver, 60).until(lambda d: "맞지 않습니다" in d.find_element(By.ID, "moup-message").text)
    body = driver.find_element(By.TAG_NAME, "body").text
    assert f"{net:,}" not in body and "실지급액" not in body
    # And a link whose token belongs to someone else says so.
    other = links[("worker", "lee-junho")]["link"].split("#", 1)[1]
    open_uri(driver, payslip, "#" + other)
    WebDriverWait(driver, 20).until(lambda d: "링크로는" in d.find_element(By.ID, "moup-message").text)
    assert f"{net:,}" not in driver.find_element(By.TAG_NAME, "body").text


def test_served_under_a_sub_path_by_a_static_web_server(moup, encrypted, driver):
    """Any static host, any path: the site served by a plain file server under /deep/path/site/
    on 127.0.0.1 (a secure context for WebCrypto, as https is) opens with the link."""
    import http.server
    import shutil
    import threading
    from functools import partial

    root, links = encrypted
    net = net_of(moup, root / "content", "kim-minji")
    served = root / "www"
    shutil.copytree(root / "site", served / "deep" / "path" / "site")
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/deep/path/site/"
        driver.get(base + "index.html")
        driver.execute_script("sessionStorage.clear()")
        driver.get(base + links[("worker", "kim-minji")]["link"])
        body = wait_text(driver, f"실지급액 {net:,}원")
        assert "김민지" in body
    finally:
        server.shutdown()
        server.server_close()


def test_a_worker_on_the_owners_page_is_told_whom_to_ask_and_can_forget(moup, encrypted, driver):
    """Issue 31: a worker who follows a link to an owner-only page is told it is someone else's, whom
    to ask and the way home; her kept key can be forgotten there; focus lands on the opened heading."""
    root, links = encrypted
    site = root / "site"
    page, fragment = links[("worker", "kim-minji")]["link"].split("#", 1)
    open_locked(driver, site / page)
    open_uri(driver, site / page, "#" + fragment)
    wait_text(driver, "김민지")
    # The opened page's heading has the focus, and its button forgets the key on this device.
    assert driver.execute_script("return document.activeElement.tagName") == "H1"
    assert driver.find_element(By.CSS_SELECTOR, "button.lock").text == "🔒 이 기기에서 잊기"
    assert "#k=" not in driver.current_url
    open_uri(driver, site / sealed_path(root, "workplaces/cafe-moup/2026-11/dashboard.html"))
    WebDriverWait(driver, 20).until(lambda d: "링크로는" in d.find_element(By.ID, "moup-message").text)
    message = driver.find_element(By.ID, "moup-message").text
    assert "다른 분(사업주나 다른 근무자)만 볼 수 있는" in message
    help = driver.find_element(By.CSS_SELECTOR, ".unlock .help")
    assert "사업주에게 링크를 요청해 주세요" in help.text
    home = help.find_element(By.TAG_NAME, "a")
    assert home.text == "처음으로 돌아가기" and home.get_attribute("href").endswith("/site/index.html")
    assert "인건비 현황" not in driver.find_element(By.TAG_NAME, "body").text
    forget = driver.find_element(By.ID, "moup-forget")
    assert forget.is_displayed() and forget.text == "🔒 이 기기에서 잊기"
    forget.click()
    assert not forget.is_displayed()
    assert driver.execute_script("return sessionStorage.getItem('moup-keys')") is None
    # Her own payslip now asks for the password again: the key is gone from this tab.
    open_uri(driver, site / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html"))
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "moup-secret").is_displayed())
    assert not driver.find_element(By.ID, "moup-forget").is_displayed()
    assert driver.find_element(By.ID, "moup-message").text == ""


def test_hidden_beats_the_forms_display_and_no_inline_handler_runs(moup, encrypted, driver):
    """The form the script hides (plain http) is not shown; an inline handler in an opened page
    (as a custom template could let through) does not run: the page's policy allows its own script only."""
    root, links = encrypted
    site = root / "site"
    payslip = site / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html")
    open_locked(driver, payslip)
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "moup-secret"))
    assert driver.title == "비공개 페이지", "a shell's title says nothing of whose page it is"
    assert driver.execute_script(
        "const f = document.getElementById('moup-unlock'); f.hidden = true; return getComputedStyle(f).display") == "none"
    fragment = links[("worker", "kim-minji")]["link"].split("#", 1)[1]
    open_uri(driver, payslip, "#" + fragment)
    wait_text(driver, "실지급액")
    assert "김민지" in driver.title, "the opened page sets its own title"
    driver.execute_script(
        "document.querySelector('main').insertAdjacentHTML('beforeend', '<img src=\"x:\" onerror=\"window.moupRan = 1\">');")
    import time
    time.sleep(0.5)
    assert driver.execute_script("return window.moupRan === undefined")


def test_a_typed_secret_on_the_home_page_opens_the_start_page(moup, encrypted, driver):
    """Issue 31: the public home page names no sealed page; a person with their secret but not their
    link types it on the home page, which works out their start page's name from the key and opens it.
    A mistyped secret gets a message (over http the page is asked for first)."""
    import http.server
    import threading
    from functools import partial

    root, links = encrypted
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(root / "site"))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        driver.get(base + "index.html")
        driver.execute_script("sessionStorage.clear()")
        home = driver.find_element(By.TAG_NAME, "body").text
        assert "김민지" in home and "내 페이지 열기" in home
        assert not driver.find_elements(By.CSS_SELECTOR, "a[href*='people/'], a[href^='p/'], a[href*='/p/']")
        field = driver.find_element(By.ID, "moup-open-secret")
        field.send_keys("0000-0000-0000-0000-0000")
        driver.find_element(By.CSS_SELECTOR, "#moup-open button[type=submit]").click()
        WebDriverWait(driver, 60).until(lambda d: "열리는 페이지가 없습니다" in d.find_element(By.ID, "moup-open-message").text)
        field = driver.find_element(By.ID, "moup-open-secret")
        field.send_keys(links[("worker", "kim-minji")]["secret"].upper().replace("-", " "))
        driver.find_element(By.CSS_SELECTOR, "#moup-open button[type=submit]").click()
        WebDriverWait(driver, 60).until(lambda d: d.current_url.endswith(sealed_path(root, "people/kim-minji/index.html")))
        wait_text(driver, "김민지")
        assert "#k=" not in driver.current_url
    finally:
        server.shutdown()
        server.server_close()


def test_a_sealed_calendar_marks_today_once_opened(moup, encrypted, driver):
    """A sealed page's own scripts never run (it is parsed, not loaded): the shell's script marks
    today on the calendar it opens, and shows the next shift on the start page."""
    root, links = encrypted
    site = root / "site"
    page, fragment = links[("worker", "kim-minji")]["link"].split("#", 1)
    with browsing_on(driver, "2026-11-20"):
        open_locked(driver, site / page)
        open_uri(driver, site / page, "#" + fragment)
        wait_text(driver, "김민지")
        # Her start page shows the next shift from that day on (Friday the 20th's own), and no other.
        next_shifts = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".next-shift") if e.is_displayed()]
        assert len(next_shifts) == 1 and next_shifts[0].startswith("11월 20일 (금) "), next_shifts
        open_uri(driver, site / sealed_path(root, "people/kim-minji/2026-11/index.html"))
        WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "table.calendar"))
        cells = driver.find_elements(By.CSS_SELECTOR, "table.calendar td.today")
        assert [cell.get_attribute("data-day") for cell in cells] == ["2026-11-20"]
        assert len(driver.find_elements(By.CSS_SELECTOR, "table.calendar tr.this-week")) == 1


def test_an_owner_on_a_workers_payslip_is_led_to_their_own_start_page(moup, encrypted, driver):
    """Issue 32: the payslip's breadcrumb names the worker and leads to her start page, which only she
    can open; the owner who opened the payslip is led to their own start page instead."""
    root, links = encrypted
    site = root / "site"
    payslip = site / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html")
    owner = links[("owner", "cafe-moup")]
    page, fragment = owner["link"].split("#", 1)
    open_locked(driver, payslip)
    open_uri(driver, payslip, "#" + fragment)
    wait_text(driver, "임금명세서")
    crumb = WebDriverWait(driver, 20).until(
        lambda d: next((a for a in d.find_elements(By.CSS_SELECTOR, "nav.crumbs a[data-start]")
                        if a.text == "내 페이지"), None))
    assert crumb.get_attribute("href").endswith("/" + page)
    # The worker herself keeps the crumb with her name, to her own start page.
    worker = links[("worker", "kim-minji")]
    mine, token = worker["link"].split("#", 1)
    open_locked(driver, payslip)
    open_uri(driver, payslip, "#" + token)
    wait_text(driver, "임금명세서")
    crumb = driver.find_element(By.CSS_SELECTOR, "nav.crumbs a[data-start]")
    assert crumb.text == "김민지" and crumb.get_attribute("href").endswith("/" + mine)
