"""근로계약서 (issue 34) in headless Chromium, beyond the Korean pages the accessibility and print tests
already cover: the English contract pages (axe-core at a phone and a desktop width, every version printed
on at most two A4 portrait pages), a contract opened as its worker opens it (`privacy: encrypted`, the
link `moup links` prints, then the sealed page), and the owner's dashboard with the not-handed-over alert.
With MOUP_SHOTS=DIR the contract pages are saved as DIR/contract-{ko,en}-{390,1280}.png and printed as
DIR/contract-{ko,en}.pdf (for a person to look at)."""
import json
import os
import shutil
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, run_moup, sealed_path, set_privacy
from test_accessibility import Axe, blocking_violations, describe
from test_print import A4_PORTRAIT, print_current, print_page

WIDTHS = (390, 1280)
KIM = "payslips/cafe-moup/kim-minji/contract-2026-11-16.html"
# Pages whose English could break the layout: the longest day table (최유나's winter), a (to be filled in),
# an insurance applied from a date, the night worker's allowances.
ENGLISH_PAGES = (KIM, "payslips/cafe-moup/bae-jihoon/contract-2026-10-01.html",
                 "payslips/cafe-moup/choi-yuna/contract-2026-10-12.html",
                 "payslips/cafe-moup/choi-yuna/contract-2027-01-04.html",
                 "payslips/pyeonuijeom-24/lee-junho/contract-2026-10-01.html",
                 "workplaces/cafe-moup/2026-11/dashboard.html")


def use_english(root):
    site_md = root / "content" / "site.md"
    lines = site_md.read_text(encoding="utf-8").split("\n")
    site_md.write_text("\n".join("language: en" if l.startswith("language:") else l for l in lines), encoding="utf-8")


@pytest.fixture(scope="module")
def english_site(moup, tmp_path_factory):
    """The example with `language: en` and `privacy: none`, built once for this module."""
    root = tmp_path_factory.mktemp("english-site")
    shutil.copytree(REPO / "content", root / "content")
    shutil.copytree(REPO / "templates", root / "templates")
    set_privacy(root, "none")
    use_english(root)
    run_moup(moup, "build", "--content", str(root / "content"), "--output", str(root / "site"))
    return root / "site"


def axe_at(driver, width, uri):
    """Blocking axe violations of the page at `uri` seen `width` px wide, and axe's version."""
    driver.set_window_size(width, 900)
    try:
        if uri is not None:
            driver.get(uri)
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        version = driver.execute_script("return axe.version")
    finally:
        driver.set_window_size(1200, 900)
    assert results["passes"], f"axe reported no passing rule on {uri}"
    return blocking_violations(results), version


def shoot(driver, name):
    """With MOUP_SHOTS, saves the open page whole at 390 and 1280 px."""
    shots = os.environ.get("MOUP_SHOTS")
    if not shots:
        return
    Path(shots).mkdir(parents=True, exist_ok=True)
    for width in WIDTHS:
        driver.set_window_size(width, 900)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(width, max(900, height + 40))
        driver.save_screenshot(str(Path(shots) / f"{name}-{width}.png"))
    driver.set_window_size(1200, 900)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", ENGLISH_PAGES)
def test_english_contract_pages_have_no_serious_axe_violations(english_site, driver, page, width):
    found, version = axe_at(driver, width, (english_site / page).as_uri())
    if found:
        pytest.fail(f"axe-core {version}: " + describe(page, width, found), pytrace=False)
    assert version.startswith("4."), f"axe-core {version}: `make test-deps` installs 4.x"


def test_every_english_contract_prints_on_at_most_two_a4_portrait_pages(english_site, driver, tmp_path):
    contracts = sorted(english_site.glob("payslips/*/*/contract-*.html"))
    assert len(contracts) >= 14, contracts
    problems = []
    for page in contracts:
        facts = print_page(driver, page, tmp_path / "out.pdf")
        if facts[0] > 2 or facts[1] != A4_PORTRAIT:
            problems.append(f"{page.relative_to(english_site)}: {facts[0]} pages of {facts[1]} pt")
    assert not problems, "\n".join(problems)
    driver.get((english_site / KIM).as_uri())
    body = driver.find_element(By.TAG_NAME, "body").text
    for text in ("Employment contract, part-time worker (표준근로계약서, 단시간근로자)", "Hourly wage (시간급)",
                 "₩10,800", "Weekly paid holiday (주휴일)", "Social insurance (사회보험 적용여부)"):
        assert text in body, text
    shoot(driver, "contract-en")
    shots = os.environ.get("MOUP_SHOTS")
    if shots:
        shutil.copy(tmp_path / "out.pdf", Path(shots) / "contract-en-last.pdf")
        print_current(driver, Path(shots) / "contract-en.pdf")


def test_the_dashboard_lists_contracts_not_handed_over_first(example_site, driver):
    """배지훈 and 오태양 have no `contractIssued`: the first alert on every dashboard of the café, one line
    for both (as the payslips' alerts of one kind are), opening on each with a link to their contract."""
    driver.get((example_site / "workplaces/cafe-moup/2026-11/dashboard.html").as_uri())
    alerts = driver.find_elements(By.CSS_SELECTOR, "#alerts details.alert")
    titles = [a.find_element(By.TAG_NAME, "summary").text for a in alerts]
    assert titles[0] == "근로계약서 미교부 · 배지훈, 오태양", titles
    assert not any(t.startswith("근로계약서 미교부") for t in titles[1:]), titles
    alerts[0].click()
    lines = [p.text for p in alerts[0].find_elements(By.TAG_NAME, "p")]
    assert [line.split(" — ")[0] for line in lines] == ["배지훈", "오태양"], lines
    link = alerts[0].find_elements(By.LINK_TEXT, "근로계약서 보기")[0]
    link.click()
    WebDriverWait(driver, 10).until(lambda d: "bae-jihoon/contract-2026-10-01.html" in d.current_url)
    assert "표준근로계약서" in driver.find_element(By.TAG_NAME, "h1").text


def test_a_sealed_contract_opens_with_the_workers_link_and_prints(moup, example, driver, tmp_path):
    """`privacy: encrypted` (the default): the contract's file tells nothing in clear; the worker's link opens
    their start page, which links the sealed contract; opened, it is axe-clean and prints on ≤ 2 A4 pages."""
    set_privacy(example, None)
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"))
    site = example / "site"
    assert not (site / KIM).exists()
    sealed = site / sealed_path(example, KIM)
    clear = sealed.read_text(encoding="utf-8")
    for word in ("김민지", "kim-minji", "근로계약서", "10,800"):
        assert word not in clear, word
    links = json.loads(run_moup(moup, "links", "--json", "--content", str(example / "content"),
                                "--output", str(site)).stdout)
    entry = next(e for e in links if (e["role"], e["id"]) == ("worker", "kim-minji"))
    page, fragment = entry["link"].split("#", 1)
    page = "p/" + page.split("/p/", 1)[1]  # the example's baseURL, then the sealed name
    driver.get((site / page).as_uri())
    driver.execute_script("sessionStorage.clear()")
    driver.get((site / page).as_uri() + "#" + fragment)
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.PARTIAL_LINK_TEXT, "근로계약서 (제2판"))
    driver.find_element(By.PARTIAL_LINK_TEXT, "근로계약서 (제2판").click()
    WebDriverWait(driver, 30).until(lambda d: "표준근로계약서" in d.find_element(By.TAG_NAME, "body").text)
    assert driver.current_url.split("#")[0].endswith(sealed_path(example, KIM))
    body = driver.find_element(By.TAG_NAME, "body").text
    for text in ("제2판 · 2026년 11월 16일부터", "10,800원", "매월 10일 (전월분)", "박서연", "김민지"):
        assert text in body, text
    assert body.count("(서명)") == 2
    for width in WIDTHS:
        found, version = axe_at(driver, width, None)
        if found:
            pytest.fail(f"axe-core {version}: " + describe("opened sealed contract", width, found), pytrace=False)
    pages, size = print_current(driver, tmp_path / "contract.pdf")
    assert pages <= 2 and size == A4_PORTRAIT, (pages, size)
    shoot(driver, "contract-ko")
    shots = os.environ.get("MOUP_SHOTS")
    if shots:
        shutil.copy(tmp_path / "contract.pdf", Path(shots) / "contract-ko.pdf")
    driver.execute_script("sessionStorage.clear()")


def test_no_contract_page_scrolls_sideways_on_a_phone(example_site, english_site, driver):
    """At 390 px the day table's headings wrap (English: `Scheduled hours a week (주 소정근로시간)`)."""
    problems = []
    driver.set_window_size(390, 900)
    try:
        for site in (example_site, english_site):
            for page in sorted(site.glob("payslips/*/*/contract-*.html")):
                driver.get(page.as_uri())
                scroll, client = driver.execute_script(
                    "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
                if scroll > client:
                    problems.append(f"{page.relative_to(site.parent)}: {scroll} px wide in {client} px")
    finally:
        driver.set_window_size(1200, 900)
    assert not problems, "\n".join(problems)
