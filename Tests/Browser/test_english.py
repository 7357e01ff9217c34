"""`language: en`: an English payslip opened as its worker would open it (the link `moup links`
prints, `privacy: encrypted`), read in English with the Korean legal terms in parentheses.
With MOUP_SHOTS=DIR the page is saved as DIR/payslip-en.png (for a person to look at)."""
import json
import os
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import run_moup, sealed_path


def test_english_payslip_opened_with_the_link(moup, example, driver):
    site_md = example / "content" / "site.md"
    lines = site_md.read_text(encoding="utf-8").split("\n")
    lines = ["language: en" if l.startswith("language:") else l for l in lines if not l.startswith("baseURL:")]
    site_md.write_text("\n".join(lines), encoding="utf-8")
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"),
             "--today", "2026-11-20")
    links = json.loads(run_moup(moup, "links", "--json", "--content", str(example / "content"),
                                "--output", str(example / "site")).stdout)
    entry = next(e for e in links if e["role"] == "worker" and e["id"] == "kim-minji")
    page, fragment = entry["link"].split("#", 1)
    site = example / "site"

    driver.get((site / page).as_uri())
    driver.execute_script("sessionStorage.clear()")
    locked = driver.find_element(By.TAG_NAME, "body").text
    assert "Private page" in locked and "Password" in locked
    driver.get((site / page).as_uri() + "#" + fragment)
    WebDriverWait(driver, 20).until(lambda d: "My work and pay" in d.find_element(By.TAG_NAME, "body").text)
    driver.get((site / sealed_path(example, "payslips/cafe-moup/kim-minji/2026-10-01.html")).as_uri())
    WebDriverWait(driver, 20).until(lambda d: "Net pay" in d.find_element(By.TAG_NAME, "body").text)
    body = driver.find_element(By.TAG_NAME, "body").text
    for text in ("Payslip (임금명세서)", "Base pay (기본급)", "Weekly holiday pay (주휴수당)", "Calculation",
                 "h × ₩10,320 = ₩", "Pay date", "10 Nov 2026"):
        assert text in body, text
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    shots = os.environ.get("MOUP_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(1200, max(900, height + 40))
        driver.save_screenshot(str(Path(shots) / "payslip-en.png"))
        driver.set_window_size(1200, 900)
