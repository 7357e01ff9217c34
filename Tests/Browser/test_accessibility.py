"""axe-core in headless Chromium on every page kind of the example site (built with `privacy: none`,
so the private pages are there too): no violation of a `critical` or `serious` rule is allowed.

axe-core is the copy a PyPI package ships (no network needed): axe-core 4.x from
`selenium-axe-python` (4.9.1 in 2.2.0) where it is installed, else axe-core 3.1.1 from
`axe-selenium-python` 2.1.6. Every page kind is checked at a desktop and a phone width, because the
calendar chips and the payslip's shift table change layout (and so what axe sees) at 40rem.
`landmark-unique` (two landmarks of one kind with one name) counts too, though axe calls it moderate.
"""
import pytest

try:  # axe-core 4.x
    from selenium_axe_python import Axe
except ImportError:  # axe-core 3.1
    from axe_selenium_python import Axe

# One page of each kind, as the example content builds them.
PAGES = {
    "home": "index.html",
    "workplace index": "workplaces/cafe-moup/index.html",
    "workplace month": "workplaces/cafe-moup/2026-11/index.html",
    "dashboard": "workplaces/cafe-moup/2026-11/dashboard.html",
    "payslip": "payslips/cafe-moup/kim-minji/2026-11-01.html",
    "final payslip": "payslips/cafe-moup/jung-mira/2026-11-01.html",
    "severance statement": "payslips/cafe-moup/jung-mira/2026-11-13-severance.html",
    "employment contract": "payslips/cafe-moup/kim-minji/contract-2026-11-16.html",
    "employment contract to fill in": "payslips/cafe-moup/bae-jihoon/contract-2026-10-01.html",
    "personal month": "people/kim-minji/2026-11/index.html",
    "person start page": "people/kim-minji/index.html",
    "owner start page": "owners/cafe-moup/index.html",
    "second workplace month": "workplaces/pyeonuijeom-24/2026-11/index.html",
    "workplace trend": "workplaces/cafe-moup/trend.html",
    "workplace year": "workplaces/cafe-moup/years/2026.html",
    "worker year": "payslips/cafe-moup/kim-minji/2026.html",
    "workplace week": "workplaces/cafe-moup/weeks/2026-11-16.html",
    "workplace week across months": "workplaces/cafe-moup/weeks/2026-10-26.html",
    "personal week": "people/kim-minji/weeks/2026-11-16.html",
    "second workplace dashboard": "workplaces/pyeonuijeom-24/2026-11/dashboard.html",
    "404": "404.html",
}
WIDTHS = (1280, 390)
BLOCKING = ("critical", "serious")
ALSO_BLOCKING = ("landmark-unique",)


def blocking_violations(results):
    """The violations of critical or serious rules, as (rule, impact, help, [selectors])."""
    found = []
    for violation in results["violations"]:
        if violation.get("impact") not in BLOCKING and violation["id"] not in ALSO_BLOCKING:
            continue
        selectors = [" ".join(node["target"]) for node in violation["nodes"]]
        found.append((violation["id"], violation["impact"], violation["help"], selectors))
    return found


def describe(page, width, found, limit=8):
    """A readable failure: each rule with impact, what it checks and up to `limit` offending selectors."""
    lines = [f"{page} at {width}px: {sum(len(s) for *_, s in found)} elements violate {len(found)} rules"]
    for rule, impact, help_text, selectors in found:
        lines.append(f"  {rule} ({impact}): {help_text}; {len(selectors)} elements")
        lines += [f"    {selector}" for selector in selectors[:limit]]
        if len(selectors) > limit:
            lines.append(f"    … and {len(selectors) - limit} more")
    return "\n".join(lines)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", PAGES)
def test_no_serious_axe_violations(example_site, driver, kind, width):
    page = example_site / PAGES[kind]
    assert page.exists(), f"the example site has no {PAGES[kind]}"
    driver.set_window_size(width, 900)
    try:
        driver.get(page.as_uri())
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        version = driver.execute_script("return axe.version")
    finally:
        driver.set_window_size(1200, 900)  # the session's browser size, for the other tests
    # axe really looked at the page: it ran its rules and some passed.
    assert results["passes"], f"axe reported no passing rule on {PAGES[kind]}"
    found = blocking_violations(results)
    if found:
        pytest.fail(f"axe-core {version}: " + describe(PAGES[kind], width, found), pytrace=False)


@pytest.mark.parametrize("width", WIDTHS)
def test_private_page_shell_has_no_serious_axe_violations(moup, tmp_path_factory, driver, width):
    """The password shell every private page shows with `privacy: encrypted` (the default)."""
    import shutil
    from conftest import REPO, sealed_path, set_privacy, run_moup

    root = tmp_path_factory.mktemp("encrypted-site")
    shutil.copytree(REPO / "content", root / "content")
    shutil.copytree(REPO / "templates", root / "templates")
    set_privacy(root, None)
    run_moup(moup, "build", "--content", str(root / "content"), "--output", str(root / "site"))
    driver.set_window_size(width, 900)
    try:
        driver.get((root / "site" / sealed_path(root, "payslips/cafe-moup/kim-minji/2026-11-01.html")).as_uri())
        driver.execute_script("sessionStorage.clear()")
        driver.refresh()
        assert driver.find_elements("id", "moup-secret"), "the page is not the locked shell"
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
    finally:
        driver.set_window_size(1200, 900)
    assert results["passes"]
    found = blocking_violations(results)
    if found:
        pytest.fail(describe("private shell", width, found), pytrace=False)


def test_failure_message_names_rule_impact_and_selectors():
    results = {"violations": [
        {"id": "label", "impact": "critical", "help": "Form elements must have labels",
         "nodes": [{"target": ["li:nth-child(1) > input"]}, {"target": ["li:nth-child(2) > input"]}]},
        {"id": "region", "impact": "moderate", "help": "Content should be in landmarks", "nodes": [{"target": ["p"]}]},
    ]}
    found = blocking_violations(results)
    assert [rule for rule, *_ in found] == ["label"]
    message = describe("a.html", 390, found, limit=1)
    assert message.splitlines() == [
        "a.html at 390px: 2 elements violate 1 rules",
        "  label (critical): Form elements must have labels; 2 elements",
        "    li:nth-child(1) > input",
        "    … and 1 more",
    ]
