// The table page: a generic view of the board the server sends (rows of labelled cells, menus,
// what to say). It knows no game. Arrows move real focus on the grid here; Enter, letters and
// menu choices go to the server, which answers in the player's language.
"use strict";

(function () {
  const S = JSON.parse(document.getElementById("strings").textContent);
  const body = document.body;
  const $ = (id) => document.getElementById(id);
  const lang = body.dataset.lang;
  // How long and how often to come back after a dropped link: the terminal client's own policy, given by the server.
  const RETRIES = (body.dataset.retry || "0.2,0.5,1,2,4,8,10").split(",").map((s) => Number(s) * 1000);
  const REPLACED = 4001; // the server's close code: a newer link (another tab, a reload) holds this seat now
  const BACK_SOON = 1013; // the server's close code while its database is away: the table is back in a moment
  const BACK_SOON_EVERY = 1000, BACK_SOON_FOR = 60000; // then a try a second for a minute (as the terminal client)
  const RETRY_FOR = Number(body.dataset.retryFor || 600) * 1000;
  // The heartbeat: a ping every BEAT ms; a link whose oldest unanswered message is STALL ms old is said to
  // stall (the socket may look open for minutes while the server does not answer).
  // At worst a stall is said BEAT + STALL + a tick (under 4 s) after the table stopped: within the 5 s promised.
  const BEAT = 1000, STALL = 2500;
  const GAP = 150; // ms an announcement stays in its live region before the next may take the rotation's turn

  const page = {
    socket: null, request: null, code: "", seat: null, seq: 0, seated: false, leaving: false, retry: 0, outage: 0, backSoon: false,
    board: null, focus: [0, 0], menu: null, localMenu: false, history: [], kinds: [], historyAt: -1, last: "",
    turn: { assertive: 0, polite: 0 }, spoken: { assertive: -1e9, polite: -1e9 }, queued: { assertive: [], polite: [] },
    queueTimer: { assertive: 0, polite: 0 }, sentAt: 0, pinged: 0, arrived: 0, stalled: false, audio: null, cues: new Map(), focusTimer: 0, awaiting: false, gone: false, replaced: false, picked: false,
  };

  // --- settings kept in this browser -----------------------------------------------------
  const settings = Object.assign({ voice: false, voiceName: "", rate: 1.3, volume: 1, sounds: true, large: false },
    readJSON("ag-settings") || {});

  function readJSON(key) {
    try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; }
  }
  function writeJSON(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private mode: nothing kept */ }
  }
  function applySettings() {
    body.classList.toggle("large", settings.large);
    $("voice-on").checked = settings.voice;
    $("voice-rate").value = settings.rate;
    $("voice-volume").value = settings.volume;
    $("sounds-on").checked = settings.sounds;
    $("large-on").checked = settings.large;
  }
  function bindSettings() {
    const save = () => writeJSON("ag-settings", settings);
    $("voice-on").addEventListener("change", (e) => {
      settings.voice = e.target.checked; save();
      say([settings.voice ? S["self-voicing-on"] : S["self-voicing-off"]], "assertive");
    });
    $("voice-rate").addEventListener("change", (e) => { settings.rate = Number(e.target.value); save(); });
    $("voice-volume").addEventListener("change", (e) => { settings.volume = Number(e.target.value); save(); });
    $("voice-choice").addEventListener("change", (e) => { settings.voiceName = e.target.value; save(); });
    $("sounds-on").addEventListener("change", (e) => { settings.sounds = e.target.checked; save(); });
    $("large-on").addEventListener("change", (e) => { settings.large = e.target.checked; save(); applySettings(); });
    if ("speechSynthesis" in window) {
      const fill = () => {
        const select = $("voice-choice");
        const voices = speechSynthesis.getVoices().filter((v) => v.lang.slice(0, 2).toLowerCase() === lang);
        select.replaceChildren(...voices.map((v) => new Option(v.name, v.name, false, v.name === settings.voiceName)));
      };
      fill();
      speechSynthesis.addEventListener("voiceschanged", fill);
    }
  }

  // --- speech: live regions that exist at load, in rotation, a fresh node per message ----
  function say(lines, politeness, kinds) {
    kinds = kinds || lines.map(() => (politeness === "assertive" ? "mine" : "events"));
    kinds = kinds.filter((_, n) => lines[n]);
    lines = lines.filter((line) => line);
    if (!lines.length) return;
    const text = lines.join(" ");
    announce(text, politeness);
    $("said").textContent = text;
    page.last = text;
    remember(lines, kinds);
    voice(text, politeness === "assertive");
  }
  // Answers that come together (a link waking up delivers several at once) never overwrite each other: an
  // announcement stays GAP ms in its region; what comes meanwhile waits its turn in the rotation, in order.
  function announce(text, politeness) {
    page.queued[politeness].push(text);
    body.dataset.pending = String(page.queued.assertive.length + page.queued.polite.length); // for tests: still to say
    if (page.queueTimer[politeness]) return;
    const due = page.spoken[politeness] + GAP - performance.now();
    if (due <= 0) { release(politeness); return; }
    page.queueTimer[politeness] = setTimeout(() => { page.queueTimer[politeness] = 0; release(politeness); }, due);
  }
  function release(politeness) {
    const text = page.queued[politeness].shift();
    if (!text) return;
    if (page.queued[politeness].length) {
      page.queueTimer[politeness] = setTimeout(() => { page.queueTimer[politeness] = 0; release(politeness); }, GAP);
    }
    const count = politeness === "assertive" ? 2 : 3;
    const index = page.turn[politeness] = (page.turn[politeness] + 1) % count;
    for (let n = 0; n < count; n++) {
      if (n !== index) $(politeness + "-" + n).replaceChildren();
    }
    const node = document.createElement("p");
    node.textContent = text;
    $(politeness + "-" + index).replaceChildren(node);
    page.spoken[politeness] = performance.now();
    counted();
  }
  function counted() { // for tests: the messages from the server, once all they say is in the live regions
    body.dataset.pending = String(page.queued.assertive.length + page.queued.polite.length);
    if (!page.queued.assertive.length && !page.queued.polite.length) body.dataset.received = String(page.arrived);
  }
  function remember(lines, kinds) {
    const list = $("history");
    for (const [n, line] of lines.entries()) {
      page.history.push(line);
      page.kinds.push(kinds && BUFFERS.includes(kinds[n]) ? kinds[n] : "events");
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    while (list.children.length > 500) list.firstElementChild.remove();
    page.historyAt = inBuffer().length - 1; // as in the app: "previous" reads the line before the newest
  }
  function voice(text, cut) {
    if (!settings.voice || !("speechSynthesis" in window)) return;
    if (cut) speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.rate = settings.rate;
    utterance.volume = settings.volume;
    const chosen = speechSynthesis.getVoices().find((v) => v.name === settings.voiceName);
    if (chosen) utterance.voice = chosen;
    speechSynthesis.speak(utterance);
  }
  function echo(text) { // navigation echo the screen reader already reads from focus: only the page's own voice says it
    $("said").textContent = text;
    page.last = text;
    voice(text, true);
  }

  // --- cues through Web Audio, unlocked by the first key -------------------------------
  function unlockAudio() {
    if (page.audio || !window.AudioContext) return;
    page.audio = new AudioContext();
  }
  function cue(name, pan) {
    if (!settings.sounds || !page.audio || !/^[a-z][a-z0-9-]{0,40}$/.test(name)) return;
    let loading = page.cues.get(name);
    if (!loading) {
      loading = fetch("/sounds/" + name + ".wav").then((r) => r.arrayBuffer()).then((b) => page.audio.decodeAudioData(b));
      page.cues.set(name, loading);
    }
    loading.then((buffer) => {
      const source = page.audio.createBufferSource();
      source.buffer = buffer;
      const panner = page.audio.createStereoPanner();
      panner.pan.value = Math.max(-1, Math.min(1, pan || 0));
      source.connect(panner).connect(page.audio.destination);
      source.start();
    }).catch(() => page.cues.delete(name));
  }

  // --- the link ------------------------------------------------------------------------
  function send(message) {
    if (page.socket && page.socket.readyState === WebSocket.OPEN) {
      const now = performance.now();
      if (message.type !== "chat") message.at = Math.round(now); // the table refuses a key that reaches it too late
      if (!page.sentAt && message.type !== "focus") page.sentAt = now; // the oldest the table must answer (a focus gets no answer)
      page.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }
  function beat() { // every quarter second: a ping now and then, and a stalled link said once
    if (!connected()) return;
    const now = performance.now();
    if (page.sentAt && now - page.sentAt > STALL && !page.stalled) {
      page.stalled = true;
      cue("invalid", 0);
      say([S.stalled], "assertive");
    }
    if (!page.sentAt && now - page.pinged >= BEAT) { page.pinged = now; send({ type: "ping" }); } // one at a time
  }
  function answered() { // anything from the table: the link is alive
    page.sentAt = 0;
    if (page.stalled) { page.stalled = false; say([S["answering-again"]], "polite"); }
  }
  function stalled() { // a key for the table while it does not answer: refused at once, never played late
    if (!page.stalled) return false;
    cue("invalid", 0);
    say([S.stalled], "assertive");
    return true;
  }
  function open(request) {
    page.request = request;
    page.leaving = false;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + (request.code ? "/t/" + encodeURIComponent(request.code.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")) + "/ws" : "/ws") + "?lang=" + encodeURIComponent(lang));
    page.socket = socket;
    socket.addEventListener("open", () => socket.send(JSON.stringify(page.request)));
    socket.addEventListener("open", () => { if (window.agRemindTo) window.agRemindTo(send); }); // remind.js
    socket.addEventListener("message", (e) => {
      let data;
      try { data = JSON.parse(e.data); } catch (err) { return; }
      if (socket !== page.socket) return;
      answered();
      if (data.type === "pong") return;
      page.arrived++;
      if (data.type === "seated") seated(data);
      else if (data.type === "show") show(data);
      counted();
    });
    socket.addEventListener("close", (e) => closed(socket, e));
  }
  function closed(socket, e) {
    if (socket !== page.socket || page.leaving) return;
    page.sentAt = 0;
    page.stalled = false;
    if (e.code === REPLACED) { replaced(); return; }
    if (!page.seated) return;
    const now = Date.now();
    if (!page.outage) { // the loss is said once; each failed attempt after it is silent
      page.outage = now;
      page.retry = 0;
      page.backSoon = e.code === BACK_SOON;
      say([e.code === BACK_SOON ? S["back-soon"] : S.reconnecting], "polite");
    }
    let delay = RETRIES[Math.min(page.retry, RETRIES.length - 1)];
    if (page.backSoon && now - page.outage < BACK_SOON_FOR) delay = Math.min(delay, BACK_SOON_EVERY);
    page.retry++;
    if (now + delay > page.outage + RETRY_FOR) { giveUp(); return; }
    const kept = readJSON("ag-seat:" + page.code);
    const again = kept && kept.token
      ? { type: "resume", code: page.code, token: kept.token, seen: page.seq }
      : { type: "watch", code: page.code, seen: page.seq };
    setTimeout(() => { if (page.outage && !page.leaving) open(again); }, delay);
  }
  // Focus is always on a live control: after anything that hides what had it (a menu closing, the seat taken
  // back, the table left, the link lost or back, the end), it goes where the page stands now, never to <body>.
  function keepFocus() {
    const active = document.activeElement;
    if (active && active !== body && active.offsetParent !== null && !active.closest("[hidden]")) return;
    let target;
    if (page.menu && !$("menu").hidden) target = $("menu-items").querySelector("[tabindex='0']");
    else if (!$("take-back-line").hidden && !$("table").hidden) target = $("take-back");
    else if (!$("table").hidden) target = $("cell-" + page.focus.join("-")) || $("table-heading"); // the board comes next
    else target = $("join-code").value ? $("join-name") : $("join-code");
    if (target) target.focus();
  }
  function replaced() { // said once; the seat can be taken back from here
    page.replaced = true;
    say([S.replaced], "assertive");
    $("take-back-line").hidden = false;
    $("take-back").focus();
  }
  function takeBack() {
    const kept = readJSON("ag-seat:" + page.code);
    if (!kept || !kept.token) return;
    $("take-back-line").hidden = true;
    keepFocus(); // on the board while the seat comes back
    say([S.connecting], "polite");
    open({ type: "resume", code: page.code, token: kept.token, seen: page.seq });
  }
  function giveUp() {
    page.outage = 0;
    page.seated = false;
    page.gone = true;
    say([S.lost], "assertive");
    keepFocus();
  }
  function connected() { // false while the link is down: keys for the server are answered here instead
    return !page.outage && !page.gone && !page.replaced && !!page.socket && page.socket.readyState === WebSocket.OPEN;
  }
  function offline() { // the answer to a key the server would answer, while there is no link
    say([page.replaced ? S.replaced : page.gone ? S.lost : S.offline], "assertive");
  }
  function seated(data) {
    if (page.outage) { page.outage = 0; say([S["link-back"]], "polite"); } // the return, said once
    page.retry = 0;
    page.gone = false;
    page.replaced = false;
    $("take-back-line").hidden = true;
    page.code = data.code;
    page.seat = data.seat;
    page.seated = true;
    if (data.token) writeJSON("ag-seat:" + data.code, { token: data.token });
    const link = location.origin + "/t/" + encodeURIComponent(data.code);
    $("table-link").href = link;
    $("table-link").textContent = link;
    $("link-line").hidden = false;
    $("table-heading").textContent = data.title + (data.shown ? " · " + data.shown : "");
    document.title = data.title + " · " + S["board-label"];
    history.replaceState(null, "", "/t/" + encodeURIComponent(data.code) + "?lang=" + lang);
    $("start").hidden = true;
    $("table").hidden = false;
    keepFocus();
  }

  // --- what the server shows -------------------------------------------------------------
  function show(data) {
    if (typeof data.seq === "number") page.seq = data.seq;
    const mine = page.awaiting;
    page.awaiting = false;
    const before = page.focus.join("-");
    if (data.board) render(data.board, mine);
    if (page.picked) { // the answer to a menu line: a board that opens no further menu closes this one
      page.picked = false;
      $("menu-items").removeAttribute("aria-busy");
      if (page.menu && !page.localMenu && !(data.board && data.board.menu)) closeMenu();
    }
    if (data.history) remember(data.history, data["history-kinds"]);
    const kinds = data.kinds || {}; // each line's review buffer besides "all"
    const moved = before !== page.focus.join("-") && $("board").contains(document.activeElement);
    const cell = moved && page.board.rows ? page.board.rows[page.focus[0]][page.focus[1]] : null;
    if (data.assertive && cell && data.assertive.join(" ") === cell.name) {
      echo(cell.name); // the key moved the focus and the answer is the cell: the screen reader reads it from the focus
      remember(data.assertive, kinds.assertive);
    } else if (data.assertive) say(data.assertive, "assertive", kinds.assertive);
    if (data.polite) say(data.polite, "polite", kinds.polite);
    for (const played of data.cues || []) cue(played.name, played.pan);
    if (data.error && page.outage) giveUp(); // the table refused us back (gone, or the seat taken): no more tries
    if (data.error === "password") {
      body.dataset.private = "yes";
      $("start").hidden = false;
      $("join-password").focus();
    } else if (data.error && !page.seated) {
      $("start").hidden = false;
      $("join-code").focus();
    }
    if (data.unhandled) say([S["key-nothing"]], "assertive"); // Tab and Backspace never go to the table: the page keeps them
    keepFocus();
  }

  // Only what changed is written: an update rewrote every cell, fact and help line, and each write is layout and
  // paint for the browser and, for a screen reader, a page that changed under its reading cursor.
  function setText(node, text) {
    if (node.textContent !== text) node.textContent = text;
  }
  function setLines(list, tag, lines) { // one `tag` element a line, made again only when a line changed
    const now = Array.from(list.children, (item) => item.textContent);
    if (now.length === lines.length && now.every((line, n) => line === lines[n])) return;
    list.replaceChildren(...lines.map((line) => {
      const item = document.createElement(tag);
      item.textContent = line;
      return item;
    }));
  }
  function render(board, mine) {
    page.board = board;
    const grid = $("board");
    const rows = board.rows || [];
    const shapeKey = rows.map((r) => r.length).join(",") + ":" + board.up;
    const hadFocus = grid.contains(document.activeElement);
    $("hint-button").hidden = !board.hint;
    $("choice-buttons").hidden = !!board.walk || !!board.over; // the arrows choose the move now, not the cells
    grid.dataset.turn = board.turn ? "yes" : "no";
    grid.dataset.over = board.over ? "yes" : "no";
    if (grid.dataset.shape !== shapeKey) {
      grid.dataset.shape = shapeKey;
      // Rows in the game's order, numbered as the game numbers them (row 1 first): a screen reader's
      // "row 5, column 3" is the game's own. Row 1 nearest the player is drawn at the bottom by the style.
      grid.classList.toggle("up", board.up === 1);
      grid.setAttribute("aria-rowcount", String(rows.length));
      grid.setAttribute("aria-colcount", String(Math.max(0, ...rows.map((r) => r.length))));
      grid.replaceChildren(...rows.map((_, r) => {
        const row = document.createElement("div");
        row.setAttribute("role", "row");
        row.setAttribute("aria-rowindex", String(r + 1));
        row.className = "row";
        rows[r].forEach((_, c) => {
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          cell.setAttribute("aria-colindex", String(c + 1));
          cell.id = "cell-" + r + "-" + c;
          cell.tabIndex = -1;
          cell.className = "cell";
          const shown = document.createElement("span");
          shown.setAttribute("aria-hidden", "true");
          shown.className = "short";
          const said = document.createElement("span");
          said.className = "sr-only";
          cell.append(shown, said);
          cell.addEventListener("click", () => tap([r, c]));
          row.append(cell);
        });
        const note = document.createElement("span"); // what the drawing shows after the row (an area's total): seen, not read
        note.className = "row-note";
        note.id = "note-" + r;
        note.setAttribute("aria-hidden", "true");
        row.append(note);
        return row;
      }));
    }
    rows.forEach((_, r) => { setText($("note-" + r), (board.notes || [])[r] || ""); });
    rows.forEach((cells, r) => cells.forEach((cell, c) => {
      const node = $("cell-" + r + "-" + c);
      setText(node.firstChild, cell.text || "·");
      setText(node.lastChild, cell.name);
    }));
    setLines($("facts"), "li", board.facts || []);
    setLines($("help-text"), "p", board.help || []);
    const results = board.results || [];
    $("results-box").hidden = !results.length;
    $("results").replaceChildren(...results.map((r) => {
      const item = document.createElement("li");
      item.textContent = r.text;
      item.dataset.name = r.name;
      item.dataset.place = r.place;
      return item;
    }));
    if (rows.length) {
      const wanted = board.focus || [0, 0];
      const moved = wanted[0] !== page.focus[0] || wanted[1] !== page.focus[1] || !$("cell-" + page.focus.join("-"));
      const active = document.activeElement;
      const astray = !active || active === body || active.offsetParent === null || $("start").contains(active) ||
        active === $("table-heading");
      const takeFocus = !page.menu && (mine || hadFocus || astray);
      if (moved || !grid.querySelector("[tabindex='0']")) setFocus(wanted, takeFocus && (moved || !hadFocus));
    }
    if (board.menu) openMenu(board.menu, false);
    else if (page.menu && !page.localMenu) closeMenu();
  }

  function tap(focus) { // a tap (or a screen reader's double tap) on a cell: focus it, then Enter, as a keyboard would
    setFocus(focus, true); // Enter acts on the focused cell in every game and mode: the board host sees to it
    unlockAudio();
    pressKey("enter");
  }

  function setFocus(focus, move) {
    const old = $("cell-" + page.focus.join("-"));
    if (old) old.tabIndex = -1;
    page.focus = focus;
    const cell = $("cell-" + focus.join("-"));
    if (!cell) return;
    cell.tabIndex = 0;
    for (const other of $("board").querySelectorAll("[aria-selected]")) other.removeAttribute("aria-selected");
    if (move) cell.focus();
  }

  // --- keys ------------------------------------------------------------------------------------
  const NAMES = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Enter: "enter",
    " ": "space", Home: "home", End: "end", Delete: "delete" }; // Tab is the browser's: it leaves the board

  function pressKey(key) {
    if (!connected()) { offline(); return; }
    if (stalled()) return;
    page.awaiting = true;
    send({ type: "key", key: key, focus: page.focus });
  }

  function walk(key) {
    const board = page.board;
    const rows = board.rows;
    let [row, col] = page.focus;
    if (key === "home" || key === "end") {
      col = key === "end" ? rows[row].length - 1 : 0;
    } else {
      const dRow = key === "up" ? 1 : key === "down" ? -1 : 0;
      const dCol = key === "left" ? -1 : key === "right" ? 1 : 0;
      row += dRow * board.up;
      col += dCol;
      if (dCol && board.wrap && row >= 0 && row < rows.length) col = (col + rows[row].length) % rows[row].length;
      else if (dRow && row >= 0 && row < rows.length) col = Math.min(col, rows[row].length - 1);
      if (row < 0 || row >= rows.length || col < 0 || col >= rows[row].length) {
        pressKey(key); // the edge: the server says the game's edge message, or the cell again with the edge cue
        return;
      }
    }
    setFocus([row, col], true);
    const cell = rows[row][col];
    if (cell.cue) cue(cell.cue, cell.pan);
    echo(cell.name);
    clearTimeout(page.focusTimer);
    page.focusTimer = setTimeout(() => send({ type: "focus", focus: page.focus }), 250);
  }

  function stepHistory(where) {
    const lines = inBuffer();
    if (!lines.length) { say([S["history-empty"]], "assertive"); return; }
    const last = lines.length - 1;
    let at = page.historyAt;
    if (where === "previous") at = Math.max(0, Math.min(at, last) - 1);
    else if (where === "next") at = Math.min(last, at + 1);
    else at = where === "first" ? 0 : last;
    const edge = (where === "previous" && page.historyAt === 0) || (where === "next" && page.historyAt >= last);
    page.historyAt = at;
    if (edge) cue("edge", 0);
    announceOnly(lines[at]);
  }
  function announceOnly(text) { // said again without a new history line
    announce(text, "assertive");
    $("said").textContent = text;
    voice(text, true);
  }

  const HISTORY = { PageUp: "previous", ",": "previous", "б": "previous", PageDown: "next", ".": "next", "ю": "next",
    "<": "first", "Б": "first", ">": "last", "Ю": "last" };

  function onKey(e) {
    unlockAudio();
    if (e.key === "F1") { e.preventDefault(); toggleHelp(); return; }
    const target = e.target;
    if ($("menu").contains(target)) { menuKey(e); return; }
    if (!$("help").hidden && e.key === "Escape") { e.preventDefault(); toggleHelp(); return; }
    if (!$("board").contains(target) || !page.board) return;
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    if (settings.voice && "speechSynthesis" in window) speechSynthesis.cancel(); // your key cuts the page's voice
    const key = NAMES[e.key] || (e.key.length === 1 ? e.key : null);
    const where = HISTORY[e.key] || (e.shiftKey ? { PageUp: "first", PageDown: "last" }[e.key] : null);
    if (where) { e.preventDefault(); stepHistory(where); return; }
    if (e.key in BUFFER_KEYS) { e.preventDefault(); switchBuffer(BUFFER_KEYS[e.key]); return; }
    if (e.key in REVIEW_KEYS) { e.preventDefault(); reviewKey(REVIEW_KEYS[e.key]); return; }
    if (e.key === "Escape" || e.key === "Backspace") { e.preventDefault(); openTableMenu(); return; } // Backspace: where NVDA or JAWS keep Escape
    if (e.key === "F4" || key === "r" || key === "R" || key === "к" || key === "К") {
      e.preventDefault();
      if (page.last) announceOnly(page.last); else say([S["nothing-to-repeat"]], "assertive");
      return;
    }
    if (!key) return;
    e.preventDefault();
    if (["up", "down", "left", "right", "home", "end"].includes(key) && page.board.walk && page.board.rows.length) {
      walk(key);
      return;
    }
    pressKey(key);
  }

  // --- review buffers ([ and ]) and line review (' " ; :), with the terminal's keys (Х Ъ Э Ж on a Russian keyboard) ---
  const BUFFERS = ["all", "events", "talk", "mine"]; // every line, game events, table talk, the answers to your own keys
  const BUFFER_KEYS = { "[": -1, "]": 1, "х": -1, "ъ": 1 };
  const REVIEW_KEYS = { "'": "next-word", "э": "next-word", '"': "previous-word", "Э": "previous-word",
    ";": "spell", "ж": "spell", ":": "copy", "Ж": "copy" };
  const SLOT = "\ue000"; // where a sentence worked out by the server takes its character or line
  const COPY_LIMIT = 10000; // characters of a line sent to the clipboard, as in the terminal
  const review = { buffer: "all", line: "", words: [], word: -1 };
  function inBuffer() { // the history lines of the buffer read now, oldest first
    if (review.buffer === "all") return page.history;
    return page.history.filter((_, n) => page.kinds[n] === review.buffer);
  }
  function bufferName(count) { // the buffer's name with its count of lines (plural forms from the server's counts)
    const names = S["review-buffers"][review.buffer];
    if (count < names.length) return names[count];
    const at = count % 100 < 20 ? 100 + (count % 100) : 20 + (count % 10);
    return names[at].replace(String(at), () => String(count));
  }
  function switchBuffer(step) { // the buffer named with its count, then its newest line (Page Up goes on from there)
    review.buffer = BUFFERS[(BUFFERS.indexOf(review.buffer) + step + BUFFERS.length) % BUFFERS.length];
    const lines = inBuffer();
    page.historyAt = lines.length - 1;
    const newest = lines.length ? lines[lines.length - 1] : "";
    aside([bufferName(lines.length), newest].filter((line) => line).join(" "));
    if (newest) $("said").textContent = newest; // the line under review, as a line read from the history
  }
  function aside(text) { // said without becoming the line under review, R's line or a history line
    announce(text, "assertive");
    voice(text, true);
  }
  function reviewed() { // the line under review: the last line shown (said, or read from the history)
    const line = $("said").textContent;
    if (line !== review.line) Object.assign(review, { line, words: line.split(/\s+/).filter((w) => w), word: -1 });
    return line;
  }
  function spelled(text) { // a capital said as such, punctuation by name, the rest as it is
    const out = [];
    for (const char of text) {
      if (Object.hasOwn(S["review-signs"], char)) out.push(S["review-signs"][char]);
      else if (/\p{L}/u.test(char) && char !== char.toLowerCase()) out.push(S["review-capital"].replace(SLOT, () => char));
      else if (char.trim()) out.push(char);
    }
    return out.join(", ");
  }
  function reviewKey(action) {
    if (!reviewed() || !review.words.length) { cue("edge", 0); aside(S["history-empty"]); return; }
    if (action === "next-word" || action === "previous-word") {
      let target = review.word + (action === "next-word" ? 1 : -1);
      if (target < 0 || target >= review.words.length) {
        cue("edge", 0);
        target = Math.min(Math.max(review.word, 0), review.words.length - 1);
      }
      review.word = target;
      aside(review.words[target]);
    } else if (action === "spell") {
      aside(spelled(review.word >= 0 ? review.words[review.word] : review.line));
    } else copyLine(review.line.slice(0, COPY_LIMIT));
  }
  function bindReview() { // the same without a keyboard: the Actions' buttons (a click lets the page copy, as a key does)
    for (const button of $("actions").querySelectorAll("[data-buffer]")) {
      button.addEventListener("click", () => switchBuffer(Number(button.dataset.buffer)));
    }
    for (const button of $("actions").querySelectorAll("[data-review]")) {
      button.addEventListener("click", () => reviewKey(button.dataset.review));
    }
  }
  function copyLine(text) { // the Clipboard API, or, where the browser refuses, the line said with why
    const told = (key) => () => aside(S[key].replace(SLOT, () => text));
    if (!navigator.clipboard || !window.isSecureContext) { told("review-cannot-copy")(); return; }
    navigator.clipboard.writeText(text).then(told("review-copied"), told("review-cannot-copy"));
  }

  // --- menus: the game's (from the server) and the table's own --------------------------
  function openMenu(menu, local) {
    page.menu = menu;
    page.localMenu = local;
    $("menu-title").textContent = menu.title;
    const list = $("menu-items");
    list.replaceChildren(...menu.items.map((label, n) => {
      const item = document.createElement("li");
      item.setAttribute("role", "menuitem");
      item.tabIndex = n === 0 ? 0 : -1;
      item.textContent = label;
      item.addEventListener("click", () => pick(n));
      return item;
    }));
    $("menu").hidden = false;
    list.firstElementChild.focus();
    echo(menu.title + ". " + menu.items[0]);
  }
  function closeMenu() {
    page.menu = null;
    page.localMenu = false;
    $("menu").hidden = true;
    const cell = $("cell-" + page.focus.join("-"));
    if (cell) cell.focus();
    keepFocus();
  }
  function pick(n) {
    if (page.localMenu) { const run = page.menu.run[n]; closeMenu(); run(); return; }
    if (page.picked) return; // one line was chosen already: the table's answer is on its way
    if (!connected()) { offline(); return; }
    if (stalled()) return;
    // The menu stays until the table answers: then the focus goes once, straight to where the move leaves it
    // (closing it now would land on the old cell first, and a screen reader would read both).
    page.picked = true;
    page.awaiting = true;
    $("menu-items").setAttribute("aria-busy", "true");
    send({ type: "choose", index: n });
  }
  function menuKey(e) {
    const items = Array.from($("menu-items").children);
    const at = items.indexOf(document.activeElement);
    let next = null;
    if (e.key === "ArrowDown") next = Math.min(items.length - 1, at + 1);
    else if (e.key === "ArrowUp") next = Math.max(0, at - 1);
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = items.length - 1;
    else if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(Math.max(0, at)); return; }
    else if (e.key === "Escape" || e.key === "Backspace") {
      e.preventDefault();
      if (page.localMenu) closeMenu();
      else if (stalled()) return;
      else if (page.menu.cancel) { closeMenu(); send({ type: "cancel" }); }
      return;
    } else if (e.key === "Tab") { e.preventDefault(); return; }
    else if (e.key.length === 1) {
      const typed = e.key.toLowerCase();
      for (let o = 1; o <= items.length; o++) {
        const n = (at + o) % items.length;
        if (items[n].textContent.trim().toLowerCase().startsWith(typed)) { next = n; break; }
      }
    }
    if (next === null) return;
    e.preventDefault();
    if ((next === at && (e.key === "ArrowDown" || e.key === "ArrowUp"))) cue("edge", 0);
    items.forEach((item, n) => { item.tabIndex = n === next ? 0 : -1; });
    items[next].focus();
    echo(items[next].textContent);
  }
  function openTableMenu() {
    const entries = [
      [S["menu-resume"], () => {}],
      [S["menu-chat"], () => $("chat-line").focus()],
      [S["menu-keys"], () => toggleHelp()],
      [S["menu-settings"], () => $("voice-on").focus()],
      [S["menu-leave"], leave],
    ];
    openMenu({ title: S["menu-title"], items: entries.map((e) => e[0]), run: entries.map((e) => e[1]), cancel: true }, true);
  }
  function leave() {
    page.leaving = true;
    page.seated = false;
    if (page.socket) page.socket.close(1000, "left");
    $("table").hidden = true;
    $("start").hidden = false;
    say([S.left], "assertive");
    $("join-code").focus();
    keepFocus();
  }
  function toggleHelp() {
    const help = $("help");
    help.hidden = !help.hidden;
    $("help-button").setAttribute("aria-expanded", String(!help.hidden));
    if (!help.hidden) {
      const lines = Array.from(help.querySelectorAll("p")).map((p) => p.textContent).filter((t) => t && t !== $("help-close").textContent);
      say(lines, "assertive");
    } else {
      const cell = $("cell-" + page.focus.join("-"));
      if (cell && !$("table").hidden) cell.focus();
      keepFocus();
    }
  }

  // --- the actions' buttons: every key's action without a keyboard (a phone, a switch) ------------
  function bindActions() {
    for (const button of $("actions").querySelectorAll("[data-key]")) {
      button.addEventListener("click", () => { unlockAudio(); if (page.board) pressKey(button.dataset.key); });
    }
    for (const button of $("actions").querySelectorAll("[data-history]")) {
      button.addEventListener("click", () => stepHistory(button.dataset.history));
    }
    bindReview();
    $("repeat-button").addEventListener("click", () => {
      if (page.last) announceOnly(page.last); else say([S["nothing-to-repeat"]], "assertive");
    });
    $("chat-button").addEventListener("click", () => $("chat-line").focus());
  }

  // --- the start page ----------------------------------------------------------------------------
  function sitDown(kind) {
    const code = $("join-code").value.trim();
    const name = $("join-name").value.trim();
    const password = $("join-password").value;
    if (!code) { say([S["code-needed"]], "assertive"); $("join-code").focus(); return; }
    if (kind === "join" && !name) { say([S["name-needed"]], "assertive"); $("join-name").focus(); return; }
    if (name) writeJSON("ag-name", name);
    page.code = code;
    const request = kind === "join" ? { type: "join", code: code, name: name } : { type: "watch", code: code };
    if (password) request.password = password;
    say([S.connecting], "polite");
    open(request);
  }
  function host() {
    const name = $("join-name").value.trim();
    if (!name) { say([S["name-needed"]], "assertive"); $("join-name").focus(); return; }
    writeJSON("ag-name", name);
    const game = $("host-game").value;
    const request = { type: "create", game: game, name: name, variant: $("host-variant-" + game).value, options: {},
      guests: Number($("host-guests").value) || 0, bots: Number($("host-bots").value) || 0, level: $("host-level").value };
    for (const row of document.querySelectorAll("#host-form .host-option")) {
      if (!row.hidden) request.options[row.dataset.key] = row.querySelector("select").value;
    }
    if ($("join-password").value) request.password = $("join-password").value;
    if ($("host-open").checked) request.listed = true;
    say([S.connecting], "polite");
    open(request);
  }

  function showHostChoices() { // the chosen game's variant and the options that apply to that variant
    const game = $("host-game").value;
    const variant = $("host-variant-" + game).value;
    for (const row of document.querySelectorAll("#host-form [data-game]")) {
      const variants = row.dataset.variants ? row.dataset.variants.split(" ") : [];
      row.hidden = row.dataset.game !== game || row.dataset.single === "yes" || (variants.length > 0 && !variants.includes(variant));
    }
  }

  // --- the start page's open tables: one link on /ws following the server's lobby -------------------------
  const lobby = { socket: null, tables: [], at: 0, timer: 0, said: -1 };
  function lobbyOpen() {
    if (lobby.socket) return;
    if ($("start").hidden) { clearTimeout(lobby.timer); lobby.timer = setTimeout(lobbyOpen, 2000); return; } // back when the start page is
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + "/ws"); // the table protocol: no ?lang
    lobby.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ v: 1, type: "lobby" }));
    socket.onmessage = (e) => {
      if ($("start").hidden) { socket.close(); return; } // sitting at a table: the list is no longer shown
      let data = null;
      try { data = JSON.parse(e.data); } catch (err) { return; }
      if (data && data.type === "lobby" && Array.isArray(data.tables)) { lobby.tables = data.tables.slice(0, 50); lobby.at = Date.now(); lobbyShow(); }
    };
    socket.onclose = () => { // back in a couple of seconds while the start page shows
      lobby.socket = null;
      clearTimeout(lobby.timer);
      lobby.timer = setTimeout(lobbyOpen, 2000);
    };
  }
  function lobbyMinutes(t) { // the wait as the server gave it, counted on since the list came
    return Math.min(99, Math.floor(((Number(t.waited) || 0) + (Date.now() - lobby.at) / 1000) / 60));
  }
  function lobbyTick() { // the waits grow in place: no row is rebuilt, so a reader's place in the table stays
    for (const cell of document.querySelectorAll("#lobby-rows .lobby-waited")) {
      const t = lobby.tables.find((x) => x && x.code === cell.dataset.code);
      const text = t ? S["lobby-minutes"][lobbyMinutes(t)] : cell.textContent;
      if (cell.textContent !== text) cell.textContent = text;
    }
  }
  function lobbyText(value) { return typeof value === "string" ? value : ""; }
  function lobbyShow() {
    const rows = $("lobby-rows");
    const known = lobby.tables.filter((t) => t && typeof t.code === "string" && S["lobby-variants"][t.game + "/" + t.variant]);
    const focused = document.activeElement && rows.contains(document.activeElement) ? document.activeElement.dataset.code : null;
    rows.textContent = "";
    for (const t of known) {
      const tr = document.createElement("tr");
      const minutes = lobbyMinutes(t);
      const cells = [S["lobby-games"][t.game] + ", " + S["lobby-variants"][t.game + "/" + t.variant], lobbyText(t.host),
        (Number(t.free) || 0) + " / " + (Number(t.seats) || 0), S["lobby-langs"][t.lang] || S["lobby-langs"].unknown, S["lobby-minutes"][minutes]];
      cells.forEach((text, i) => {
        const cell = document.createElement(i === 0 ? "th" : "td");
        if (i === 0) cell.scope = "row";
        if (i === 4) { cell.className = "lobby-waited"; cell.dataset.code = t.code; }
        cell.textContent = text;
        tr.appendChild(cell);
      });
      const td = document.createElement("td");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = S["lobby-join"];
      button.dataset.code = t.code;
      button.setAttribute("aria-label", S["lobby-join"] + ": " + cells[0] + ", " + cells[1]);
      button.addEventListener("click", () => lobbyJoin(t.code));
      td.appendChild(button);
      tr.appendChild(td);
      rows.appendChild(tr);
    }
    $("lobby-table").hidden = known.length === 0;
    const count = S["lobby-count"][Math.min(99, known.length)];
    $("lobby-count").textContent = known.length ? count : S["lobby-none"];
    if (focused) { // the focus stays on its table's button, or on the list's heading when that table left
      const again = rows.querySelector('button[data-code="' + CSS.escape(focused) + '"]');
      if (again) again.focus(); else { $("lobby-count").tabIndex = -1; $("lobby-count").focus(); }
    }
    if ($("lobby-announce").checked && known.length !== lobby.said && lobby.said >= 0) say([count], "polite"); // quiet unless asked
    lobby.said = known.length;
  }
  function lobbyJoin(code) {
    $("join-code").value = code;
    if (!$("join-name").value.trim()) { say([S["name-needed"]], "assertive"); $("join-name").focus(); return; }
    if (lobby.socket) lobby.socket.close(); // followed again once the start page shows again
    sitDown("join");
  }

  function start() {
    applySettings();
    bindSettings();
    document.addEventListener("keydown", onKey);
    setInterval(beat, 250);
    $("board").addEventListener("focusin", (e) => { // focus put on a cell by any means (a screen reader's cursor): Enter acts there
      const at = /^cell-(\d+)-(\d+)$/.exec(e.target.id || "");
      if (at && (Number(at[1]) !== page.focus[0] || Number(at[2]) !== page.focus[1])) setFocus([Number(at[1]), Number(at[2])], false);
    });
    document.addEventListener("pointerdown", unlockAudio);
    $("join-form").addEventListener("submit", (e) => { e.preventDefault(); sitDown("join"); });
    $("listen-button").addEventListener("click", () => sitDown("watch"));
    $("host-form").addEventListener("submit", (e) => { e.preventDefault(); host(); });
    $("host-form").addEventListener("change", (e) => { if (e.target.id === "host-game" || e.target.matches(".host-variant select")) showHostChoices(); });
    showHostChoices();
    lobbyOpen();
    setInterval(lobbyTick, 15000);
    $("chat-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const line = $("chat-line").value.trim();
      if (!line) return;
      if (connected() && stalled()) return;
      if (connected() && send({ type: "chat", text: line })) $("chat-line").value = "";
      else offline();
    });
    $("chat-line").addEventListener("keydown", (e) => {
      if (e.key === "Escape") { e.preventDefault(); const cell = $("cell-" + page.focus.join("-")); if (cell) cell.focus(); }
    });
    $("settings").addEventListener("keydown", (e) => { // Escape leaves Settings for the board
      if (e.key !== "Escape" || $("table").hidden) return;
      e.preventDefault();
      const cell = $("cell-" + page.focus.join("-"));
      if (cell) cell.focus();
      keepFocus();
    });
    $("menu-button").addEventListener("click", openTableMenu);
    $("take-back").addEventListener("click", takeBack);
    bindActions();
    $("help-button").addEventListener("click", toggleHelp);
    $("help-close").addEventListener("click", toggleHelp);
    const code = body.dataset.code;
    const stored = readJSON("ag-name");
    if (!$("join-name").value && typeof stored === "string") $("join-name").value = stored;
    if (!code) { $("join-code").focus(); return; }
    page.code = code;
    const kept = readJSON("ag-seat:" + code);
    if (kept && kept.token) { open({ type: "resume", code: code, token: kept.token, seen: 0 }); return; }
    if (body.dataset.listen) { open({ type: "watch", code: code }); return; }
    if ($("join-name").value && new URLSearchParams(location.search).has("name")) { sitDown("join"); return; }
    $("join-name").focus();
  }

  start();
})();
