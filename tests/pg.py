"""A throwaway PostgreSQL cluster of the tests' own (and ``scripts/bench_storage.py``'s): initdb
in a temporary folder, the server on a unix socket in that folder (no TCP, no system service),
stopped and removed at the end, however the test run ends (``reaper.Reaper``: the server is not a
child of the test process, ``pg_ctl`` starts it in a session of its own). As root, the server
runs as ``nobody`` (PostgreSQL refuses to run as root). ``fresh_url()`` gives each test a schema
of its own, so every test starts on an empty database whose schema the app makes itself."""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import quote

from reaper import Reaper


def binaries() -> Path | None:
    """The folder of PostgreSQL's server programs (``initdb``, ``pg_ctl``), if installed."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(versions[-1]).parent if versions else None


def _free_port() -> int:
    # the port names the socket file (.s.PGSQL.<port>); a free one keeps clear of any other server
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    def __init__(self, durable: bool = False):
        """Starts the cluster; ``durable`` keeps PostgreSQL's own syncing (for figures), else a
        test cluster writes without fsync."""
        bin_dir = binaries()
        if bin_dir is None:
            raise RuntimeError("PostgreSQL is not installed (scripts/test.sh installs it with apt)")
        self.folder = Path(tempfile.mkdtemp(prefix="brisca-pg-"))
        self.port, self.data = _free_port(), self.folder / "data"
        self._as = []
        if os.geteuid() == 0:
            shutil.chown(self.folder, "nobody", "nogroup" if _has_group("nogroup") else "nobody")
            self._as = ["runuser", "-u", "nobody", "--"]
        self._pg_ctl = str(bin_dir / "pg_ctl")
        # from here on the folder and the server go when the test process does, whatever ends it
        self._reaper = Reaper(self.folder, [*self._as, self._pg_ctl, "-D", str(self.data), "-m", "immediate",
                                            "-w", "stop"])
        self._options = f"-p {self.port} -k {self.folder} -c listen_addresses=''"
        if not durable:
            self._options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        try:
            self._run(str(bin_dir / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E",
                      "UTF8", "--locale=C", "--no-sync")
            self.start()
        except BaseException:
            self.stop()
            raise
        self._schemas = itertools.count(1)

    def start(self) -> None:
        """Starts the server (again, after ``halt``), waiting until it takes connections."""
        self._run(self._pg_ctl, "-D", str(self.data), "-l", str(self.folder / "log"), "-o", self._options, "-w",
                  "start")

    def halt(self, mode: str = "fast") -> None:
        """Stops the server, its connections cut (``fast``: what is committed is kept; a test
        cluster writes without syncing, so ``immediate`` may lose the last commits)."""
        self._run(self._pg_ctl, "-D", str(self.data), "-m", mode, "-w", "stop")

    def _run(self, *command: str) -> None:
        done = subprocess.run([*self._as, *command], capture_output=True, text=True, cwd=self.folder)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {done.stderr or done.stdout}")

    def url(self, schema: str | None = None, read_only: bool = False) -> str:
        """The URL of the cluster's database, its tables in ``schema`` (or the default one);
        ``read_only``: every transaction of its connections is read-only (a standby's)."""
        url = f"postgresql:///postgres?host={quote(str(self.folder), safe='')}&port={self.port}&user=postgres"
        options = (f"-c search_path={schema} " if schema else "") + ("-c default_transaction_read_only=on"
                                                                    if read_only else "")
        return url + (f"&options={quote(options.strip(), safe='')}" if options else "")

    def fresh_schema(self) -> str:
        """A new, empty schema's name."""
        import psycopg

        schema = f"t{os.getpid()}_{next(self._schemas)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        return schema

    def fresh_url(self) -> str:
        """A URL whose tables land in a new, empty schema."""
        return self.url(self.fresh_schema())

    def down_url(self) -> str:
        """A URL of a server that is not running (a socket folder nothing listens in)."""
        return f"postgresql:///postgres?host={quote(str(self.folder / 'data'), safe='')}&port={self.port}&user=postgres"

    def stop(self) -> None:
        """Stops the server and removes its folder, now (once: also at exit, should the session
        end without its fixtures' teardown, or right after, should the process be killed)."""
        self._reaper.reap()


def _has_group(name: str) -> bool:
    import grp

    try:
        grp.getgrnam(name)
        return True
    except KeyError:
        return False
