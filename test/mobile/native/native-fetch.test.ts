import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpOptions } from '@capacitor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../../shared/api';
import { OfflineError, ServiceClient, ServiceError, UncertainError } from '../../../core/service/client';
import { createNativeFetch } from '../../../mobile/native/native-fetch';
import { useSandbox } from '../../sandbox/harness';
import { fakeNativeHttp, type Platform } from './fake-native-http';

/** A small server that records what reached it and answers by path. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
async function startServer(answer: (seen: Seen, res: ServerResponse) => void): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const one = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(one);
      answer(one, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

/** An address where nothing listens (port 1 would not do: fetch refuses that port before trying). */
async function closedAddress(): Promise<string> {
  const { url, server } = await startServer(() => undefined);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

let elsewhere: Awaited<ReturnType<typeof startServer>>;
let service: Awaited<ReturnType<typeof startServer>>;
const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);

beforeAll(async () => {
  elsewhere = await startServer((_seen, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('elsewhere'));
  service = await startServer((seen, res) => {
    const path = seen.url;
    if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok","n":[1,2]}');
    if (path === '/json-string') return res.writeHead(200, { 'content-type': 'application/json' }).end('"a \\"quoted\\" word"');
    if (path === '/pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (path === '/missing') return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not here.');
    if (path === '/gone') return res.writeHead(410, { 'content-type': 'application/json' }).end('{"message":"Gone for good."}');
    if (path === '/empty') return res.writeHead(204).end();
    if (path === '/echo') return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(seen.body);
    if (path === '/moved') return res.writeHead(302, { location: '/json' }).end();
    if (path === '/see-other') return res.writeHead(303, { location: '/echo' }).end();
    if (path === '/away') return res.writeHead(307, { location: `${elsewhere.url}/landing` }).end();
    if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000);
    res.writeHead(500).end();
  });
});

afterAll(() => {
  service.server.closeAllConnections();
  service.server.close();
  elsewhere.server.close();
});

describe.each<Platform>(['android', 'ios'])('the core’s fetch through native HTTP, as %s answers', (platform) => {
  const log: HttpOptions[] = [];
  const nativeFetch = createNativeFetch(fakeNativeHttp(platform, log));

  it('asks the plugin for bytes, with redirects left to it', async () => {
    await nativeFetch(`${service.url}/json`, { headers: { authorization: 'Bearer t' } });
    expect(log.at(-1)).toMatchObject({ method: 'GET', responseType: 'arraybuffer', disableRedirects: true, headers: { authorization: 'Bearer t' } });
  });

  it('gives JSON, bytes, text and empty bodies back as the service sent them', async () => {
    const json = await nativeFetch(`${service.url}/json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect(await json.json()).toEqual({ status: 'ok', n: [1, 2] });
    const pdf = await nativeFetch(`${service.url}/pdf`);
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF);
    const missing = await nativeFetch(`${service.url}/missing`);
    expect([missing.status, await missing.text()]).toEqual([404, 'Not here.']);
    const gone = await nativeFetch(`${service.url}/gone`);
    expect([gone.status, await gone.json()]).toEqual([410, { message: 'Gone for good.' }]);
    const empty = await nativeFetch(`${service.url}/empty`, { method: 'DELETE' });
    expect([empty.status, await empty.text()]).toEqual([204, '']);
    expect(empty.url).toBe(`${service.url}/empty`);
  });

  it('keeps a JSON string a JSON string, and turns an unreadable answer into something the client can tell', async () => {
    const text = await (await nativeFetch(`${service.url}/json-string`)).text();
    if (platform === 'ios') expect(JSON.parse(text)).toBe('a "quoted" word');
    else expect(typeof JSON.parse(text)).toBe('string');
  });

  it('sends text as it is and bytes whole, whatever form the body takes', async () => {
    const echo = async (body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) => {
      const r = await nativeFetch(`${service.url}/echo`, { method: 'POST', body, headers, ...({ duplex: 'half' } as object) });
      return { back: Buffer.from(await r.arrayBuffer()), seen: service.seen.at(-1)! };
    };
    const json = await echo('{"a":"é"}', { 'content-type': 'application/json' });
    expect(json.back.toString()).toBe('{"a":"é"}');
    expect(json.seen.headers['content-type']).toBe('application/json');
    expect((await echo(new Uint8Array(PDF))).back).toEqual(PDF);
    expect((await echo(new Blob([PDF], { type: 'application/pdf' }))).seen.headers['content-type']).toBe('application/pdf');
    const form = new FormData();
    form.append('cover', new Blob([PDF], { type: 'image/jpeg' }), 'cover.jpg');
    const multipart = await echo(form);
    expect(multipart.seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.back.includes(PDF)).toBe(true);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(PDF.subarray(0, 4)));
        controller.enqueue(new Uint8Array(PDF.subarray(4)));
        controller.close();
      },
    });
    expect((await echo(stream, { 'content-type': 'multipart/form-data; boundary=x' })).back).toEqual(PDF);
    expect(log.at(-1)).toMatchObject({ dataType: 'file' });
  });

  it('redirect: manual hands the 3xx back, as Node does for the core’s client', async () => {
    const before = service.seen.length;
    const r = await nativeFetch(`${service.url}/moved`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/json');
    expect(service.seen.length).toBe(before + 1);
    await expect(nativeFetch(`${service.url}/moved`, { redirect: 'error' })).rejects.toThrow(TypeError);
  });

  it('redirect: follow follows, a 303 as a GET, and never takes the sign-in to another origin', async () => {
    expect(await (await nativeFetch(`${service.url}/moved`, { headers: { authorization: 'Bearer t' } })).json()).toEqual({ status: 'ok', n: [1, 2] });
    expect(service.seen.at(-1)!.headers.authorization).toBe('Bearer t');
    const seeOther = await nativeFetch(`${service.url}/see-other`, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(service.seen.at(-1)).toMatchObject({ method: 'GET', url: '/echo' });
    expect(service.seen.at(-1)!.headers['content-type']).toBeUndefined();
    expect(seeOther.status).toBe(200);
    const away = await nativeFetch(`${service.url}/away`, { headers: { authorization: 'Bearer secret', accept: 'text/plain' } });
    expect(await away.text()).toBe('elsewhere');
    expect(elsewhere.seen.at(-1)!.headers.authorization).toBeUndefined();
    expect(elsewhere.seen.at(-1)!.headers.accept).toBe('text/plain');
    expect(away.url).toBe(`${elsewhere.url}/landing`);
  });

  it('gives up when the signal says so, with its reason', async () => {
    await expect(nativeFetch(`${service.url}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    const aborted = AbortSignal.abort(new Error('stop'));
    await expect(nativeFetch(`${service.url}/json`, { signal: aborted })).rejects.toThrow('stop');
  });

  it('reports a failure as fetch does, with a system code where the platform says nothing was sent', async () => {
    const refused = (await nativeFetch(`${await closedAddress()}/x`).catch((e: unknown) => e)) as TypeError & { cause: { code?: string } };
    expect(refused).toBeInstanceOf(TypeError);
    if (platform === 'android') expect(refused.cause.code).toBe('ECONNREFUSED');
    else expect(refused.cause.code).toBe('NSURLErrorDomain');
  });

  it('refuses a body on a GET, as fetch does', async () => {
    await expect(nativeFetch(`${service.url}/json`, { method: 'GET', body: 'x' })).rejects.toThrow(TypeError);
  });
});

describe.each<Platform>(['android', 'ios'])('the core’s client over the phone’s native HTTP (%s), against the sandbox', (platform) => {
  const h = useSandbox();

  it('reads, changes and is refused as it is over Node’s fetch', async () => {
    const client = new ServiceClient({ baseUrl: () => h.baseUrl, fetch: createNativeFetch(fakeNativeHttp(platform)) });
    const p = await h.person();
    const ping = await client.call(operations.ping, {}, p.token);
    expect(ping.data).toMatchObject({ status: 'ok' });
    const created = await client.call(operations.createMyMemorial, { body: { deceased_name: 'Margaret Hughes' } }, p.token);
    expect(created.status).toBe(202);
    expect(created.data).toMatchObject({ deceased_name: 'Margaret Hughes' });
    const refused = await client.call(operations.ping, {}, 'not-a-token').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(401);
  });

  it('knows a change that never left the phone from one that may have', async () => {
    const nowhere = `${await closedAddress()}/api/v1`;
    const client = new ServiceClient({ baseUrl: () => nowhere, fetch: createNativeFetch(fakeNativeHttp(platform)) });
    const failed = await client.call(operations.createMyMemorial, { body: { deceased_name: 'X' } }, 'token').catch((e: unknown) => e);
    // Android says the connection was refused: nothing was sent. iOS says only that it failed.
    expect(failed).toBeInstanceOf(platform === 'android' ? OfflineError : UncertainError);
  });
});
