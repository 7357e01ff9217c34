"""Printing in headless Chromium (the PDF Chrome's "Save as PDF" makes, through the DevTools
protocol's Page.printToPDF with the page's own @page size): a workplace's week and month schedule
each on ONE A4 landscape page, every payslip on ONE A4 portrait page, also a month of 31 shifts and
a payslip opened from its encrypted shell. Pages are counted and measured with poppler's `pdfinfo`.
"""
import base64
import json
import re
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, run_moup, set_privacy, sealed_path

A4_LANDSCAPE = (842, 595)  # points (1/72 in): 297 × 210 mm
A4_PORTRAIT = (595, 842)


def pdf_facts(path):
    """(pages, (width, height) in whole points) of the PDF at `path`, as pdfinfo reads them."""
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    width, height = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.M).groups()
    return pages, (round(float(width)), round(float(height)))


def print_current(driver, out):
    """Prints the open page as Chrome prints it (the page's @page size, backgrounds on); returns pdf_facts."""
    result = driver.execute_cdp_cmd("Page.printToPDF", {
        "preferCSSPageSize": True, "printBackground": True, "displayHeaderFooter": False})
    out.write_bytes(base64.b64decode(result["data"]))
    return pdf_facts(out)


def print_page(driver, page, out):
    driver.get(page.as_uri())
    return print_current(driver, out)


def schedule_pages(site):
    """Every workplace week and month page of a site."""
    weeks = sorted(site.glob("workplaces/*/weeks/*.html"))
    months = sorted(p for p in site.glob("workplaces/*/*/index.html") if re.fullmatch(r"\d{4}-\d{2}", p.parent.name))
    return weeks, months


def test_every_workplace_week_and_month_prints_on_one_a4_landscape_page(example_site, driver, tmp_path):
    weeks, months = schedule_pages(example_site)
    assert len(weeks) >= 10 and len(months) >= 4, (weeks, months)
    problems = []
    for page in weeks + months:
        facts = print_page(driver, page, tmp_path / "out.pdf")
        if facts != (1, A4_LANDSCAPE):
            problems.append(f"{page.relative_to(example_site)}: {facts[0]} pages of {facts[1]} pt")
    assert not problems, "\n".join(problems)


def test_other_pages_keep_a4_portrait(example_site, driver, tmp_path):
    # The landscape page is named and scoped to schedules: the workplace's home page stays portrait.
    pages, size = print_page(driver, example_site / "workplaces" / "cafe-moup" / "index.html", tmp_path / "out.pdf")
    assert size == A4_PORTRAIT


def test_every_example_payslip_prints_on_one_a4_portrait_page(example_site, driver, tmp_path):
    payslips = sorted(example_site.glob("payslips/*/*/*.html"))
    assert len(payslips) >= 15
    longest = max(payslips, key=lambda p: p.read_text(encoding="utf-8").count("<tr><th scope=\"row\">"))
    assert longest.read_text(encoding="utf-8").count("<tr><th scope=\"row\">") >= 22, longest
    problems = []
    for page in payslips:
        facts = print_page(driver, page, tmp_path / "out.pdf")
        if facts != (1, A4_PORTRAIT):
            problems.append(f"{page.relative_to(example_site)}: {facts[0]} pages of {facts[1]} pt")
    assert not problems, "\n".join(problems)


def test_every_example_contract_prints_on_at_most_two_a4_portrait_pages(example_site, driver, tmp_path):
    """근로계약서 (issue 34): every version of every worker's contract, with both signature blocks printed."""
    contracts = sorted(example_site.glob("payslips/*/*/contract-*.html"))
    assert len(contracts) >= 12, contracts
    problems = []
    for page in contracts:
        facts = print_page(driver, page, tmp_path / "out.pdf")
        if facts[0] > 2 or facts[1] != A4_PORTRAIT:
            problems.append(f"{page.relative_to(example_site)}: {facts[0]} pages of {facts[1]} pt")
        text = subprocess.run(["pdftotext", str(tmp_path / "out.pdf"), "-"], capture_output=True, text=True).stdout
        if text.count("서명)") != 2 or "이전 판에서 바뀐 내용" in text or "대표자" not in text:
            problems.append(f"{page.relative_to(example_site)}: signature lines or version notes wrong in print")
    assert not problems, "\n".join(problems)


def month_of_31_shifts(root, worker="lee-seojun", month="2026-10"):
    """Gives `worker` a shift on every day of October 2026 (31 shifts, some with memos), in place of
    the ones the example has; returns the number of shifts written."""
    path = root / "content" / "workplaces" / "cafe-moup" / "shifts" / f"{month}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    shifts = [s for s in data["shifts"] if s["worker"] != worker]
    for day in range(1, 32):
        shift = {"worker": worker, "date": f"{month}-{day:02d}", "start": "14:00", "end": "22:30" if day % 3 else "23:00",
                 "routines": ["close"]}
        if day % 5 == 0:
            shift["memo"] = "마감 후 재고 정리"
        shifts.append(shift)
    data["shifts"] = shifts
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return 31


def test_a_payslip_of_31_shifts_prints_on_one_a4_portrait_page(moup, example, driver, tmp_path):
    set_privacy(example, "none")
    month_of_31_shifts(example)
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"))
    payslip = example / "site" / "payslips" / "cafe-moup" / "lee-seojun" / "2026-10-01.html"
    html = payslip.read_text(encoding="utf-8")
    table = html[html.index('class="shifts-table'):]
    assert table[:table.index("</table>")].count("<tr><th scope=\"row\">") == 31
    assert print_page(driver, payslip, tmp_path / "payslip-31.pdf") == (1, A4_PORTRAIT)
    # And the workplace's October, now fuller, still fits one landscape page.
    month = example / "site" / "workplaces" / "cafe-moup" / "2026-10" / "index.html"
    assert print_page(driver, month, tmp_path / "month.pdf") == (1, A4_LANDSCAPE)


def test_an_opened_encrypted_payslip_prints_on_one_page(moup, example, driver, tmp_path):
    """With `privacy: encrypted` (the default) the payslip is printed as its reader sees it: opened."""
    set_privacy(example, None)
    month_of_31_shifts(example)
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"))
    links = json.loads(run_moup(moup, "links", "--json", "--content", str(example / "content"),
                                "--output", str(example / "site")).stdout)
    secret = next(e["secret"] for e in links if (e["role"], e["id"]) == ("worker", "lee-seojun"))
    payslip = example / "site" / sealed_path(example, "payslips/cafe-moup/lee-seojun/2026-10-01.html")
    driver.get(payslip.as_uri())
    driver.execute_script("sessionStorage.clear()")
    driver.get(payslip.as_uri())
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "moup-secret")).send_keys(secret)
    driver.find_element(By.CSS_SELECTOR, "#moup-unlock button[type=submit]").click()
    WebDriverWait(driver, 60).until(lambda d: "실지급액" in d.find_element(By.TAG_NAME, "body").text)
    assert "payslip-page" in driver.find_element(By.TAG_NAME, "body").get_attribute("class")
    assert print_current(driver, tmp_path / "opened.pdf") == (1, A4_PORTRAIT)
    driver.execute_script("sessionStorage.clear()")
