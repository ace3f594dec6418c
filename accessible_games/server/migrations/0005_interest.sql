-- Which processes hold a copy of which table (pid: the backend of the process's owner connection, as a seat's
-- held_by names it). A change notifies only the other processes holding the table, each on a channel of its
-- own (accessible_games_<pid>), and nobody when no other process holds it: a process alone with its tables
-- is never woken by its own steps, and none by the steps of tables it does not hold.
-- A process registers before it reads a table, taking the table's row FOR SHARE, which waits for a step that
-- holds the row: either the step's notification reaches it, or its reads see the step.
CREATE TABLE interest (
    code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
    pid INTEGER NOT NULL,
    PRIMARY KEY (code, pid)
);
CREATE INDEX interest_pid ON interest (pid);

CREATE FUNCTION tell(p_code TEXT, p_pid INTEGER, p_suffix TEXT DEFAULT '') RETURNS VOID
LANGUAGE plpgsql AS $$
DECLARE
    other INTEGER;
BEGIN
    FOR other IN SELECT pid FROM interest WHERE code = p_code AND pid <> p_pid LOOP
        PERFORM pg_notify('accessible_games_' || other, p_pid || ' ' || p_code || p_suffix);
    END LOOP;
END
$$;

-- A process came to hold the table or let it go (payload "pid code *"): its owner, when it writes the table's
-- steps alone (the lease: advisory lock 6162, its key, without a round trip for the row's lock), gives the
-- lease up when another process comes, and tries for it again when one leaves.
CREATE FUNCTION tell_presence(p_code TEXT, p_pid INTEGER) RETURNS VOID
LANGUAGE sql AS $$ SELECT tell(p_code, p_pid, ' *') $$;

-- The step of 0004, telling only the processes that hold the table (p_pid: the process adding the step).
-- The old form is dropped: a process still notifying the one channel nobody listens to any more fails loudly.
DROP FUNCTION add_step(TEXT, INTEGER, TEXT, INTEGER, TEXT, DOUBLE PRECISION, BOOLEAN, TEXT);
CREATE FUNCTION add_step(p_code TEXT, p_seq INTEGER, p_kind TEXT, p_seat INTEGER, p_data TEXT,
                         p_at DOUBLE PRECISION, p_over BOOLEAN, p_pid INTEGER) RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (code, seq, kind, seat, data, at) VALUES (p_code, p_seq, p_kind, p_seat, p_data, p_at);
    UPDATE tables SET last = p_at, finished = CASE WHEN p_over THEN p_at END, seq = p_seq WHERE code = p_code;
    PERFORM tell(p_code, p_pid);
END
$$;
