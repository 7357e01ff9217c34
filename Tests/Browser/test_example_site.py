"""The example site, built with `privacy: none`, opened in a real browser as a worker would."""
from conftest import run_moup, set_privacy


def test_payslip_shows_net_pay_in_chromium(moup, example, driver):
    set_privacy(example, "none")
    run_moup(moup, "build", "--content", str(example / "content"), "--output", str(example / "site"))
    page = example / "site" / "payslips" / "cafe-moup" / "kim-minji" / "2026-11-01.html"
    driver.get(page.as_uri())
    body = driver.find_element("tag name", "body").text
    assert "임금명세서" in driver.title
    assert "실지급액" in body
    # 김민지's November net pay, as `moup payroll --month 2026-11 --worker kim-minji` prints it.
    net = payroll_net(moup, example / "content", "2026-11", "kim-minji")
    assert f"{net:,}원" in body


def payroll_net(moup, content, month, worker):
    import json
    out = run_moup(moup, "payroll", "--month", month, "--content", str(content), "--worker", worker).stdout
    slips = json.loads(out)["payslips"]
    assert len(slips) == 1
    return slips[0]["net"]
