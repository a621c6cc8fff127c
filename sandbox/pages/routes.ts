import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** The pages at app_url: /device, /start, /m/{slug}, uploads and downloads. */
export function registerPages(_app: Hono, _ctx: SandboxContext): void {}
