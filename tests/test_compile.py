"""Compiling the kernels: the notice a user sees, the warm-up, the cache's folder.

The notice and the warm-up are checked in fresh processes with an empty numba cache (each
compiles a small family once); what a terminal shows is read through a pseudo-terminal.
Behaviour only: no test looks at a clock.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pokerrank import _compile
from pokerrank.kernels.families import BADUGI, FAMILIES, VALIDATE

NOTICE = "pokerrank: compiling the Badugi evaluator (once per machine, about"
STATS = ("stats", "--ranking", "badugi", "--cards", "4", "--no-progress")


def _env(cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POKERRANK_", "NUMBA_"))}
    env["NUMBA_CACHE_DIR"] = str(cache)
    env["COLUMNS"] = "100"
    return env


def _on_terminal(args: tuple[str, ...], cache: Path) -> tuple[int, str, str]:
    """Run ``python -m pokerrank *args`` with standard error on a pseudo-terminal."""
    pty = pytest.importorskip("pty")
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "pokerrank", *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=slave,
        env=_env(cache),
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # the other end closed
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    out = proc.communicate()[0].decode()
    return proc.returncode, out, b"".join(chunks).decode(errors="replace")


def _piped(args: tuple[str, ...], cache: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pokerrank", *args], capture_output=True, text=True, env=_env(cache), check=False
    )


@pytest.mark.slow
def test_a_terminal_sees_what_compiles_once_and_a_bar_that_moves(tmp_path: Path) -> None:
    code, out, err = _on_terminal(STATS, tmp_path)
    assert code == 0, err
    assert "270,725" in out  # the command's own output
    assert err.count(NOTICE) == 1
    assert err.index(NOTICE) == 0  # the first thing on standard error
    assert "compiling" in err.split(NOTICE, 1)[1] and "%" in err  # the bar under it
    # the second run loads the kernels from the cache: nothing to say
    code, again, err = _on_terminal(STATS, tmp_path)
    assert code == 0 and again.split("(")[0] == out.split("(")[0]  # the same counts (not the same seconds)
    assert "compiling" not in err


@pytest.mark.slow
def test_nothing_is_said_in_a_pipe_or_with_json(tmp_path: Path) -> None:
    piped = _piped(STATS, tmp_path / "pipe")
    assert piped.returncode == 0 and "270,725" in piped.stdout
    assert piped.stderr == ""
    code, out, err = _on_terminal((*STATS, "--json"), tmp_path / "json")
    assert code == 0
    assert json.loads(out)["total"] == 270725
    assert err.strip() == ""
    # both compiled all the same: the next run finds the family in its cache
    assert any((tmp_path / "pipe").glob("pokerrank-marks/badugi-*"))


@pytest.mark.slow
def test_warmup_compiles_what_it_says(tmp_path: Path) -> None:
    listed = json.loads(_piped(("warmup", "--list", "--json"), tmp_path).stdout)
    assert listed["cache"] == str(tmp_path)
    assert [f["name"] for f in listed["families"]] == list(FAMILIES)
    assert {f["state"] for f in listed["families"]} == {"not cached"}

    first = _piped(("warmup", "validate", "--json"), tmp_path)
    assert first.returncode == 0, first.stderr
    [row] = json.loads(first.stdout)["families"]
    assert (row["name"], row["state"], row["kernels"]) == ("validate", "compiled", list(VALIDATE.kernels))
    assert list(tmp_path.glob("*/validate.first_invalid_row-*.nbi"))  # numba's index of the kernel

    [row] = json.loads(_piped(("warmup", "validate", "--json"), tmp_path).stdout)["families"]
    assert row["state"] == "loaded"
    states = {
        f["name"]: f["state"] for f in json.loads(_piped(("warmup", "--list", "--json"), tmp_path).stdout)["families"]
    }
    assert states["validate"] == "cached" and states["hands"] == "not cached"

    bad = _piped(("warmup", "valdiate"), tmp_path)
    assert bad.returncode == 2 and bad.stderr.startswith("error: no kernel family 'valdiate'")
    assert "did you mean 'validate'" in bad.stderr


@pytest.mark.slow
def test_python_m_pokerrank_warmup_lists_the_families(tmp_path: Path) -> None:
    out = _piped(("warmup", "--list"), tmp_path).stdout
    for name, family in FAMILIES.items():
        assert name in out and family.title in out
    assert f"cache: {tmp_path}" in out


# -- where the cache goes -----------------------------------------------------------------------


@pytest.fixture
def fresh_cache_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """configure_cache() as in a new process (it runs once per process)."""
    monkeypatch.setattr(_compile, "_configured", False)
    monkeypatch.setattr(_compile, "_location", None)
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    numba_config = sys.modules.get("numba.core.config")
    if numba_config is not None:
        monkeypatch.setattr(numba_config, "CACHE_DIR", getattr(numba_config, "CACHE_DIR", ""))


@pytest.mark.usefixtures("fresh_cache_choice")
def test_numba_cache_dir_is_honoured(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "mine"))
    assert _compile.cache_location() == tmp_path / "mine"
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "mine")


@pytest.mark.usefixtures("fresh_cache_choice")
def test_every_install_caches_in_the_user_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Editable, regular or read-only: one folder per user, never beside the source (an
    editable install's cache would land in the checkout, apart from every other install's)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert _compile.cache_location() == tmp_path / "xdg" / "pokerrank" / "numba"
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "xdg" / "pokerrank" / "numba")


@pytest.mark.slow
def test_a_new_process_compiles_into_the_user_folder_not_the_package(tmp_path: Path) -> None:
    """With no NUMBA_CACHE_DIR, a warm-up writes numba's files under the user's cache folder
    and nothing beside the package's source (as an editable install's checkout is)."""
    package = Path(_compile.__file__).resolve().parent
    before = set(package.rglob("*.nb[ic]"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POKERRANK_", "NUMBA_"))}
    env.update(XDG_CACHE_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path / "home"))
    command = [sys.executable, "-m", "pokerrank", "warmup", "validate", "--json"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["cache"] == str(tmp_path / "xdg" / "pokerrank" / "numba")
    assert list((tmp_path / "xdg" / "pokerrank" / "numba").glob("*/validate.first_invalid_row-*.nbi"))
    assert set(package.rglob("*.nb[ic]")) <= before


@pytest.mark.usefixtures("fresh_cache_choice")
def test_with_no_writable_home_a_temporary_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(_compile, "_writable", lambda folder: str(folder).startswith(str(tmp_path / "tmp")))
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path / "tmp"))
    location = _compile.cache_location()
    assert location is not None and location.parent == tmp_path / "tmp"
    assert location.name.startswith("pokerrank-numba-")


def test_the_notice_names_every_family_and_the_time() -> None:
    notice = _compile._Notice([VALIDATE, BADUGI], sys.stderr)
    text = notice.text()
    assert text.startswith("pokerrank: compiling the card checks and the Badugi evaluator (once per machine, about ")
    assert text.endswith(f"{max(1, round(VALIDATE.seconds + BADUGI.seconds))} s)")
    with _compile.notices(False):
        assert not _compile.notices_enabled()


# -- whether a family is cached: asked on every exact Omaha equity, so cheap to ask again ---------


@pytest.fixture
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A cache folder of this test's own, no family ready and no mark worked out yet."""
    monkeypatch.setattr(_compile, "_configured", True)
    monkeypatch.setattr(_compile, "_location", tmp_path / "numba")
    monkeypatch.setattr(_compile, "_ready", set())
    monkeypatch.setattr(_compile, "_marks", {})
    return tmp_path / "numba"


def _as_computed_afresh(family: _compile.Family) -> bool:
    """is_cached's answer with nothing remembered: ready, or the mark of the sources as they are now."""
    location = _compile.cache_location()
    if family.ready:
        return True
    mark = None if location is None else _compile._mark_now(family, location)
    return mark is not None and mark.exists()


@pytest.mark.usefixtures("own_cache")
@pytest.mark.parametrize("family", [VALIDATE, BADUGI], ids=lambda f: f.name)
def test_is_cached_answers_as_worked_out_afresh_in_every_state(
    family: _compile.Family, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def both() -> tuple[bool, bool]:
        return _compile.is_cached(family), _as_computed_afresh(family)

    assert both() == (False, False)  # nothing in the cache
    assert both() == (False, False)  # asked again: still not (no answer remembered)
    mark = _compile._mark_now(family, _compile.cache_location() or tmp_path)
    assert mark is not None and mark.parent.parent == tmp_path / "numba"
    mark.parent.mkdir(parents=True)
    mark.write_text("another process compiled it\n")
    assert both() == (True, True)  # marked meanwhile, by another process
    mark.unlink()
    assert both() == (False, False)  # the mark removed
    _compile._ready.add(family.name)  # what prepare() does once the family is compiled here
    assert both() == (True, True)
    _compile._ready.discard(family.name)
    monkeypatch.setattr(_compile, "_location", tmp_path / "elsewhere")  # another folder, another answer
    assert both() == (False, False)
    other = _compile._mark_now(family, tmp_path / "elsewhere")
    assert other is not None and other != mark and other.name == mark.name
    other.parent.mkdir(parents=True)
    other.write_text("compiled into the other folder\n")
    assert both() == (True, True)


@pytest.mark.usefixtures("own_cache")
def test_the_mark_is_worked_out_once_per_family(monkeypatch: pytest.MonkeyPatch) -> None:
    worked: list[str] = []
    afresh = _compile._mark_now

    def counted(family: _compile.Family, location: Path) -> Path | None:
        worked.append(family.name)
        return afresh(family, location)

    monkeypatch.setattr(_compile, "_mark_now", counted)
    versions: list[int] = []
    version = _compile._numba_version
    monkeypatch.setattr(_compile, "_numba_version", lambda: versions.append(1) or version())
    for _ in range(5):
        assert not _compile.is_cached(VALIDATE)
        assert not _compile.is_cached(BADUGI)
    assert sorted(worked) == ["badugi", "validate"]
    assert len(versions) == 2  # the sources' stamps and the versions hashed once per family
    assert _compile._mark(VALIDATE) == afresh(VALIDATE, _compile.cache_location() or Path())


def test_a_family_whose_source_is_missing_is_never_cached(own_cache: Path) -> None:
    ghost = _compile.Family("ghost", "a family with no source", ("pokerrank.no_such_module:kernel",), 1.0)
    assert _compile._mark(ghost) is None
    assert not _compile.is_cached(ghost) and not _compile.is_cached(ghost)
    assert not own_cache.exists()
