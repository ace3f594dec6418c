"""A throwaway PostgreSQL cluster for the tests (and the benchmark: `python tests/pg_cluster.py` runs one until
Enter is pressed, printing its database's URL): initdb in a temporary folder, one server on 127.0.0.1 and a
free port, trust authentication, stopped and removed at the end. PostgreSQL refuses to run as root, so
under root the cluster belongs to the `postgres` system user (Debian's package makes it)."""

from __future__ import annotations

import atexit
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def binaries() -> Path | None:
    """The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/VERSION/bin), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"), key=lambda path: int(Path(path).parts[-3]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path and shutil.which("initdb") else None


SYSTEM_FOLDERS = ("/usr/sbin", "/sbin")
"""Where Debian puts runuser: often off the PATH of a root shell that did not log in (`su` without `-`)."""


def runuser() -> str | None:
    """The path of runuser (util-linux), looked for on the PATH and in the system folders, or None."""
    return shutil.which("runuser", path=os.pathsep.join([os.environ.get("PATH", os.defpath), *SYSTEM_FOLDERS]))


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def owned_folder(prefix: str) -> Path:
    """A new temporary folder the clusters' owner may write in (`postgres` when running as root)."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    if os.geteuid() == 0:
        import pwd  # POSIX alone: a module importing this one still collects on Windows

        entry = pwd.getpwnam("postgres")
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    return folder


TEMPLATES: dict[tuple[Path, str], Path] = {}
"""The data folders made by initdb in this process, by binaries folder and user (Cluster._template)."""


class Cluster:
    """One temporary PostgreSQL server; `url(db)` names a database on it."""

    def __init__(self, bin_dir: Path, durable: bool = False) -> None:
        """initdb and start the server (as `postgres` when running as root); `durable`: fsync on (benchmarks)."""
        self.bin = bin_dir
        self.folder = owned_folder("ag-pg-")
        self.data = self.folder / "data"
        import pwd  # POSIX alone: a module importing this one still collects on Windows

        self.user = "postgres" if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name
        self._as_owner("cp", "-a", str(self._template()), str(self.data))
        self.port = self._first_start(durable)
        self.databases = 0

    def _template(self) -> Path:
        """A data folder fresh from initdb, made once a process for these binaries and this user and copied for
        each cluster: initdb takes about 0.7 s of CPU, a copy a tenth of that (the suite makes some thirty)."""
        key = (self.bin, self.user)
        if key not in TEMPLATES:
            folder = owned_folder("ag-pg-template-")
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            data = folder / "data"
            self._run("initdb", "-D", str(data), "-U", self.user, "--auth=trust", "-E", "UTF8", "--no-sync")
            TEMPLATES[key] = data
        return TEMPLATES[key]

    def _first_start(self, durable: bool, attempts: int = 5) -> int:
        """Start the server on a free port; the port it listens on. A port found free can be taken before the
        server binds it (tests run in parallel, each worker with a cluster of its own): then another one. Later
        starts (after a crash or a halt) use the same port, as a restarted server does."""
        for attempt in range(attempts):
            port = free_port()
            self.options = (
                f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={self.folder} "
                f"-c fsync={'on' if durable else 'off'} -c max_connections=60 -c shared_buffers=16MB"
            )
            log = self.folder / "log"
            log.unlink(missing_ok=True)
            try:
                self._ctl("start")
                return port
            except subprocess.CalledProcessError:
                said = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
                if "could not bind" not in said or attempt == attempts - 1:
                    raise
        raise AssertionError("unreachable")

    def start(self) -> None:
        """Start the server (again, after a crash: once the old server's backends have gone, within 30 s)."""
        deadline = time.monotonic() + 30
        while True:
            try:
                self._ctl("start")
                return
            except subprocess.CalledProcessError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def restart(self) -> None:
        """Restart the server as an operator does (`pg_ctl restart`: a fast shutdown, then a start)."""
        self._ctl("restart", "-m", "fast")

    def halt(self) -> None:
        """Stop the server as an operator does (a fast shutdown), keeping its data to start again."""
        self._ctl("stop", "-m", "fast")

    def crash(self) -> None:
        """kill -9 of the postmaster, as a crash would (its backends notice and end by themselves)."""
        os.kill(int((self.data / "postmaster.pid").read_text().split()[0]), signal.SIGKILL)

    def _ctl(self, *action: str) -> None:
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-l",
            str(self.folder / "log"),
            "-o",
            self.options,
            "-w",
            "-t",
            "60",
            *action,
        )

    def _run(self, tool: str, *args: str) -> None:
        self._as_owner(str(self.bin / tool), *args)

    def _as_owner(self, *command: str) -> None:
        """Run a command as the cluster's owner (`postgres` under root), in its folder; raise if it fails."""
        if os.geteuid() == 0:
            command = (runuser() or "runuser", "-u", "postgres", "--", *command)
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=self.folder)

    def url(self, database: str) -> str:
        """The URL of a database on this server."""
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new empty database; its URL."""
        import psycopg

        self.databases += 1
        name = f"tables{self.databases}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        """Stop the server at once and remove its folder."""
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            time.sleep(0.1)
            shutil.rmtree(self.folder, ignore_errors=True)


if __name__ == "__main__":
    found = binaries()
    if found is None:
        raise SystemExit("no PostgreSQL server found (apt-get install postgresql)")
    running = Cluster(found, durable=True)
    try:
        print(running.new_database(), flush=True)
        input()
    finally:
        running.stop()
