/**
 * Signing in: a family's device flow, a funeral home's pasted business token, and the demo's own
 * accounts. Each flow is bound to the service of the moment it begins, and ends by keeping the
 * token in the account book (accounts.ts), which names the account and keeps its secret first.
 */
import type { z } from 'zod';
import { ping } from '../../shared/api/auth';
import { getOrganization } from '../../shared/api/business';
import type { AccountsState, BusinessSignInResult, DeviceSignIn } from '../../shared/bridge';
import { Listeners } from '../../shared/listeners';
import { ACCOUNT_SAID, type Accounts, type DemoTokens } from './accounts';
import { LocalError, ServiceError, type CallAnswer } from '../service/client';
import type { Clock } from '../clock';
import type { DeviceSignInFlow } from './device-flow';

export type BusinessSignIn = z.output<typeof BusinessSignInResult>;

/** Ended flows are kept a little while so the renderer can still read how they ended. */
const FLOWS_KEPT = 5;

export interface SignInOptions {
  accounts: Accounts;
  clock: Clock;
  /**
   * A business sign-in read the organization (before the account existed): the answer is handed
   * on, so the desk that opens next needs no request of its own, and the service is known to be there.
   */
  keepOrganization?: (accountId: string, answer: CallAnswer<typeof getOrganization>, sentAt: number) => void;
}

export class SignIn {
  private readonly accounts: Accounts;
  private readonly flows = new Map<string, DeviceSignInFlow>();
  private readonly deviceListeners = new Listeners<{ change: DeviceSignIn }>((_event, error) =>
    console.error('memorial-desk: a sign-in listener failed', error),
  );

  constructor(private readonly options: SignInOptions) {
    this.accounts = options.accounts;
  }

  /**
   * Signs in with a pasted business token: GET /ping must answer 200 and GET /organization 200
   * before anything is kept. Signing in to an organization that already has an account here
   * replaces that account's token (and refreshes its branding) instead of adding a second one.
   */
  async business(pasted: string): Promise<BusinessSignIn> {
    const token = pasted
      .trim()
      .replace(/^bearer(\s+|$)/i, '')
      .trim();
    if (!token) throw new LocalError('invalid', ACCOUNT_SAID.emptyToken);
    // The token is checked at, and bound to, the service of this moment.
    const { service, client } = this.accounts.serviceNow();
    try {
      await client.call(ping, {}, token);
    } catch (error) {
      throw signInError(error);
    }
    let answer: CallAnswer<typeof getOrganization>;
    const sentAt = this.options.clock.now();
    try {
      answer = await client.call(getOrganization, {}, token);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 403) throw new LocalError('invalid', ACCOUNT_SAID.personalToken);
      throw signInError(error);
    }
    const organization = answer.data;
    const branding = {
      id: organization.id,
      name: organization.name,
      displayName: organization.branding.display_name,
      brandColor: organization.branding.brand_color,
      logoUrl: organization.branding.logo_url,
    };
    const account = await this.accounts.addBusiness(branding, token, service);
    this.options.keepOrganization?.(account.id, answer, sentAt);
    return {
      account,
      organization: { name: branding.name, displayName: branding.displayName, brandColor: branding.brandColor, logoUrl: branding.logoUrl },
    };
  }

  /**
   * The demo signs in to its world's family and funeral home afresh (at each start, and when the
   * person asks after signing out of one): the same accounts get new tokens.
   */
  async demo(tokens: DemoTokens): Promise<AccountsState> {
    const business = await this.business(tokens.business.token);
    this.accounts.markDemo(business.account.id, 'funeral-home');
    const family = this.accounts.demoAccount('family');
    if (family) {
      await this.accounts.signInAgain(family, tokens.personal.token);
    } else {
      const added = await this.accounts.addPersonal(tokens.personal.token, tokens.personal.name);
      this.accounts.markDemo(added.id, 'family');
    }
    return this.accounts.activate(this.accounts.demoAccount('family')?.id ?? null);
  }

  /**
   * Starts a device-flow sign-in (any earlier one still waiting is cancelled: the person started
   * again). Once approved, the token becomes a new personal account here.
   */
  async startDevice(again?: string): Promise<DeviceSignIn> {
    for (const flow of this.flows.values()) flow.cancel();
    // Signing back in to a family account whose sign-in is gone keeps that account (its name, its
    // place in the list, its queued changes) instead of adding a second one.
    const returning = again ? this.accounts.get(again) : null;
    // The code, its polling and the token it brings all belong to the service of this moment.
    const at = this.accounts.serviceNow();
    // The device flow's code comes with the first sign-in, not with every start (the phone's first screen carries none of it).
    const { APP_CLIENT_NAME, startDeviceSignIn } = await import('./device-flow');
    const flow = await startDeviceSignIn({
      client: at.client,
      clock: this.options.clock,
      clientName: APP_CLIENT_NAME,
      onChange: (state) => this.deviceListeners.emit('change', state),
      keep: (token) => (returning?.kind === 'personal' ? this.accounts.signInAgain(returning, token) : this.accounts.addPersonal(token, undefined, at)),
    });
    // Another start may have begun while this one waited for its code: only the newest may wait.
    for (const other of this.flows.values()) other.cancel();
    this.flows.set(flow.id, flow);
    for (const id of [...this.flows.keys()].slice(0, Math.max(0, this.flows.size - FLOWS_KEPT))) this.flows.delete(id);
    return flow.state();
  }

  device(flowId: string): DeviceSignIn {
    return this.flow(flowId).state();
  }

  cancelDevice(flowId: string): DeviceSignIn {
    return this.flow(flowId).cancel();
  }

  /** Calls `listener` on every change of a device sign-in. Returns an unsubscribe. */
  onDevice(listener: (state: DeviceSignIn) => void): () => void {
    return this.deviceListeners.on('change', listener);
  }

  /** Stops any sign-in still waiting (the app is closing). */
  close(): void {
    for (const flow of this.flows.values()) flow.cancel();
  }

  private flow(flowId: string): DeviceSignInFlow {
    const flow = this.flows.get(flowId);
    if (!flow) throw new LocalError('invalid', ACCOUNT_SAID.unknownFlow);
    return flow;
  }
}

/**
 * A token the service refused (401) is the person's to fix, in plain words; anything else
 * (offline, rate-limited, the service's own refusal) goes on as the client typed it.
 */
function signInError(error: unknown): unknown {
  if (error instanceof ServiceError && error.status === 401) return new LocalError('invalid', ACCOUNT_SAID.rejectedToken);
  return error;
}
