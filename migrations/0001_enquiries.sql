-- The inbox's enquiries (docs/inbox.md). One row per draft: id is the draft's idempotency key, so a
-- resend of the same draft finds its row instead of making another.
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL,          -- milliseconds since 1970, UTC
  form TEXT NOT NULL,                    -- contact, quote, register
  language TEXT NOT NULL,                -- "Français (fr)"
  page TEXT NOT NULL,                    -- the page it was sent from
  subject TEXT NOT NULL,
  fields TEXT NOT NULL,                  -- the fields as sent, JSON
  message TEXT NOT NULL,                 -- the English message staff read
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  body_hash TEXT NOT NULL,               -- SHA-256 of what was sent: a resend must match it
  notice TEXT NOT NULL DEFAULT 'pending', -- the e-mail to the company: pending, sent, failed
  notice_error TEXT,
  answered_at INTEGER,                   -- when staff marked it answered, and who
  answered_by TEXT
);
CREATE INDEX enquiries_received ON enquiries (received_at DESC);

-- Enquiries per client address and minute; the address is kept only as a salted hash.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
