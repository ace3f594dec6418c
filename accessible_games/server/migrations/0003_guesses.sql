-- Failed look-ups (a wrong table code, seat token or password) shared by every server process, so that N
-- processes give a guesser one allowance, not N. One row per address ('a': an IPv4 address or an IPv6 /64)
-- or network ('n': an IPv4 /24 or an IPv6 /48) and minute (seconds since the epoch // 60), counted by one
-- upsert per failed look-up and read before each look-up; rows older than a day are deleted.
CREATE TABLE guesses (
    kind CHAR(1) NOT NULL,
    key TEXT NOT NULL,
    minute BIGINT NOT NULL,
    failed INTEGER NOT NULL,
    PRIMARY KEY (kind, key, minute)
);
CREATE INDEX guesses_minute ON guesses (minute);
