// The relay's tables, created when a relay starts (idempotent: every instance runs it; an advisory lock keeps two
// starting at once from racing). pg-boss keeps its own schema (`pgboss`) beside this one.
import type { Pool } from 'pg';

const MIGRATION_LOCK = 4_707_470;

const SCHEMA = `
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE SCHEMA IF NOT EXISTS relay;

CREATE TABLE IF NOT EXISTS relay.teams (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  time_zone text NOT NULL,
  duplicate_hours integer NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS relay.members (
  id uuid PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES relay.teams(id),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'contributor')),
  sub_id text NOT NULL,
  code_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  UNIQUE (team_id, sub_id)
);

CREATE TABLE IF NOT EXISTS relay.destinations (
  id uuid PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES relay.teams(id),
  name text NOT NULL,
  chat text NOT NULL,
  token_sealed text NOT NULL,
  token_tail text NOT NULL,
  disclosure text NOT NULL,
  add_disclosure boolean NOT NULL,
  settings jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS relay.posts (
  id uuid PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES relay.teams(id),
  destination_id uuid NOT NULL REFERENCES relay.destinations(id),
  member_id uuid NOT NULL REFERENCES relay.members(id),
  caption text NOT NULL,
  title text NOT NULL,
  link text NOT NULL,
  product_key text,
  forced boolean NOT NULL DEFAULT false,
  slot_at timestamptz NOT NULL,
  guard tstzrange NOT NULL,
  state text NOT NULL CHECK (state IN
    ('needs_approval', 'waiting', 'sending', 'posted', 'unknown', 'failed', 'missed', 'removed')),
  generation integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  sending_at timestamptz,
  sending_by text,
  posted_at timestamptz,
  message_id integer,
  post_url text,
  first_html text,
  failure text,
  ends_at timestamptz,
  ended_at timestamptz,
  ended_failure text,
  -- The duplicate guard: one live post of a product per destination within the window, decided by the database.
  CONSTRAINT one_product_per_window EXCLUDE USING gist
    (destination_id WITH =, product_key WITH =, guard WITH &&)
    WHERE (product_key IS NOT NULL AND NOT forced
      AND (state IN ('needs_approval', 'waiting', 'sending', 'posted', 'unknown') OR posted_at IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS posts_by_team_state ON relay.posts (team_id, state);
CREATE INDEX IF NOT EXISTS posts_by_posted ON relay.posts (team_id, posted_at) WHERE posted_at IS NOT NULL;

CREATE TABLE IF NOT EXISTS relay.digests (
  destination_id uuid NOT NULL REFERENCES relay.destinations(id),
  day text NOT NULL,
  PRIMARY KEY (destination_id, day)
);

CREATE TABLE IF NOT EXISTS relay.earnings (
  team_id uuid NOT NULL REFERENCES relay.teams(id),
  sub_id text NOT NULL,
  day date NOT NULL,
  currency text NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (team_id, sub_id, day, currency)
);

CREATE TABLE IF NOT EXISTS relay.audit (
  id bigserial PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES relay.teams(id),
  member_id uuid,
  action text NOT NULL,
  subject text,
  detail jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_by_team ON relay.audit (team_id, id);
`;

export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(SCHEMA);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
