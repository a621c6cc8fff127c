// Black-box helpers for the conformance suite. Written from shared/spec/memorial-api.md and
// shared/spec/sandbox-control.md only: the implementation is started as a separate process and
// driven over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's own Node (node_modules/.bin/node), else the one running the tests. */
function nodeBinary(): string {
  const local = path.join(ROOT, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

export interface Sandbox {
  appUrl: string;
  baseUrl: string;
  proc: ChildProcess;
  close(): Promise<void>;
}

/** Starts `sandbox/cli.ts --port 0 --memory [...extra]` and waits for its "listening" line. */
export async function startSandbox(extra: string[]): Promise<Sandbox> {
  const proc = spawn(nodeBinary(), ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--memory', ...extra], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env },
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const appUrl = await new Promise<string>((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`sandbox did not start in time. stderr: ${stderr}`)), 45_000);
    proc.stdout?.on('data', (d: Buffer) => {
      buf += d.toString();
      for (const line of buf.split('\n')) {
        const m = /^sandbox listening on (http:\/\/127\.0\.0\.1:\d+)\s*$/.exec(line.trim());
        if (m) {
          clearTimeout(timer);
          resolve(m[1] ?? '');
        }
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited early with ${code}. stderr: ${stderr}`));
    });
  });
  return {
    appUrl,
    baseUrl: `${appUrl}/api/v1`,
    proc,
    close: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => {
          if (proc.exitCode === null) proc.kill('SIGKILL');
        }, 5000).unref();
      }),
  };
}

export interface Res {
  status: number;
  headers: Headers;
  body: any;
  text: string;
  bytes: Uint8Array;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  rawBody?: RequestInit['body'];
}

export async function request(method: string, url: string, opts: CallOptions = {}): Promise<Res> {
  const u = new URL(url);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: RequestInit['body'] = opts.rawBody;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(u, { method, headers, body, redirect: 'manual' });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text, bytes };
}

/** A sandbox person, with a personal token that has every ability. */
export interface Person {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** A client bound to one running sandbox. */
export class Client {
  constructor(readonly sb: Sandbox) {}

  api(method: string, p: string, opts: CallOptions = {}): Promise<Res> {
    return request(method, this.sb.baseUrl + p, opts);
  }

  app(method: string, p: string, opts: CallOptions = {}): Promise<Res> {
    return request(method, this.sb.appUrl + p, opts);
  }

  /** Resolves a possibly relative link (download_url, upload_url, share url) against app_url. */
  abs(link: string): string {
    return new URL(link, this.sb.appUrl + '/').toString();
  }

  async control(method: string, p: string, json?: unknown): Promise<Res> {
    const r = await request(method, `${this.sb.appUrl}/__sandbox${p}`, { json });
    if (r.status >= 400) throw new Error(`control ${method} ${p} -> ${r.status} ${r.text}`);
    return r;
  }

  /** Reset, then make the service quiet: checks never finish on their own, limits high. */
  async fresh(opts: { highRateLimits?: boolean } = {}): Promise<void> {
    const r = await this.control('POST', '/reset');
    expect(r.status).toBe(204);
    const settings: Record<string, unknown> = {
      safety_delay_ms: 3_600_000,
      refuse_terms: ['refuse-me', 'forbidden-xyzzy'],
    };
    if (opts.highRateLimits !== false) settings.rate_limits = { personal: 100_000, business: 100_000 };
    await this.control('PUT', '/settings', settings);
  }

  private seq = 0;

  async person(name?: string): Promise<Person> {
    this.seq += 1;
    const n = name ?? `Person ${this.seq}`;
    const email = `person${this.seq}-${Date.now()}@example.com`;
    const r = await this.control('POST', '/people', { name: n, email });
    expect(r.status).toBe(201);
    return { id: r.body.id, token: r.body.token, email, name: n };
  }

  async org(name?: string): Promise<{ id: number; token: string; name: string }> {
    this.seq += 1;
    const n = name ?? `Funeral Home ${this.seq}`;
    const r = await this.control('POST', '/organizations', { name: n, subdomain: `home${this.seq}` });
    expect(r.status).toBe(201);
    return { id: r.body.id, token: r.body.token, name: n };
  }

  async settle(): Promise<void> {
    await this.control('POST', '/settle');
  }

  async advance(seconds: number): Promise<string> {
    const r = await this.control('POST', '/clock', { advance_seconds: seconds });
    return r.body.now;
  }

  async now(): Promise<Date> {
    return new Date(await this.advance(0));
  }

  /**
   * The set-up most areas start from: the service made fresh, one person, and a live memorial of
   * theirs for each kind asked for, in that order (a Premium one made so through the control API).
   */
  async freshOwner(...kinds: ('free' | 'premium')[]): Promise<{ person: Person; memorials: any[] }> {
    await this.fresh();
    const person = await this.person();
    const memorials: any[] = [];
    for (const kind of kinds) {
      const memorial = await this.createLive(person.token);
      if (kind === 'premium') await this.control('POST', `/memorials/${memorial.id}/premium`, { premium: true });
      memorials.push(memorial);
    }
    return { person, memorials };
  }

  /** POST /me/memorials, expecting 202; returns the body. */
  async create(token: string, body: Record<string, unknown> = {}): Promise<any> {
    this.seq += 1;
    const r = await this.api('POST', '/me/memorials', {
      token,
      json: { deceased_name: `Deceased ${this.seq}`, ...body },
    });
    expect(r.status, r.text).toBe(202);
    return r.body;
  }

  /** Create, settle, and return the memorial (GET). */
  async createLive(token: string, body: Record<string, unknown> = {}): Promise<any> {
    const c = await this.create(token, body);
    await this.settle();
    return this.memorial(token, c.id);
  }

  async memorial(token: string, id: number): Promise<any> {
    const r = await this.api('GET', `/me/memorials/${id}`, { token });
    expect(r.status, r.text).toBe(200);
    return r.body.data;
  }

  async publicPageStatus(slug: string): Promise<number> {
    return (await this.app('GET', `/m/${encodeURIComponent(slug)}`, { headers: { accept: 'text/html' } })).status;
  }
}

/** Some responses are documented as "200 X" without saying whether X is wrapped in data. */
export function unwrap(body: any): any {
  if (body && typeof body === 'object' && body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
    return body.data;
  }
  return body;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function typeOk(v: unknown, t: string): boolean {
  switch (t) {
    case 'null':
      return v === null;
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'date':
      return typeof v === 'string' && DATE_RE.test(v);
    case 'timestamp':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v));
    default:
      if (t.startsWith('enum:'))
        return t
          .slice(5)
          .split(',')
          .includes(v as string);
      throw new Error(`unknown type ${t}`);
  }
}

export type Shape = Record<string, string | { type: string; shape: Shape }>;

/** Collects problems of `obj` against `shape` (types as "a|b"). exact: no other properties. */
export function shapeProblems(obj: any, shape: Shape, exact: boolean, where = ''): string[] {
  const problems: string[] = [];
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return [`${where || 'value'} is not an object: ${JSON.stringify(obj)}`];
  for (const [key, spec] of Object.entries(shape)) {
    const at = where ? `${where}.${key}` : key;
    if (!(key in obj)) {
      problems.push(`missing ${at}`);
      continue;
    }
    const v = obj[key];
    if (typeof spec === 'string') {
      if (!spec.split('|').some((t) => typeOk(v, t))) problems.push(`${at} should be ${spec}, got ${JSON.stringify(v)}`);
    } else {
      const types = spec.type.split('|');
      if (v === null && types.includes('null')) continue;
      if (!typeOk(v, 'object')) {
        problems.push(`${at} should be ${spec.type}, got ${JSON.stringify(v)}`);
        continue;
      }
      problems.push(...shapeProblems(v, spec.shape, false, at));
    }
  }
  if (exact) {
    for (const key of Object.keys(obj)) if (!(key in shape)) problems.push(`unexpected property ${where ? where + '.' : ''}${key}`);
  }
  return problems;
}

export function expectShape(obj: any, shape: Shape, exact: boolean): void {
  expect(shapeProblems(obj, shape, exact), JSON.stringify(obj)).toEqual([]);
}

const PRIVACY = 'enum:public,restricted,private,closed|null';

export const PERSONAL_MEMORIAL: Shape = {
  id: 'integer',
  slug: 'string',
  deceased_name: 'string|null',
  title: 'string|null',
  subtitle: 'string|null',
  obituary: 'string|null',
  birth_date: 'date|null',
  death_date: 'date|null',
  privacy: PRIVACY,
  content_scope: 'string|null',
  is_published: 'boolean',
  contributions_enabled: 'boolean',
  manual_content_approval: 'boolean',
  hide_from_search: 'boolean',
  template_id: 'integer|null',
  resting_place_url: 'string|null',
  resting_place_notes: 'string|null',
  moderation: {
    type: 'object',
    shape: { status: 'enum:pending,passed,failed', reason: 'string|null', checked_at: 'string|null' },
  },
  is_deleted: 'boolean',
  recoverable_until: 'string|null',
  url: 'string|null',
  created_at: 'string|null',
};

export const CONTRIBUTION: Shape = {
  id: 'integer',
  type: 'string|null',
  title: 'string|null',
  body: 'string|null',
  author: { type: 'object', shape: { name: 'string|null', email: 'string|null', is_guest: 'boolean' } },
  status: 'enum:pending,approved,rejected,hidden',
  is_approved: 'boolean',
  is_private: 'boolean',
  is_pinned: 'boolean',
  is_hidden: 'boolean',
  moderation: { type: 'object', shape: { status: 'string|null', reason: 'string|null' } },
  can_approve: 'boolean',
  created_at: 'string|null',
};

export const DRAFT_STATUS: Shape = {
  status: 'enum:generating,ready,blocked',
  id: 'integer',
  reason: 'string|null',
  message: 'string',
};

export const BUSINESS_MEMORIAL: Shape = {
  id: 'integer|null',
  slug: 'string',
  status: 'enum:awaiting_family,in_progress,live',
  deceased_name: 'string|null',
  title: 'string|null',
  subtitle: 'string|null',
  description: 'string|null',
  birth_date: 'date|null',
  death_date: 'date|null',
  privacy: PRIVACY,
  is_premium: 'boolean',
  web_url: 'string|null',
  created_at: 'string|null',
  updated_at: 'string|null',
};

export const PROVISION_RESULT: Shape = {
  id: 'integer',
  status: 'enum:awaiting_family,in_progress',
  deceased_name: 'string|null',
  organization_id: 'integer|null',
  family: { type: 'object|null', shape: { name: 'string|null', email: 'string|null' } },
  invitation_expires_at: 'string|null',
  created_at: 'string|null',
};

export const ORGANIZATION: Shape = {
  id: 'integer',
  name: 'string',
  subdomain: 'string|null',
  status: 'string',
  branding: {
    type: 'object',
    shape: { display_name: 'string|null', white_label: 'boolean', brand_color: 'string', logo_url: 'string|null' },
  },
  memorials: { type: 'object', shape: { live: 'integer', pending: 'integer' } },
};

export const EXPORT_STATE: Shape = {
  export_id: 'integer',
  type: 'enum:pdf,zip',
  status: 'string',
  ready: 'boolean',
  download_url: 'string|null',
  message: 'string',
};

export const TEMPLATE_ENTRY: Shape = { id: 'integer', name: 'string', description: 'string|null', feel: 'array' };

export const VISITS: Shape = {
  today: 'integer',
  last_24_hours: 'integer',
  last_7_days: 'integer',
  last_30_days: 'integer',
  last_year: 'integer',
  total: 'integer',
  message: 'string',
};

export const SHARE_LINK: Shape = { role: 'string', url: 'string', grants: 'string', message: 'string' };

export const UPLOAD_GRANT: Shape = {
  upload_url: 'string',
  expires_at: 'string',
  method: 'string',
  field: 'string',
  accepts: 'array',
  max_bytes: 'integer',
  message: 'string',
};

export const DELETE_RESULT: Shape = {
  id: 'integer',
  deleted: 'boolean',
  recoverable_until: 'string|null',
  message: 'string',
  quota: { type: 'object', shape: { live_used: 'integer', live_cap: 'integer', live_remaining: 'integer' } },
};

export const HIDE_RESULT: Shape = { id: 'integer', hidden: 'boolean', message: 'string' };

export const OWNER_ENTRY: Shape = {
  memorial_id: 'integer',
  slug: 'string',
  role: 'string',
  owner: { type: 'object', shape: { name: 'string|null', email: 'string|null' } },
};

/** Finds the first value of `key` anywhere in a JSON value (depth first). */
export function findKey(v: any, key: string): any {
  if (v && typeof v === 'object') {
    if (!Array.isArray(v) && key in v) return v[key];
    for (const child of Object.values(v)) {
      const found = findKey(child, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A tiny valid baseline JPEG: one 8x8 grey block (1x1 pixel image), one quantisation table,
 * minimal Huffman tables (DC: category 0; AC: EOB), scan bits "0" "0" padded with ones.
 */
export function tinyJpeg(): Uint8Array {
  const bytes: number[] = [];
  const seg = (marker: number, payload: number[]) => {
    const len = payload.length + 2;
    bytes.push(0xff, marker, (len >> 8) & 0xff, len & 0xff, ...payload);
  };
  bytes.push(0xff, 0xd8); // SOI
  seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]); // APP0 JFIF
  seg(0xdb, [0x00, ...new Array<number>(64).fill(1)]); // DQT
  seg(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]); // SOF0 1x1, 1 component
  const counts = [1, ...new Array<number>(15).fill(0)];
  seg(0xc4, [0x00, ...counts, 0x00]); // DHT DC 0
  seg(0xc4, [0x10, ...counts, 0x00]); // DHT AC 0
  seg(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]); // SOS
  bytes.push(0x3f); // entropy-coded data: DC diff 0, EOB, padding
  bytes.push(0xff, 0xd9); // EOI
  return new Uint8Array(bytes);
}

export const RELIGION_OR_CULTURE = [
  'christian',
  'catholic',
  'protestant',
  'anglican',
  'methodist',
  'baptist',
  'orthodox',
  'church',
  'jewish',
  'judaism',
  'hebrew',
  'muslim',
  'islam',
  'islamic',
  'hindu',
  'buddhist',
  'buddhism',
  'sikh',
  'jain',
  'shinto',
  'taoist',
  'pagan',
  'religious',
  'religion',
  'secular',
  'humanist',
  'atheist',
  'faith',
  'biblical',
  'celtic',
  'irish',
  'scottish',
  'african',
  'asian',
  'chinese',
  'japanese',
  'korean',
  'indian',
  'latino',
  'latina',
  'hispanic',
  'mexican',
  'western',
  'eastern',
  'nordic',
  'native',
  'indigenous',
  'aboriginal',
  'maori',
  'polynesian',
  'caribbean',
  'arabic',
  'persian',
  'cultural',
  'culture',
  'ethnic',
  'tradition',
];
