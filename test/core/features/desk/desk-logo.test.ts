import { describe, expect, it } from 'vitest';
import { fetchLogo, LOGO_MAX_BYTES } from '../../../../core/features/desk/desk-logo';

/**
 * The logo fetcher's rules. An https server with a trusted certificate cannot run here, so the
 * network is the one thing stood in for: `fetch` answers with real Response objects.
 */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function server(routes: Record<string, () => Response>) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push({ url, init });
    const route = routes[url];
    return route ? Promise.resolve(route()) : Promise.reject(new TypeError('fetch failed'));
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const image =
  (bytes: Uint8Array, type = 'image/png', headers: Record<string, string> = {}) =>
  () =>
    new Response(bytes, { status: 200, headers: { 'content-type': type, ...headers } });

describe('the organization’s logo, fetched by main', () => {
  it('comes back as a data: URL, asked for without credentials and without following redirects blindly', async () => {
    const { fetchImpl, asked } = server({ 'https://cdn.example/logo.png': image(PNG) });
    const result = await fetchLogo('https://cdn.example/logo.png', fetchImpl);
    expect(result).toEqual({ ok: true, dataUrl: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` });
    expect(asked[0]?.init).toMatchObject({ redirect: 'manual', credentials: 'omit' });
    expect(new Headers(asked[0]?.init?.headers).get('authorization')).toBeNull();
  });

  it('is refused unless https, also after a redirect', async () => {
    expect(await fetchLogo('http://cdn.example/logo.png', server({}).fetchImpl)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/https/) },
    });
    expect(await fetchLogo('file:///etc/passwd', server({}).fetchImpl)).toMatchObject({ ok: false });
    expect(await fetchLogo('https://user:secret@cdn.example/logo.png', server({}).fetchImpl)).toMatchObject({ ok: false });
    const { fetchImpl } = server({
      'https://cdn.example/a.png': () => new Response(null, { status: 302, headers: { location: 'http://cdn.example/b.png' } }),
    });
    expect(await fetchLogo('https://cdn.example/a.png', fetchImpl)).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/https/) } });
  });

  it('follows a few https redirects, not endless ones', async () => {
    const hop = (to: string) => () => new Response(null, { status: 301, headers: { location: to } });
    const ok = server({ 'https://a.example/1': hop('/2'), 'https://a.example/2': image(PNG) });
    expect(await fetchLogo('https://a.example/1', ok.fetchImpl)).toMatchObject({ ok: true });
    const loop = server({ 'https://a.example/1': hop('/1') });
    expect(await fetchLogo('https://a.example/1', loop.fetchImpl)).toMatchObject({ ok: false });
    expect(loop.asked.length).toBeLessThanOrEqual(4);
  });

  it('must be an image by its type and by its bytes', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await fetchLogo('https://a.example/x', server({ 'https://a.example/x': image(html, 'text/html') }).fetchImpl)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/picture/) },
    });
    // Says PNG, is not.
    expect(await fetchLogo('https://a.example/x', server({ 'https://a.example/x': image(html) }).fetchImpl)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/picture/) },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await fetchLogo('https://a.example/x', server({ 'https://a.example/x': image(svg, 'image/svg+xml') }).fetchImpl)).toMatchObject({ ok: false });
  });

  it('is capped in size, whatever Content-Length says', async () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(await fetchLogo('https://a.example/x', server({ 'https://a.example/x': image(big) }).fetchImpl)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/larger/) },
    });
    const declared = server({ 'https://a.example/x': image(PNG, 'image/png', { 'content-length': String(LOGO_MAX_BYTES * 10) }) });
    expect(await fetchLogo('https://a.example/x', declared.fetchImpl)).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/larger/) } });
    // A body streamed without any length is stopped as soon as it passes the cap.
    const chunk = new Uint8Array(64 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streaming = server({ 'https://a.example/x': () => new Response(endless, { headers: { 'content-type': 'image/png' } }) });
    expect(await fetchLogo('https://a.example/x', streaming.fetchImpl)).toMatchObject({ ok: false });
    expect(sent).toBeLessThan(LOGO_MAX_BYTES * 2);
  });

  it('says plainly when it cannot be reached or the server fails', async () => {
    expect(await fetchLogo('https://gone.example/x', server({}).fetchImpl)).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/could not be loaded/) },
    });
    const failing = server({ 'https://a.example/x': () => new Response('no', { status: 500 }) });
    expect(await fetchLogo('https://a.example/x', failing.fetchImpl)).toMatchObject({ ok: false });
  });
});
