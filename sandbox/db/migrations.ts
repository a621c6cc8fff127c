/**
 * Schema migrations, applied in order; PRAGMA user_version records how many have run.
 * Never edit a migration that has shipped: add a new one.
 */
export const migrations: readonly string[] = [
  // 1: the core: people, organizations, tokens, device flow, personal memorials, tributes, jobs.
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE organizations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    subdomain TEXT UNIQUE,
    status TEXT NOT NULL DEFAULT 'active',
    display_name TEXT,
    white_label INTEGER NOT NULL DEFAULT 0,
    brand_color TEXT NOT NULL DEFAULT '#3d5a80',
    logo_url TEXT,
    admin_person_id INTEGER REFERENCES people(id),
    created_at TEXT NOT NULL
  );

  -- Tokens are stored only as SHA-256 hashes; the plain token exists once, in the response that hands it over.
  CREATE TABLE tokens (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('personal', 'business')),
    person_id INTEGER REFERENCES people(id),
    organization_id INTEGER REFERENCES organizations(id),
    name TEXT,
    abilities TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE device_codes (
    id INTEGER PRIMARY KEY,
    device_code_hash TEXT NOT NULL UNIQUE,
    user_code TEXT NOT NULL UNIQUE,
    client_name TEXT,
    address TEXT NOT NULL,
    interval_seconds INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    last_polled_at TEXT,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'denied', 'collected')),
    person_id INTEGER REFERENCES people(id)
  );
  CREATE INDEX device_codes_address ON device_codes(address, created_at);

  CREATE TABLE memorials (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    owner_person_id INTEGER REFERENCES people(id),
    organization_id INTEGER REFERENCES organizations(id),
    -- 'personal' (POST /me/memorials) counts toward the person's daily and monthly limits; 'business' does not.
    created_via TEXT NOT NULL DEFAULT 'personal',
    deceased_name TEXT,
    title TEXT,
    subtitle TEXT,
    obituary TEXT,
    birth_date TEXT,
    death_date TEXT,
    privacy TEXT,
    content_scope TEXT,
    is_published INTEGER NOT NULL DEFAULT 1,
    contributions_enabled INTEGER NOT NULL DEFAULT 1,
    manual_content_approval INTEGER NOT NULL DEFAULT 1,
    hide_from_search INTEGER NOT NULL DEFAULT 0,
    template_id INTEGER,
    resting_place_url TEXT,
    resting_place_notes TEXT,
    moderation_status TEXT NOT NULL DEFAULT 'pending' CHECK (moderation_status IN ('pending', 'passed', 'failed')),
    moderation_reason TEXT,
    checked_at TEXT,
    draft_status TEXT NOT NULL DEFAULT 'generating' CHECK (draft_status IN ('generating', 'ready', 'blocked')),
    draft_reason TEXT,
    last_wording_change_at TEXT,
    is_premium INTEGER NOT NULL DEFAULT 0,
    deleted_at TEXT,
    recoverable_until TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX memorials_owner ON memorials(owner_person_id, created_at);

  CREATE TABLE contributions (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    type TEXT,
    title TEXT,
    body TEXT,
    author_name TEXT,
    author_email TEXT,
    is_guest INTEGER NOT NULL DEFAULT 1,
    email_confirmed INTEGER NOT NULL DEFAULT 1,
    is_private INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'hidden')),
    -- The status a hidden tribute goes back to when restored.
    status_before_hidden TEXT,
    is_pinned INTEGER NOT NULL DEFAULT 0,
    pinned_at TEXT,
    moderation_status TEXT NOT NULL DEFAULT 'pending' CHECK (moderation_status IN ('pending', 'passed', 'failed')),
    moderation_reason TEXT,
    reject_reason TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX contributions_memorial ON contributions(memorial_id, status, created_at);

  -- Work the service finishes later (safety checks, drafts, exports, provisioning), due by the sandbox clock.
  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    ref_id INTEGER NOT NULL,
    due_at TEXT NOT NULL
  );
  CREATE INDEX jobs_due ON jobs(due_at);
  `,
  // 2: the second half: business onboardings, emails the service would send, roles from share links,
  // cover photos and upload grants, exports, fund, announcements and events, RSVPs, visits, /start sign-ups.
  `
  CREATE TABLE onboardings (
    id INTEGER PRIMARY KEY,
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    slug TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('awaiting_family', 'in_progress', 'live')),
    action TEXT NOT NULL CHECK (action IN ('invite', 'complete')),
    designated_owner TEXT NOT NULL CHECK (designated_owner IN ('family', 'organization', 'both')),
    deceased_name TEXT,
    title TEXT,
    subtitle TEXT,
    obituary TEXT,
    birth_date TEXT,
    death_date TEXT,
    privacy TEXT,
    family_name TEXT,
    family_email TEXT,
    -- The family's claim link; only its hash is kept. Rotating it makes the old link stop working.
    claim_token_hash TEXT,
    invitation_expires_at TEXT,
    memorial_id INTEGER REFERENCES memorials(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX onboardings_org ON onboardings(organization_id, created_at);

  -- What the service would have emailed. The sandbox sends nothing; it records, for tests and demos.
  CREATE TABLE sent_emails (
    id INTEGER PRIMARY KEY,
    to_email TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL
  );

  -- People other than the owner who look after or see a memorial (granted by opening a share link).
  CREATE TABLE memorial_roles (
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    person_id INTEGER NOT NULL REFERENCES people(id),
    role TEXT NOT NULL CHECK (role IN ('viewer', 'contributor', 'moderator', 'owner')),
    granted_at TEXT NOT NULL,
    PRIMARY KEY (memorial_id, person_id)
  );

  -- One live link per memorial and role. The token must be shown again on reuse, so it is kept;
  -- a rotated link is revoked and stops working.
  CREATE TABLE share_links (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    role TEXT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE INDEX share_links_memorial ON share_links(memorial_id, role, revoked_at);

  CREATE TABLE covers (
    memorial_id INTEGER PRIMARY KEY REFERENCES memorials(id),
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    uploaded_at TEXT NOT NULL
  );

  CREATE TABLE upload_grants (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE exports (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    type TEXT NOT NULL CHECK (type IN ('pdf', 'zip')),
    status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'expired', 'failed')),
    file BLOB,
    download_token_hash TEXT UNIQUE,
    created_at TEXT NOT NULL,
    ready_at TEXT,
    expires_at TEXT
  );
  CREATE INDEX exports_memorial ON exports(memorial_id, type, status);

  CREATE TABLE funds (
    memorial_id INTEGER PRIMARY KEY REFERENCES memorials(id),
    message TEXT NOT NULL,
    link_one_title TEXT,
    link_one_url TEXT,
    link_two_title TEXT,
    link_two_url TEXT,
    moderation_status TEXT NOT NULL DEFAULT 'pending' CHECK (moderation_status IN ('pending', 'passed', 'failed')),
    moderation_reason TEXT,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE broadcasts (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    kind TEXT NOT NULL CHECK (kind IN ('announcement', 'event')),
    title TEXT NOT NULL,
    content TEXT,
    location TEXT,
    starts_at TEXT,
    ends_at TEXT,
    rsvp TEXT,
    rsvp_enabled INTEGER NOT NULL DEFAULT 0,
    moderation_status TEXT NOT NULL DEFAULT 'pending' CHECK (moderation_status IN ('pending', 'passed', 'failed')),
    moderation_reason TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX broadcasts_memorial ON broadcasts(memorial_id, created_at);

  CREATE TABLE rsvps (
    id INTEGER PRIMARY KEY,
    broadcast_id INTEGER NOT NULL REFERENCES broadcasts(id),
    name TEXT NOT NULL,
    attending TEXT NOT NULL CHECK (attending IN ('yes', 'no', 'maybe')),
    party_size INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );

  -- A visit is a time and a memorial; nothing about the visitor is recorded.
  CREATE TABLE visits (
    id INTEGER PRIMARY KEY,
    memorial_id INTEGER NOT NULL REFERENCES memorials(id),
    visited_at TEXT NOT NULL
  );
  CREATE INDEX visits_memorial ON visits(memorial_id, visited_at);

  -- The /start form: nothing is created until the person confirms their email address.
  CREATE TABLE signups (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    prefill TEXT NOT NULL,
    confirm_token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    confirmed_at TEXT,
    memorial_id INTEGER REFERENCES memorials(id)
  );
  `,
];
