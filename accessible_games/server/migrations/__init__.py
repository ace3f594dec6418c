"""The PostgreSQL schema, one numbered SQL file per change (0001_tables.sql, ...), applied in order once each."""
