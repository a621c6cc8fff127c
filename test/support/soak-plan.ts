/**
 * What the fault soak asks of the app: moderation actions on tributes, in little scripts a family
 * might really do (approve then pin, hide then restore, approve then change their mind), and what
 * each tribute must look like once every action has been applied exactly once.
 *
 * No script uses the same action twice on one tribute, so every action is one request path on
 * the service: the proxy's log then tells how many times the service carried each one out.
 */

export type Moderation = 'approve' | 'reject' | 'hide' | 'restore' | 'pin' | 'unpin';

/** The bridge operation the renderer calls for each action. */
export const BRIDGE_OPERATION = {
  approve: 'approveContribution',
  reject: 'rejectContribution',
  hide: 'hideContribution',
  restore: 'restoreContribution',
  pin: 'pinContribution',
  unpin: 'unpinContribution',
} as const satisfies Record<Moderation, string>;

const SCRIPTS: Moderation[][] = [
  ['approve'],
  ['reject'],
  ['hide'],
  ['approve', 'pin'],
  ['approve', 'reject'],
  ['hide', 'restore'],
  ['approve', 'pin', 'unpin'],
  ['approve', 'hide', 'restore'],
  ['reject', 'hide', 'restore'],
  ['approve', 'pin', 'hide', 'restore'],
];

export interface PlannedAction {
  /** Its place in the whole run, from 0. */
  index: number;
  /** Which planned tribute (index into the tributes list). */
  tribute: number;
  action: Moderation;
  /** For a reject: the reason the family gives. */
  reason: string | null;
}

export interface PlannedTribute {
  /** Which memorial of the run it is on (index). */
  memorial: number;
  script: Moderation[];
}

export interface Plan {
  tributes: PlannedTribute[];
  /** Every action of every script, interleaved; each tribute's own actions stay in order. */
  actions: PlannedAction[];
}

/** Scripts adding up to exactly `count` actions, interleaved at random (seeded). */
export function planActions(count: number, memorials: number, random: () => number): Plan {
  const tributes: PlannedTribute[] = [];
  let left = count;
  while (left > 0) {
    const fitting = SCRIPTS.filter((s) => s.length <= left);
    const script = fitting[Math.floor(random() * fitting.length)]!;
    tributes.push({ memorial: tributes.length % memorials, script });
    left -= script.length;
  }
  // Interleave: repeatedly take the next action of a tribute chosen at random.
  const next = tributes.map(() => 0);
  const open = tributes.map((_, i) => i);
  const actions: PlannedAction[] = [];
  while (open.length > 0) {
    const pick = Math.floor(random() * open.length);
    const tribute = open[pick]!;
    const action = tributes[tribute]!.script[next[tribute]!]!;
    actions.push({ index: actions.length, tribute, action, reason: action === 'reject' ? reasonFor(tribute) : null });
    next[tribute]!++;
    if (next[tribute] === tributes[tribute]!.script.length) open.splice(pick, 1);
  }
  return { tributes, actions };
}

export function reasonFor(tribute: number): string {
  return `Kept off the page by the family (tribute ${tribute + 1}).`;
}

/** A tribute as the service stores it, in the terms the soak checks. */
export interface TributeState {
  status: 'pending' | 'approved' | 'rejected' | 'hidden';
  pinned: boolean;
  rejectReason: string | null;
}

/** Where a tribute must end up once its script was applied exactly once, in order (spec 3.4). */
export function expectedState(tribute: number, script: Moderation[]): TributeState {
  let status: TributeState['status'] = 'pending';
  let beforeHidden: TributeState['status'] | null = null;
  let pinned = false;
  let rejectReason: string | null = null;
  for (const action of script) {
    switch (action) {
      case 'approve':
        status = 'approved';
        break;
      case 'reject':
        status = 'rejected';
        rejectReason = reasonFor(tribute);
        pinned = false;
        break;
      case 'hide':
        beforeHidden = status;
        status = 'hidden';
        break;
      case 'restore':
        status = beforeHidden ?? 'pending';
        beforeHidden = null;
        break;
      case 'pin':
        pinned = true;
        break;
      case 'unpin':
        pinned = false;
        break;
    }
  }
  return { status, pinned, rejectReason };
}

/** The request the service receives for an action: its method and path under /api/v1. */
export function requestOf(action: Moderation, contributionId: number): { method: string; path: string } {
  if (action === 'hide') return { method: 'DELETE', path: `/api/v1/contributions/${contributionId}` };
  return { method: 'POST', path: `/api/v1/contributions/${contributionId}/${action}` };
}
