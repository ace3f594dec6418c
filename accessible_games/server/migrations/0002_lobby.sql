-- The lobby: a table its host listed (open), the host's language, and the index the list is read by.
ALTER TABLE tables ADD COLUMN listed BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE tables ADD COLUMN lang TEXT NOT NULL DEFAULT '';
CREATE INDEX tables_listed ON tables (created) WHERE listed AND finished IS NULL AND NOT locked;
