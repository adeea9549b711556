#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine with only Python, then runs them all:
# a virtual environment with the pinned packages, Debian's Chromium for the browser tests
# (browsers cannot be downloaded here, so Playwright drives /usr/bin/chromium), Debian's
# PostgreSQL server programs (the storage tests start a throwaway cluster of their own: no
# system service is used), ruff, pytest (with pytest-xdist).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-test.txt
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
.venv/bin/ruff check .
export HYPOTHESIS_PROFILE="${HYPOTHESIS_PROFILE:-thorough}"
# Two runs. The tests without a browser share the two cores (pytest-xdist, each worker taking
# the next test as it finishes one: the long hypothesis tests do not hold the other back).
# The browser tests then run one at a time on an otherwise idle machine, as a person's browser
# and the server answering it would: beside a busy worker their waits measure the load.
# Both always run; the command fails if either did. Exit status 5 is "nothing selected" (a
# path given that holds only one kind of test).
failed=0
.venv/bin/python -m pytest -n 2 --dist worksteal -m "not browser" "$@" || [ $? = 5 ] || failed=1
.venv/bin/python -m pytest -m browser "$@" || [ $? = 5 ] || failed=1
exit "$failed"
