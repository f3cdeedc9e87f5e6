-- Reader signals (packages/reader-signals): applied by wrangler to Cloudflare
-- D1 (`wrangler d1 migrations apply`) and by the Node server to SQLite
-- (packages/reader-signals/sqlite.ts), both recording it in d1_migrations.
-- No client identifier, no address, no time finer than the day.

-- One row per accepted signal; free text is redacted before it is written.
CREATE TABLE signals (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('rating', 'question', 'zero-result')),
  locale TEXT NOT NULL,
  -- The UTC day it was received (YYYY-MM-DD): the purge deletes by it.
  day TEXT NOT NULL,
  page TEXT,
  helpful INTEGER CHECK (helpful IN (0, 1)),
  reason TEXT,
  point TEXT,
  text TEXT,
  query TEXT
);
CREATE INDEX signals_by_day ON signals (day);

-- A reply address, only when the reader ticked consent; deleted with its question.
CREATE TABLE reply_addresses (
  signal_id INTEGER PRIMARY KEY REFERENCES signals (id) ON DELETE CASCADE,
  email TEXT NOT NULL
);

-- The rate limit: posts per time slot (YYYY-MM-DDTHH:MM) under hash(address, the day's salt).
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  slot TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, slot)
) WITHOUT ROWID;

-- One random salt per UTC day, deleted once the day is over.
CREATE TABLE daily_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
) WITHOUT ROWID;
