"""A first start is quiet: the package metadata uses the SPDX licence string (setuptools warns about the old table
form on every install), and run.py shows what pip says only when a step fails."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run_module():
    spec = importlib.util.spec_from_file_location("playmat_run", ROOT / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_licence_is_an_spdx_string_and_setuptools_new_enough_for_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    assert "setuptools>=77" in project["build-system"]["requires"]


def test_a_setup_step_says_nothing_unless_it_fails(capsys):
    run = _run_module()
    run._quietly([sys.executable, "-c", "print('lots of pip output'); import sys; print('a warning', file=sys.stderr)"])
    out, err = capsys.readouterr()
    assert out == "" and err == ""
    with pytest.raises(SystemExit) as stopped:
        run._quietly([sys.executable, "-c", "print('why it failed'); raise SystemExit(3)"])
    assert "Setting up failed (exit 3)" in str(stopped.value)
    assert "why it failed" in capsys.readouterr().err
