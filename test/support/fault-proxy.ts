/**
 * A fault-injecting HTTP proxy between the app core and the sandbox, for the fault soak.
 *
 * Plain node:http on 127.0.0.1. Each request that reaches it draws one fate from a seeded
 * generator (so a run can be repeated): passed through, or one of the faults below. It also
 * counts what the service itself saw: every request it forwarded, per token, at the moment it was
 * forwarded (the service counts a request when it arrives), and the 429s the service answered.
 *
 * Hand-written rather than a library (toxiproxy and the like work on TCP streams and know nothing of
 * HTTP): the faults that matter here are about one request's fate ("the service acted, the answer
 * was lost"), which needs the request and the answer whole.
 */
import { createHash } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What can happen to one request. */
export const FAULT_KINDS = [
  /** The proxy answers 500 itself; the service never sees the request. */
  'error500',
  /** The connection is cut once the request has arrived, before it is forwarded. */
  'cutBefore',
  /** Forwarded, the service answers (it acted), then the connection is cut: the answer is lost. */
  'cutAfter',
  /** Forwarded, the service answers, and the answer is held back beyond the client's timeout. */
  'slow',
  /** Forwarded; a 2xx answer has its JSON body cut in half (other answers pass unchanged). */
  'brokenJson',
  /** The proxy answers 429 itself, with its own Retry-After; the service never sees the request. */
  'tooMany',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultProxyOptions {
  /** The service's origin, e.g. http://127.0.0.1:4010 (paths are kept as they are). */
  target: string;
  seed: number;
  /** Chance per request of each fault (their sum at most 1). None until set. */
  rates?: Partial<Record<FaultKind, number>>;
  /** How long a slow answer is held back (make it longer than the client's timeout). Default 3 s. */
  slowMs?: number;
  /** The Retry-After of the proxy's own 429s, in seconds, drawn between these. Default 1 to 3. */
  retryAfterSeconds?: [min: number, max: number];
}

/** One request that reached the proxy. */
export interface ProxyRecord {
  at: number;
  method: string;
  path: string;
  /** A fingerprint of the bearer token (never the token), or null. */
  token: string | null;
  fault: FaultKind | null;
  /** The service's status when the request was forwarded and answered, else null. */
  serviceStatus: number | null;
}

export interface ProxyStats {
  /** Requests that reached the proxy. */
  requests: number;
  /** Requests forwarded to the service (the service saw them). */
  forwarded: number;
  /** Faults actually done, by kind (brokenJson counts only where a 2xx body was broken). */
  faults: Record<FaultKind, number>;
  offlineSpells: number;
  offlineMs: number;
  /** Connections the proxy cut because an offline spell began while they were open. */
  cutByOfflineSpell: number;
  /** 429s the service itself answered (the proxy's own are in faults.tooMany). */
  service429: number;
  /** Per token fingerprint: the most requests that arrived at the service within any 60 s. */
  maxPerMinute: Record<string, number>;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence of fates. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tokenFingerprint(authorization: string | undefined): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex').slice(0, 12) : null;
}

/** The most entries of `times` (ms, ascending or not) within any window of `windowMs`, counted like the service: (t - window, t]. */
export function maxInWindow(times: number[], windowMs = 60_000): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[start]! <= sorted[end]! - windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

const MINUTE = 60_000;

export class FaultProxy {
  readonly log: ProxyRecord[] = [];
  private readonly target: URL;
  private readonly random: () => number;
  private rates: Partial<Record<FaultKind, number>>;
  private plan: (FaultKind | null)[] = [];
  private readonly waiters = new Set<(record: ProxyRecord) => void>();
  private readonly slowMs: number;
  private readonly retryAfter: [number, number];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly upstream = new Agent({ keepAlive: true });
  /** Arrival times at the service, per token fingerprint. */
  private readonly arrivals = new Map<string, number[]>();
  private readonly faultCounts = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  private port = 0;
  private offline: { until: number; timer: NodeJS.Timeout; done: Promise<void> } | null = null;
  private spells = 0;
  private spellMs = 0;
  private cutBySpell = 0;
  private service429 = 0;
  private forwarded = 0;
  private closed = false;

  private constructor(options: FaultProxyOptions) {
    this.target = new URL(options.target);
    this.random = seededRandom(options.seed);
    this.rates = { ...options.rates };
    this.slowMs = options.slowMs ?? 3_000;
    this.retryAfter = options.retryAfterSeconds ?? [1, 3];
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      if (this.offline) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(options: FaultProxyOptions): Promise<FaultProxy> {
    const proxy = new FaultProxy(options);
    await proxy.listen(0);
    return proxy;
  }

  /** http://127.0.0.1:PORT */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The API behind the proxy: url + /api/v1. */
  get baseUrl(): string {
    return `${this.url}/api/v1`;
  }

  /** Changes the chance of each fault from now on (e.g. none while signing in). */
  setRates(rates: Partial<Record<FaultKind, number>>): void {
    this.rates = { ...rates };
  }

  /**
   * The fates of the next requests, in order (null: passed through); the rates apply again once
   * the plan is used up. For a short run that must meet every kind of fault at least once.
   */
  setPlan(fates: (FaultKind | null)[]): void {
    this.plan = [...fates];
  }

  /**
   * An offline spell: every open connection is cut and the port stops listening (connections are
   * refused) for `ms`, then it listens again on the same port. Resolves when the spell is over.
   */
  goOffline(ms: number): Promise<void> {
    if (this.offline) return this.offline.done;
    this.spells++;
    this.spellMs += ms;
    for (const socket of this.sockets) {
      this.cutBySpell++;
      socket.destroy();
    }
    this.sockets.clear();
    let timer!: NodeJS.Timeout;
    const done = new Promise<void>((resolve, reject) => {
      this.server.close();
      timer = setTimeout(() => {
        this.offline = null;
        if (this.closed) return resolve();
        this.listen(this.port).then(resolve, reject);
      }, ms);
    });
    this.offline = { until: Date.now() + ms, timer, done };
    return done;
  }

  /** Ends an offline spell now (before its time): the port listens again. */
  async comeBack(): Promise<void> {
    const spell = this.offline;
    if (!spell) return;
    clearTimeout(spell.timer);
    this.offline = null;
    if (!this.closed) await this.listen(this.port);
  }

  /**
   * Resolves when the next request arrives, before it is forwarded or answered (or after `ms`
   * with null): the moment to pull the plug on the app while a request is on the wire.
   */
  nextRequest(ms: number): Promise<ProxyRecord | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(done);
        resolve(null);
      }, ms);
      const done = (record: ProxyRecord) => {
        clearTimeout(timer);
        resolve(record);
      };
      this.waiters.add(done);
    });
  }

  isOffline(): boolean {
    return this.offline !== null;
  }

  stats(): ProxyStats {
    const maxPerMinute: Record<string, number> = {};
    for (const [token, times] of this.arrivals) maxPerMinute[token] = maxInWindow(times, MINUTE);
    return {
      requests: this.log.length,
      forwarded: this.forwarded,
      faults: { ...this.faultCounts },
      offlineSpells: this.spells,
      offlineMs: this.spellMs,
      cutByOfflineSpell: this.cutBySpell,
      service429: this.service429,
      maxPerMinute,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.offline) clearTimeout(this.offline.timer);
    this.offline = null;
    for (const socket of this.sockets) socket.destroy();
    this.upstream.destroy();
    await new Promise<void>((resolve) => (this.server.listening ? this.server.close(() => resolve()) : resolve()));
  }

  // -------------------------------------------------------------------------------------------

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.server.once('error', onError);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', onError);
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** One fate per request, in arrival order, from the seeded generator. */
  private draw(): FaultKind | null {
    if (this.plan.length > 0) return this.plan.shift()!;
    const roll = this.random();
    let sum = 0;
    for (const kind of FAULT_KINDS) {
      sum += this.rates[kind] ?? 0;
      if (roll < sum) return kind;
    }
    return null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readAll(req).catch(() => null);
    if (body === null) return;
    const record: ProxyRecord = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      token: tokenFingerprint(req.headers.authorization),
      fault: this.draw(),
      serviceStatus: null,
    };
    this.log.push(record);
    for (const waiter of this.waiters) waiter(record);
    this.waiters.clear();
    const fault = record.fault;

    if (fault === 'error500') {
      this.faultCounts.error500++;
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The proxy failed this request on purpose.' }));
      return;
    }
    if (fault === 'tooMany') {
      this.faultCounts.tooMany++;
      const [min, max] = this.retryAfter;
      const seconds = min + Math.floor(this.random() * (max - min + 1));
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': String(seconds) })
        .end(JSON.stringify({ code: 'rate_limited', message: `Too many requests (from the proxy). Wait ${seconds} s.`, retry_after: seconds }));
      return;
    }
    if (fault === 'cutBefore') {
      this.faultCounts.cutBefore++;
      req.socket.destroy();
      return;
    }

    let answer: { status: number; headers: IncomingHttpHeaders; body: Buffer };
    try {
      answer = await this.forward(req, body, record);
    } catch {
      // The service could not be reached: say so the way a gateway would.
      if (!res.headersSent && !res.destroyed)
        res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"The proxy could not reach the service."}');
      return;
    }
    record.serviceStatus = answer.status;
    if (answer.status === 429) this.service429++;

    if (fault === 'cutAfter') {
      this.faultCounts.cutAfter++;
      req.socket.destroy();
      return;
    }
    if (fault === 'slow') {
      this.faultCounts.slow++;
      await new Promise((resolve) => setTimeout(resolve, this.slowMs));
      if (res.destroyed || req.socket.destroyed) return;
    }
    let out = answer.body;
    if (fault === 'brokenJson' && answer.status >= 200 && answer.status < 300 && out.length > 1) {
      this.faultCounts.brokenJson++;
      out = out.subarray(0, Math.floor(out.length / 2));
    }
    if (res.destroyed) return;
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    delete headers['keep-alive'];
    res.writeHead(answer.status, { ...headers, 'content-length': String(out.length) }).end(out);
  }

  /** Sends the request on to the service and reads the whole answer. The service counts it now. */
  private forward(req: IncomingMessage, body: Buffer, record: ProxyRecord): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    // Hop-by-hop headers stay with this hop; the service sees its own address as Host.
    const headers: IncomingHttpHeaders = { ...req.headers, host: this.target.host };
    delete headers.connection;
    delete headers['keep-alive'];
    this.forwarded++;
    if (record.token !== null) {
      let times = this.arrivals.get(record.token);
      if (!times) this.arrivals.set(record.token, (times = []));
      times.push(Date.now());
    }
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        { host: this.target.hostname, port: this.target.port, method: req.method, path: req.url, headers, agent: this.upstream },
        (answer) => {
          readAll(answer).then((data) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: data }), reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.on('aborted', () => reject(new Error('aborted')));
  });
}
