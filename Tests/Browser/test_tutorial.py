"""The README's five-minute tutorial, step by step, as a new user runs it: `moup init`, `moup build`,
`moup links`, `moup serve`, edit a shift and see the served page change without a restart, a
content mistake shown to the browser while the last good site stays served, then stop.

Needs only the built `moup` (no browser): pages are fetched and the live-reload events read over HTTP.
"""
import json
import os
import queue
import re
import signal
import subprocess
import threading
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

TODAY = "2026-11-20"  # a Friday: the starter's shifts are worked up to the 18th, planned from the 20th


def run(moup, *args, cwd):
    result = subprocess.run([str(moup), *args], cwd=cwd, capture_output=True, text=True, timeout=300,
                            env={**os.environ, "MOUP_TODAY": TODAY})
    assert result.returncode == 0, f"moup {' '.join(args)}: {result.stderr}"
    return result


def fetch(url):
    with urllib.request.urlopen(url, timeout=20) as response:
        return response.status, response.headers.get("Content-Type"), response.read().decode("utf-8")


class Events:
    """The server-sent events of /_moup/events, read on a thread into a queue of decoded states."""

    def __init__(self, url):
        self.states = queue.Queue()
        self.response = urllib.request.urlopen(url + "_moup/events", timeout=60)
        assert self.response.headers.get("Content-Type") == "text/event-stream"
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            for raw in self.response:
                line = raw.decode("utf-8").rstrip("\n")
                if line.startswith("data: "):
                    self.states.put(json.loads(line[len("data: "):]))
        except Exception:  # the server stopped
            pass

    def next(self, timeout=60):
        return self.states.get(timeout=timeout)

    def until(self, predicate, timeout=60):
        deadline = time.monotonic() + timeout
        seen = []
        while True:
            try:
                state = self.next(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no such event within {timeout} s; the events were {seen}") from None
            seen.append(state)
            if predicate(state):
                return state


def test_tutorial(moup, tmp_path):
    # 1. moup init my-site
    result = run(moup, "init", "my-site", cwd=tmp_path)
    assert "cd my-site" in result.stdout
    site = tmp_path / "my-site"
    assert (site / ".gitignore").exists()
    assert (site / "content" / "workplaces" / "my-shop" / "shifts" / "2026-11.json").exists()

    # 2. cd my-site && moup build  (makes the secrets file), moup links
    run(moup, "check", cwd=site)
    result = run(moup, "build", cwd=site)
    assert "새 비밀번호" in result.stderr  # the starter site is Korean (language: ko), so moup speaks Korean
    assert (site / "site" / "index.html").exists()
    assert (site / ".moup-secrets.json").exists()
    links = run(moup, "links", cwd=site).stdout.strip().split("\n")
    assert [line.split("\t")[:2] for line in links] == [
        ["owner", "my-shop"], ["worker", "kim-minji"], ["worker", "lee-junho"]]
    built = {p: p.read_bytes() for p in (site / "site").rglob("*") if p.is_file()}

    # 3. moup explain: the arithmetic of a payslip, in the terminal
    explained = run(moup, "explain", "--worker", "kim-minji", "--month", "2026-11", cwd=site).stdout
    assert "실지급액" in explained and "× 10,320원" in explained

    # 4. moup serve, on a free port
    server = subprocess.Popen([str(moup), "serve", "--port", "0"], cwd=site, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env={**os.environ, "MOUP_TODAY": TODAY})
    try:
        url = None
        lines = []
        for line in server.stdout:
            lines.append(line)
            found = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
            if found:
                url = found.group(1)
                break
        assert url, "".join(lines) + server.stderr.read() if server.poll() is not None else "".join(lines)
        # The links printed point into the served site.
        link_lines = [server.stdout.readline() for _ in range(3)]
        assert all(url in line and "#k=" in line for line in link_lines), link_lines

        month = url + "workplaces/my-shop/2026-11/"
        status, content_type, page = fetch(month)
        assert status == 200 and content_type.startswith("text/html")
        assert "09:00–15:00" in page and "09:00–16:30" not in page
        assert "/_moup/events" in page  # the live-reload script, in the response only
        status, content_type, css = fetch(url + "style.css")
        assert content_type.startswith("text/css") and "_moup" not in css

        events = Events(url)
        first = events.next()
        assert first["problem"] is None

        # 5. Edit a shift: kim-minji stayed until 16:30 on the 18th.
        shifts = site / "content" / "workplaces" / "my-shop" / "shifts" / "2026-11.json"
        text = shifts.read_text(encoding="utf-8")
        edited = text.replace('"date": "2026-11-18", "start": "09:00", "end": "15:00"',
                              '"date": "2026-11-18", "start": "09:00", "end": "16:30"')
        assert edited != text
        shifts.write_text(edited, encoding="utf-8")
        events.until(lambda s: s["generation"] > first["generation"] and s["problem"] is None)
        _, _, page = fetch(month)
        assert "09:00–16:30" in page

        # 6. A mistake: the browser is told where it is, and the last good site stays served.
        shifts.write_text(edited.replace('"end": "16:30"', '"end": "16:3O"'), encoding="utf-8")
        state = events.until(lambda s: s["problem"] is not None)
        assert "content/workplaces/my-shop/shifts/2026-11.json:" in state["problem"]
        assert re.search(r"2026-11\.json:\d+:\d+: error:", state["problem"])
        _, _, page = fetch(month)
        assert "09:00–16:30" in page
        shifts.write_text(edited, encoding="utf-8")
        events.until(lambda s: s["problem"] is None)

        # The user's own site/ was never touched by serve.
        assert {p: p.read_bytes() for p in (site / "site").rglob("*") if p.is_file()} == built
    except AssertionError as failure:
        # What the server printed tells why (a build that failed, a change it did not see).
        server.send_signal(signal.SIGINT)
        printed, errors = server.communicate(timeout=30)
        raise AssertionError(f"{failure}\nmoup serve printed:\n{printed}\n{errors}") from None
    finally:
        # 7. Stop (Ctrl-C).
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            pytest.fail("moup serve did not stop on Ctrl-C")
    assert server.returncode == 0, server.stderr.read()
    errors = server.stderr.read()
    assert "2026-11.json:" in errors and ": error: " in errors


def wait_for(predicate, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def test_an_open_page_reloads_itself_and_shows_a_problem(moup, tmp_path, driver):
    """In a real browser: the page open at `moup serve` follows the edits with no click, and a
    content mistake is shown over it until it is fixed."""
    run(moup, "init", "my-site", cwd=tmp_path)
    site = tmp_path / "my-site"
    server = subprocess.Popen([str(moup), "serve", "--port", "0"], cwd=site, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, env={**os.environ, "MOUP_TODAY": TODAY})
    try:
        url = next(m.group(1) for line in server.stdout
                   if (m := re.search(r"(http://127\.0\.0\.1:\d+/)", line)))
        links = dict(line.strip().split("\t")[1::2] for line in (server.stdout.readline() for _ in range(3)))
        # The worker's printed link opens her encrypted start page on the served site (127.0.0.1 is a
        # secure context, so the browser's WebCrypto works there).
        driver.get(links["kim-minji"])
        WebDriverWait(driver, 30).until(lambda d: "실지급액" in d.find_element(By.TAG_NAME, "body").text)
        driver.execute_script("sessionStorage.clear()")
        driver.get(url + "workplaces/my-shop/2026-11/")
        assert "09:00–15:00" in driver.page_source
        shifts = site / "content" / "workplaces" / "my-shop" / "shifts" / "2026-11.json"
        text = shifts.read_text(encoding="utf-8")
        edited = text.replace('"date": "2026-11-18", "start": "09:00", "end": "15:00"',
                              '"date": "2026-11-18", "start": "09:00", "end": "16:30"')
        shifts.write_text(edited, encoding="utf-8")
        assert wait_for(lambda: "09:00–16:30" in driver.page_source), "the open page did not reload"

        shifts.write_text(edited.replace('"break": 30', '"break": "30"', 1), encoding="utf-8")
        overlay = "return (document.getElementById('moup-serve-problem') || {}).textContent || ''"
        assert wait_for(lambda: "2026-11.json:" in driver.execute_script(overlay)), "no problem overlay"
        assert "09:00–16:30" in driver.page_source  # the last good build, under the overlay
        if os.environ.get("MOUP_SCREENSHOTS"):
            driver.save_screenshot(os.path.join(os.environ["MOUP_SCREENSHOTS"], "serve-problem.png"))
        shifts.write_text(edited, encoding="utf-8")
        assert wait_for(lambda: driver.execute_script(overlay) == ""), "the overlay stayed after the fix"
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
