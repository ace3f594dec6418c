"""A small client of speech-dispatcher's own protocol (SSIP), over its socket.

No system Python module or native library is needed: the app talks to the server the way
`spd-say` does. Every reply is awaited with a timeout, so a server whose audio has hung costs
the app a second, never the keyboard. When no server runs yet, one is started the way the
official client library does it (`speech-dispatcher --spawn`).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPLY_TIMEOUT_S = 1.5
"""A server that takes longer than this to answer one command has hung (its audio, usually)."""
LIST_TIMEOUT_S = 6.0
"""The voice list: the server first asks its module, which may take a second on a busy machine."""
SPAWN_TIMEOUT_S = 8.0
"""Starting the server lists the voices of its modules: a second or two, more on a loaded machine."""
SOCKET_WAIT_S = 2.0
"""After a successful start, how long the socket may take to accept a connection."""
SPAWN_LOCALE = "C.UTF-8"
"""The locale the server is started again with when the environment's is not installed (every system has it)."""
CLIENT_NAME = "user:accessible-games:main"
MAX_LINE = 4096
"""Longest reply line read (a voice list line is far shorter)."""

PREFERRED_VOICES: dict[str, tuple[str, ...]] = {
    "en": ("en-us", "en-gb", "en"),
    "fr": ("fr-fr", "fr"),
    "ru": ("ru", "ru-ru"),
}
"""Languages of the voices to prefer, best first: the standard speech of each language, never a regional one."""


class SsipError(RuntimeError):
    """speech-dispatcher is not there, refused a command (`refused`), or did not answer in time (`timeout`)."""

    def __init__(self, message: str, timeout: bool = False, refused: bool = False) -> None:
        super().__init__(message)
        self.timeout = timeout
        self.refused = refused
        """The server answered, with an error: the connection itself still works."""


@dataclass(frozen=True)
class SsipVoice:
    """One voice the server offers: its name, language code ("fr-FR", "en-029") and variant."""

    name: str
    language: str
    variant: str = ""


def server_address(environ: dict[str, str] | None = None) -> tuple[str, str]:
    """Where the server listens: ("unix", path) or ("inet", "host:port"), as the official client finds it."""
    env = os.environ if environ is None else environ
    address = env.get("SPEECHD_ADDRESS", "")
    method, _, rest = address.partition(":")
    if method == "unix_socket" and rest:
        return "unix", rest
    if method == "inet_socket":
        host, _, port = rest.partition(":")
        return "inet", f"{host or '127.0.0.1'}:{port or '6560'}"
    runtime = env.get("XDG_RUNTIME_DIR") or str(Path(env.get("HOME", "~")).expanduser() / ".cache")
    return "unix", str(Path(runtime) / "speech-dispatcher" / "speechd.sock")


def server_program() -> str | None:
    """The speech-dispatcher program, if installed (SPEECHD_CMD names another, as for the official client)."""
    return (
        os.environ.get("SPEECHD_CMD")
        or shutil.which("speech-dispatcher")
        or ("/usr/bin/speech-dispatcher" if Path("/usr/bin/speech-dispatcher").exists() else None)
    )


def spawn_server(kind: str, where: str, timeout: float = SPAWN_TIMEOUT_S) -> int:
    """Start a server for this user (it goes to the background once its socket is ready); `--spawn`'s exit status:
    not 0 when autospawn is off, or when another start for this user is under way ("already running")."""
    program = server_program()
    if program is None:
        raise SsipError("speech-dispatcher is not installed")
    args = [program, "--spawn"]
    if kind == "unix":
        try:
            Path(where).parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as error:
            raise SsipError(f"no folder for speech-dispatcher's socket: {error}") from error
        args += ["--communication-method", "unix_socket", "--socket-path", where]
    else:
        args += ["--communication-method", "inet_socket", "--port", where.rpartition(":")[2]]
    status, said = _run_spawn(args, timeout, None)
    if status != 0 and b"setlocale" in said:
        # It ends at once when the locale the environment names is not installed here (an SSH login from a
        # machine with another locale): started again with one every system has.
        status, said = _run_spawn(args, timeout, {**os.environ, "LC_ALL": SPAWN_LOCALE})
    return status


def _run_spawn(args: list[str], timeout: float, env: dict[str, str] | None) -> tuple[int, bytes]:
    """Run `speech-dispatcher --spawn`: its exit status and what it wrote on stderr (into a file, not a pipe, which
    the server going to the background could keep open)."""
    with tempfile.TemporaryFile() as errors:
        try:
            started = subprocess.run(
                args,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=errors,
                env=env,
                timeout=timeout,
                check=False,
                start_new_session=True,
            )
        except subprocess.TimeoutExpired as error:
            raise SsipError("speech-dispatcher did not start in time", timeout=True) from error
        except OSError as error:
            raise SsipError(f"speech-dispatcher could not start: {error}") from error
        errors.seek(0)
        return started.returncode, errors.read(4096)


def starting_elsewhere(kind: str, where: str) -> bool:
    """True when another start of this user's server is under way (its pid file is there before its socket, and
    `--spawn` then ends with "already running"): a screen reader's library may start it at the same moment."""
    return kind == "unix" and (Path(where).parent / "pid" / "speech-dispatcher.pid").exists()


def _connect(kind: str, where: str, timeout: float) -> socket.socket:
    """A connected socket, or OSError."""
    if kind == "unix":
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        target: object = where
    else:
        host, _, port = where.rpartition(":")
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        target = (host, int(port))
    sock.settimeout(timeout)
    try:
        sock.connect(target)  # type: ignore[arg-type]
    except OSError:
        sock.close()
        raise
    return sock


class SsipConnection:
    """One client connection: commands, replies, text to speak; every reply awaited at most `timeout`."""

    def __init__(self, sock: socket.socket, timeout: float = REPLY_TIMEOUT_S) -> None:
        self.sock = sock
        self.sock.settimeout(timeout)
        self._buffer = b""

    @classmethod
    def open(
        cls, spawn: bool = True, timeout: float = REPLY_TIMEOUT_S, spawn_timeout: float = SPAWN_TIMEOUT_S
    ) -> "SsipConnection":
        """Connect to this user's server, starting one first if none listens; SsipError if none answers."""
        kind, where = server_address()
        try:
            sock = _connect(kind, where, timeout)
        except OSError as first:
            if not spawn or os.environ.get("SPEECHD_ADDRESS"):  # a server named outright is not started here
                raise SsipError(f"no speech-dispatcher at {where}: {first}") from first
            status = spawn_server(kind, where, spawn_timeout)
            if status != 0 and not starting_elsewhere(kind, where):  # autospawn off, or a broken install
                raise SsipError(f"speech-dispatcher --spawn ended with status {status}") from first
            deadline = time.monotonic() + SOCKET_WAIT_S  # --spawn returns once the socket is there
            while True:
                try:
                    sock = _connect(kind, where, timeout)
                    break
                except OSError as error:
                    if time.monotonic() > deadline:
                        raise SsipError(f"speech-dispatcher did not open {where}: {error}", timeout=True) from error
                    time.sleep(0.05)
        connection = cls(sock, timeout)
        try:
            connection.command(f"SET self CLIENT_NAME {CLIENT_NAME}")
        except SsipError:
            connection.close()
            raise
        return connection

    def command(self, line: str) -> list[str]:
        """Send one command; the reply's lines (the last one is the status). SsipError on a refusal."""
        self._send(line + "\r\n")
        return self._reply()

    def speak(self, text: str) -> None:
        """Queue `text` (one line) at the current priority."""
        self.command("SPEAK")
        body = text.replace("\r", " ").replace("\n", " ")
        if body.startswith("."):
            body = "." + body  # a line starting with a dot is escaped by doubling it
        self._send(body + "\r\n.\r\n")
        self._reply()

    def voices(self) -> list[SsipVoice]:
        """The voices of the current output module."""
        found: list[SsipVoice] = []
        timeout = self.sock.gettimeout()
        self.sock.settimeout(max(LIST_TIMEOUT_S, timeout or 0))
        try:
            reply = self.command("LIST SYNTHESIS_VOICES")
        finally:
            self.sock.settimeout(timeout)
        for line in reply[:-1]:
            parts = line[4:].split("\t")
            if len(parts) >= 2 and parts[0]:
                found.append(SsipVoice(parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
        return found

    def close(self) -> None:
        """Say goodbye (without waiting long) and close the socket."""
        try:
            self.sock.settimeout(0.2)
            self._send("QUIT\r\n")
        except (OSError, SsipError):
            pass
        finally:
            self.sock.close()

    def _send(self, data: str) -> None:
        try:
            self.sock.sendall(data.encode("utf-8"))
        except socket.timeout as error:
            raise SsipError("speech-dispatcher stopped reading", timeout=True) from error
        except OSError as error:
            raise SsipError(f"speech-dispatcher went away: {error}") from error

    def _reply(self) -> list[str]:
        """Read reply lines up to the final one ("NNN text"); raise SsipError unless it is 2xx."""
        lines: list[str] = []
        while True:
            line = self._line()
            lines.append(line)
            if len(line) >= 4 and line[3] == " ":
                break
        if not lines[-1][:1] == "2":
            raise SsipError(f"speech-dispatcher refused: {lines[-1]}", refused=True)
        return lines

    def _line(self) -> str:
        while b"\r\n" not in self._buffer:
            if len(self._buffer) > MAX_LINE:
                raise SsipError("speech-dispatcher sent an overlong line")
            try:
                chunk = self.sock.recv(4096)
            except socket.timeout as error:
                raise SsipError("speech-dispatcher did not answer in time", timeout=True) from error
            except OSError as error:
                raise SsipError(f"speech-dispatcher went away: {error}") from error
            if not chunk:
                raise SsipError("speech-dispatcher closed the connection")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\r\n", 1)
        return line.decode("utf-8", "replace")


def choose_voice(voices: list[SsipVoice], lang: str, wanted: str | None = None) -> SsipVoice | None:
    """The voice named `wanted` if it speaks `lang`; else the standard voice of `lang` (en-US, fr-FR, ru),
    never a regional one (en-029, fr-BE) while a standard one exists; None when none speaks `lang`."""
    ours = [voice for voice in voices if voice.language.lower().replace("_", "-").split("-")[0] == lang]
    for voice in ours:
        if wanted and voice.name == wanted:
            return voice
    for code in PREFERRED_VOICES.get(lang, (lang,)):
        for voice in ours:
            if voice.language.lower().replace("_", "-") == code:
                return voice
    return ours[0] if ours else None


def ssip_rate(rate: int) -> int:
    """The app's rate (0-100, 50 normal) as SSIP's (-100..100, 0 the server's normal)."""
    return max(-100, min(100, (rate - 50) * 2))


def ssip_volume(volume: int) -> int:
    """The app's volume (0-100 percent) as SSIP's (-100..100, 100 the loudest)."""
    return max(-100, min(100, volume * 2 - 100))
