import type { DemoTokens } from '../../core';
import type { RunningSandbox } from '../../sandbox/server';

/**
 * Fresh tokens for the demo world's accounts, as the app core takes them (null: no demo world):
 * the desktop's demo (electron/desktop-core.ts) and the phone rig's (mobile/rig/cli.ts) alike.
 */
export function demoTokensFrom(sandbox: Pick<RunningSandbox, 'issueDemoTokens'>): () => DemoTokens | null {
  return () => {
    const world = sandbox.issueDemoTokens();
    if (!world) return null;
    return { personal: { token: world.person.token, name: `${world.person.name} (demo family)` }, business: { token: world.organization.token } };
  };
}
