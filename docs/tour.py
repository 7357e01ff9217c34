"""Screenshots for the README tour (docs/images/): a worker's start page and payslip on a 390 px phone and
the owner's dashboard at 1280 px, from the example built with --today 2026-12-15 (encrypted), opened
with their links as their readers open them. Needs `make test-deps` and Korean fonts (fonts-noto-cjk):

    .build/debug/moup build --content content --output /tmp/tour --secrets /tmp/tour.json --today 2026-12-15
    .build/venv/bin/python docs/tour.py .build/debug/moup content /tmp/tour /tmp/tour.json docs/images
"""
import json, subprocess, sys, time
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

moup, content, site, secrets, out = sys.argv[1:6]
out = Path(out); out.mkdir(parents=True, exist_ok=True)
links = {(l["role"], l["id"]): l["link"] for l in json.loads(subprocess.run(
    [moup, "links", "--content", content, "--output", site, "--secrets", secrets, "--json"], capture_output=True, text=True, check=True).stdout)}

def local(link):
    path, fragment = link.split("#", 1)
    return (Path(site) / path.split("moup.example.kr/", 1)[1]).as_uri() + "#" + fragment

o = webdriver.ChromeOptions()
o.binary_location = "/usr/bin/chromium"
for f in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=ko-KR", "--hide-scrollbars", "--force-device-scale-factor=1"):
    o.add_argument(f)
d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=o)

def size(w, h):
    d.set_window_size(w, h)
    iw, ih = d.execute_script("return [window.innerWidth, window.innerHeight]")
    d.set_window_size(w + (w - iw), h + (h - ih))

def open_and_click(link, text):
    d.get(local(link))
    time.sleep(1.5)
    d.find_element(By.PARTIAL_LINK_TEXT, text).click()
    time.sleep(1.5)

try:
    size(390, 844)
    open_and_click(links[("worker", "kim-minji")], "임금명세서 (11/1–11/30)")
    size(390, 844); time.sleep(0.3)
    d.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)"); time.sleep(0.3); d.save_screenshot(str(out / "payslip-phone.png"))
    print("payslip", d.title, d.execute_script("return [innerWidth, innerHeight, document.documentElement.scrollWidth]"))
    size(1280, 900)
    d.get(local(links[("owner", "cafe-moup")])); time.sleep(1.5)
    d.find_elements(By.PARTIAL_LINK_TEXT, "인건비 현황")[0].click(); time.sleep(1.5)
    print("dashboard", d.title)
    d.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)"); time.sleep(0.3); d.save_screenshot(str(out / "dashboard-desktop.png"))
    size(390, 844)
    d.get(local(links[("worker", "kim-minji")])); time.sleep(1.5)
    d.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)"); time.sleep(0.3); d.save_screenshot(str(out / "start-phone.png"))
    print("start", d.title)
finally:
    d.quit()
