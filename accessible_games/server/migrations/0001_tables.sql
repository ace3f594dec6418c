-- Tables, their seats and their logs, shared by every server process.
-- seq: the newest log step (the row is locked while a step is added, and the step must be seq + 1);
-- lock_key: the advisory lock (namespace 6161, lock_key) that the table's owning process holds;
-- held_by: the backend pid of the process whose connection holds the seat (NULL: nobody).
CREATE TABLE tables (
    code TEXT PRIMARY KEY,
    shown TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    absence DOUBLE PRECISION NOT NULL,
    spectators BOOLEAN NOT NULL,
    bot_delay DOUBLE PRECISION NOT NULL,
    created DOUBLE PRECISION NOT NULL,
    host INTEGER,
    locked BOOLEAN NOT NULL DEFAULT FALSE,
    knock BOOLEAN NOT NULL DEFAULT FALSE,
    finished DOUBLE PRECISION,
    last DOUBLE PRECISION,
    seq INTEGER NOT NULL DEFAULT 1,
    lock_key INTEGER NOT NULL
);
CREATE INDEX tables_finished ON tables (finished);
CREATE INDEX tables_open ON tables (lock_key) WHERE finished IS NULL;

CREATE TABLE seats (
    code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    token TEXT,
    held_by INTEGER,
    PRIMARY KEY (code, seat)
);

CREATE TABLE log (
    code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    data TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (code, seq)
);
