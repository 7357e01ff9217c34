"""Shared fixtures for the browser tests: the built `moup`, a copy of the example content, and a
headless Chromium (Debian's `chromium` + `chromium-driver`, driven through Selenium).

The tests run after `swift build` (see `make test`): they use `.build/debug/moup` as a user would.
"""
import os
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TODAY = "2026-11-22"


@pytest.fixture(scope="session")
def moup():
    """Path of the built moup binary."""
    binary = Path(os.environ.get("MOUP_BINARY", REPO / ".build" / "debug" / "moup"))
    if not binary.exists():
        pytest.fail(f"{binary} does not exist: run `swift build` first (make test does)")
    return binary


@pytest.fixture
def example(tmp_path):
    """A copy of the example site folder (content/ and templates/) in a temporary folder.

    Returns the copy's root; `set_privacy(root, value)` changes its site.md.
    """
    root = tmp_path / "example"
    root.mkdir()
    shutil.copytree(REPO / "content", root / "content")
    shutil.copytree(REPO / "templates", root / "templates")
    return root


@pytest.fixture(scope="session")
def example_site(moup, tmp_path_factory):
    """The example content built once for the session with `privacy: none` (so the private pages,
    payslips, personal calendars and dashboards, are there too); returns the site folder.
    Tests must not change it."""
    root = tmp_path_factory.mktemp("example-site")
    shutil.copytree(REPO / "content", root / "content")
    shutil.copytree(REPO / "templates", root / "templates")
    set_privacy(root, "none")
    run_moup(moup, "build", "--content", str(root / "content"), "--output", str(root / "site"))
    return root / "site"


def set_privacy(root, value):
    """Rewrites `privacy:` in root/content/site.md (removes the line for the default)."""
    site = root / "content" / "site.md"
    lines = [line for line in site.read_text(encoding="utf-8").split("\n") if not line.startswith("privacy:")]
    if value is not None:
        lines.insert(1, f"privacy: {value}")
    site.write_text("\n".join(lines), encoding="utf-8")


def run_moup(moup, *args, cwd=None, today=TODAY):
    """Runs moup on the build date `today`; fails the test with its standard error when it exits
    non-zero."""
    result = subprocess.run([str(moup), *args], cwd=cwd, capture_output=True, text=True,
                            env={**os.environ, "MOUP_TODAY": today})
    if result.returncode != 0:
        pytest.fail(f"moup {' '.join(args)} exited {result.returncode}:\n{result.stderr}")
    return result


@pytest.fixture(scope="session")
def driver():
    """A headless Chromium for the whole session."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1200,900", "--lang=ko-KR"):
        options.add_argument(flag)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(service=service, options=options)
    browser.set_page_load_timeout(30)
    yield browser
    browser.quit()


def sealed_path(root, rendered):
    """Where the page rendered at `rendered` is published in the site built from root/content with
    `privacy: encrypted` (`SealedPlaces` in moup, written again here from its description): a start
    page at HMAC-SHA256(reader key, "moup start v1"), any other private page at
    HMAC-SHA256(site naming key, "moup page v1" 0 path), as 26 base32 symbols under `p/`."""
    import base64
    import hashlib
    import hmac
    import json

    secrets = json.loads((root / ".moup-secrets.json").read_text(encoding="utf-8"))

    def name(key, message):
        mac = hmac.new(key, message, hashlib.sha256).digest()
        bits = "".join(f"{byte:08b}" for byte in mac)[:130]
        alphabet = "0123456789abcdefghjkmnpqrstvwxyz"
        return "p/" + "".join(alphabet[int(bits[i:i + 5], 2)] for i in range(0, 130, 5)) + ".html"

    parts = rendered.split("/")
    if len(parts) == 3 and parts[0] in ("people", "owners") and parts[2] == "index.html":
        role = "worker" if parts[0] == "people" else "owner"
        return name(base64.b64decode(secrets[role][parts[1]]["key"]), b"moup start v1")
    return name(base64.b64decode(secrets["site"]["names"]), b"moup page v1\0" + rendered.encode("utf-8"))


@contextmanager
def browsing_on(driver, day):
    """Within the block, every page the browser opens reads its clock as noon of `day` (YYYY-MM-DD)
    in Asia/Seoul: "today" is marked in the browser (the pages' today script), not in their bytes."""
    fixed = f"{day}T12:00:00+09:00"
    source = ("(() => { const fixed = new Date(%r).getTime(); const Real = Date;"
              " class Fixed extends Real { constructor(...a) { if (a.length === 0) { super(fixed); } else { super(...a); } }"
              " static now() { return fixed; } }"
              " globalThis.Date = Fixed; })();") % fixed
    added = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})
