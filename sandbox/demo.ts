import type { SandboxContext } from './context';

export interface DemoWorld {
  person: { id: number; name: string; email: string; token: string };
  organization: { id: number; name: string; token: string };
}

/** Fills an empty database with the demo world; null when it already holds data. */
export function seedDemo(_ctx: SandboxContext): DemoWorld | null {
  return null;
}
