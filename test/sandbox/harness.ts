import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

/**
 * A sandbox started in-process (in memory, control API on) for one test file, reset before each
 * test, driven over real HTTP.
 */
export interface Harness {
  readonly sandbox: RunningSandbox;
  readonly url: string;
  readonly baseUrl: string;
  /** Calls the API at base_url. */
  api(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse>;
  /** Calls the control API. */
  control(method: string, path: string, body?: unknown): Promise<ApiResponse>;
  person(name?: string, email?: string): Promise<{ id: number; name: string; email: string; token: string }>;
  organization(name?: string, subdomain?: string): Promise<{ id: number; name: string; token: string }>;
  settle(): Promise<void>;
  advance(seconds: number): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export function useSandbox(options: { reset?: boolean } = {}): Harness {
  let sandbox: RunningSandbox | undefined;
  let counter = 0;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, memory: true, control: true });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  if (options.reset !== false) {
    beforeEach(async () => {
      await harness.control('POST', '/__sandbox/reset');
    });
  }

  async function call(url: string, method: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a page): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  const harness: Harness = {
    get sandbox() {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
    get url() {
      return harness.sandbox.url;
    },
    get baseUrl() {
      return harness.sandbox.baseUrl;
    },
    api: (method, path, o = {}) => call(harness.baseUrl + path, method, o.token, o.body, o.headers),
    control: (method, path, body) => call(harness.url + path, method, undefined, body),
    async person(name, email) {
      counter++;
      const r = await harness.control('POST', '/__sandbox/people', {
        name: name ?? `Person ${counter}`,
        email: email ?? `person${counter}.${Date.now()}@example.com`,
      });
      if (r.status !== 201) throw new Error(`person: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async organization(name, subdomain) {
      counter++;
      const r = await harness.control('POST', '/__sandbox/organizations', { name: name ?? `Funeral Home ${counter}`, ...(subdomain ? { subdomain } : {}) });
      if (r.status !== 201) throw new Error(`organization: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async settle() {
      const r = await harness.control('POST', '/__sandbox/settle');
      if (r.status !== 200) throw new Error(`settle: ${r.status}`);
    },
    async advance(seconds) {
      const r = await harness.control('POST', '/__sandbox/clock', { advance_seconds: seconds });
      if (r.status !== 200) throw new Error(`clock: ${r.status}`);
    },
  };
  return harness;
}
