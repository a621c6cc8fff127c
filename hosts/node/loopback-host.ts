/**
 * What the loopback hosts share (browser mode's, electron/web/host.ts, and the phone rig's,
 * mobile/rig/host.ts): listening on 127.0.0.1 only, the per-launch secret compared in constant
 * time, the cookie it is kept in, and the plain page a refusal shows.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export function plainPage(title: string, text: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`;
}

export function sameSecret(candidate: string | undefined, secret: Buffer): boolean {
  if (candidate === undefined) return false;
  const given = Buffer.from(candidate);
  return given.length === secret.length && timingSafeEqual(given, secret);
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Listens on 127.0.0.1 only (never another interface), on `port` or a free one; its port and origin. */
export async function listenOnLoopback(server: Server, port: number | undefined): Promise<{ port: number; origin: string }> {
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return { port: bound, origin: `http://127.0.0.1:${bound}` };
}
