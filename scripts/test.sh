#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine with only Python, then runs them all:
# a virtual environment with the pinned packages, Debian's Chromium for the browser tests
# (browsers cannot be downloaded here, so Playwright drives /usr/bin/chromium), Debian's
# PostgreSQL server programs (the storage tests start a throwaway cluster of their own: no
# system service is used), ruff, pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-test.txt
# glicko2's wheel also installs a top-level package named `tests` (its own), which hides this
# repository's tests folder from `from tests.browser.conftest import ...`: remove it.
rm -rf "$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/tests"
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
.venv/bin/ruff check .
HYPOTHESIS_PROFILE="${HYPOTHESIS_PROFILE:-thorough}" .venv/bin/python -m pytest "$@"
