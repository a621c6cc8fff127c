import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

/** Requests Node's HTTP parser refuses before any route sees them (sandbox/http/client-errors.ts). */
const h = useSandbox({ reset: false });

describe('requests refused before they reach a route', () => {
  it('answers headers over 16 KB with a JSON 431 in plain words', async () => {
    const r = await fetch(`${h.baseUrl}/ping`, { headers: { 'x-padding': 'a'.repeat(20 * 1024) } });
    expect(r.status).toBe(431);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await r.json()).toEqual({ message: expect.stringMatching(/headers are too large/) });
    // The service carries on.
    expect((await fetch(`${h.baseUrl}/ping`)).status).toBe(401);
  });

  it('answers a request it cannot read with a JSON 400', async () => {
    const { port } = new URL(h.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String) });
  });
});
