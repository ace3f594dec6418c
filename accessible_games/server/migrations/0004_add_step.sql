-- One log step stored by one statement: the step, the table's newest step and last time (finished with the
-- step that ends its game), and the notification the other processes follow, with plans the function keeps
-- (the separate statements were parsed and planned again at every move).
CREATE FUNCTION add_step(p_code TEXT, p_seq INTEGER, p_kind TEXT, p_seat INTEGER, p_data TEXT,
                         p_at DOUBLE PRECISION, p_over BOOLEAN, p_payload TEXT) RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (code, seq, kind, seat, data, at) VALUES (p_code, p_seq, p_kind, p_seat, p_data, p_at);
    UPDATE tables SET last = p_at, finished = CASE WHEN p_over THEN p_at END, seq = p_seq WHERE code = p_code;
    PERFORM pg_notify('accessible_games_tables', p_payload);
END
$$;
