"""The shipped proxy configurations (docs/proxy/) run for real in front of `serve` processes: Debian's HAProxy
and nginx, on 127.0.0.1 and free ports, skipped with the reason where the package is absent (failed under CI,
whose .ci/run installs them)."""

from __future__ import annotations

import re
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from pg_cluster import free_port
from web_helpers import need

ROOT = Path(__file__).resolve().parent.parent
HAPROXY_CONFIG = ROOT / "docs" / "proxy" / "haproxy.cfg"
NGINX_CONFIG = ROOT / "docs" / "proxy" / "nginx.conf"
SHIPPED_PORTS = ("127.0.0.1:8765", "127.0.0.1:8766")  # the serve processes the shipped files name


def haproxy() -> str:
    """HAProxy's program (Debian: /usr/sbin/haproxy), or the test is skipped (failed under CI)."""
    found = shutil.which("haproxy", path="/usr/sbin:/usr/bin:/sbin")
    need(found is not None, "the proxy tests need Debian's haproxy (apt-get install haproxy)")
    assert found is not None
    return found


def nginx() -> str:
    """nginx's program (Debian: /usr/sbin/nginx), or the test is skipped (failed under CI)."""
    found = shutil.which("nginx", path="/usr/sbin:/usr/bin:/sbin")
    need(found is not None, "the proxy tests need Debian's nginx (apt-get install nginx-light or nginx)")
    assert found is not None
    return found


def wait_listening(port: int, process: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    """Until something accepts on 127.0.0.1:`port` (the proxy is up)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if process.poll() is not None:
            raise AssertionError(f"the proxy stopped at once: {process.communicate()[1].decode(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("the proxy did not listen")


class Proxy:
    """A running proxy with the shipped configuration, its listening port and its serve processes' ports
    put in; `url` is where players connect."""

    def __init__(self, kind: str, ports: list[int]) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix=f"ag-{kind}-"))
        self.port = free_port()
        self.url = f"ws://127.0.0.1:{self.port}"
        text = (HAPROXY_CONFIG if kind == "haproxy" else NGINX_CONFIG).read_text()
        for shipped, port in zip(SHIPPED_PORTS, ports, strict=True):
            assert shipped in text
            text = text.replace(shipped, f"127.0.0.1:{port}")
        if kind == "haproxy":
            text, count = re.subn(r"(?m)^(\s*)bind :80$", rf"\1bind 127.0.0.1:{self.port}", text)
            assert count == 1
            config = self.folder / "haproxy.cfg"
            config.write_text(text)
            command = [haproxy(), "-db", "-f", str(config)]
        else:
            text, count = re.subn(r"(?m)^(\s*)listen 80;$", rf"\1listen 127.0.0.1:{self.port};", text)
            assert count == 1
            folder = self.folder
            config = folder / "nginx.conf"
            config.write_text(
                f"daemon off;\nworker_processes 1;\npid {folder}/nginx.pid;\nerror_log {folder}/error.log;\n"
                "events { worker_connections 512; }\n"
                f"http {{\naccess_log off;\nclient_body_temp_path {folder}/body;\nproxy_temp_path {folder}/proxy;\n"
                f"fastcgi_temp_path {folder}/fastcgi;\nuwsgi_temp_path {folder}/uwsgi;\nscgi_temp_path {folder}/scgi;\n"
                f"{text}\n}}\n"
            )
            command = [nginx(), "-p", str(folder), "-c", str(config)]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_listening(self.port, self.process)

    def stop(self) -> None:
        """Stop the proxy and remove its folder."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        shutil.rmtree(self.folder, ignore_errors=True)
