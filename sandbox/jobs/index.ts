import { goLive, GO_LIVE_JOB } from '../business/onboarding';
import type { SandboxContext } from '../context';
import { CONTRIBUTION_CHECK_JOB, finishContributionCheck } from '../contributions/model';
import { buildExport, EXPORT_JOB, resumeExports } from '../exports/model';
import { finishMemorialCheck } from '../memorials/drafts';
import { MEMORIAL_CHECK_JOB } from '../memorials/model';
import { BROADCAST_CHECK_JOB, FUND_CHECK_JOB, finishBroadcastCheck, finishFundCheck } from '../premium/model';
import type { JobHandler } from './queue';

/**
 * Every kind of work the service finishes later, registered once when the sandbox starts: the
 * safety checks of memorials, tributes, funds and posts; a business memorial going live; an
 * export being built. The areas' models schedule them (ctx.jobs.schedule) and do the work.
 */
export function registerJobs(ctx: SandboxContext): void {
  const handlers: Record<string, JobHandler> = {
    [MEMORIAL_CHECK_JOB]: (id) => finishMemorialCheck(ctx, id),
    [CONTRIBUTION_CHECK_JOB]: (id) => finishContributionCheck(ctx, id),
    [FUND_CHECK_JOB]: (id) => finishFundCheck(ctx, id),
    [BROADCAST_CHECK_JOB]: (id) => finishBroadcastCheck(ctx, id),
    [GO_LIVE_JOB]: (id) => goLive(ctx, id),
    [EXPORT_JOB]: (id) => buildExport(ctx, id),
  };
  for (const [kind, handler] of Object.entries(handlers)) ctx.jobs.register(kind, handler);
  resumeExports(ctx);
}
