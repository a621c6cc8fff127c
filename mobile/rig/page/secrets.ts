/**
 * The Secrets port's stand-in in the phone rig: the sign-ins are kept in the rig process's memory
 * (mobile/rig/rig-host.ts, /rig/secrets/<account>), behind this launch's secret. A reload of the page,
 * like a WebView's, keeps them; stopping the rig forgets them. It says so as browser mode says it
 * without a keychain (`kind: 'session'` and the same note), since that is what it is.
 */
import { NO_KEYCHAIN_NOTE, type Secrets } from '../../../core/ports';

/** The rig host's paths and header (mobile/rig/rig-host.ts), relative to the page. */
export const RIG_ENDPOINTS = { secrets: 'rig/secrets/', config: 'rig/config', demoTokens: 'rig/demo-tokens', header: 'x-memorial-desk-rig' } as const;

export class RigSecrets implements Secrets {
  readonly kind = 'session';
  readonly note = NO_KEYCHAIN_NOTE;

  constructor(
    private readonly launchSecret: string,
    private readonly base: string = document.baseURI,
  ) {}

  async get(account: string): Promise<string | null> {
    const answer = await this.ask(account, 'GET');
    const { secret } = (await answer.json()) as { secret: unknown };
    return typeof secret === 'string' ? secret : null;
  }

  async set(account: string, secret: string): Promise<void> {
    await this.ask(account, 'PUT', JSON.stringify({ secret }));
  }

  async delete(account: string): Promise<void> {
    await this.ask(account, 'DELETE');
  }

  private async ask(account: string, method: string, body?: string): Promise<Response> {
    const answer = await fetch(new URL(`${RIG_ENDPOINTS.secrets}${encodeURIComponent(account)}`, this.base), {
      method,
      headers: { [RIG_ENDPOINTS.header]: this.launchSecret, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body } : {}),
      cache: 'no-store',
    });
    // The answer's words only: never the sign-in.
    if (!answer.ok) throw new Error(`The phone rig did not keep or give the sign-in (${answer.status}).`);
    return answer;
  }
}
