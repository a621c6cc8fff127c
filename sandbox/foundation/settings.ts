import { z } from 'zod';
import { LIMITS } from '../../shared/limits';
import type { Database } from '../db/database';

/** How the sandbox behaves (PUT /__sandbox/settings). Kept in the database. */
export const SandboxSettings = z.strictObject({
  safety_delay_ms: z.number().int().nonnegative(),
  refuse_terms: z.array(z.string().min(1)),
  rate_limits: z.strictObject({
    personal: z.number().int().positive(),
    business: z.number().int().positive(),
  }),
});
export type SandboxSettings = z.infer<typeof SandboxSettings>;

export const SettingsPatch = z.strictObject({
  safety_delay_ms: z.number().int().nonnegative().optional(),
  refuse_terms: z.array(z.string().min(1)).optional(),
  rate_limits: z.strictObject({ personal: z.number().int().positive().optional(), business: z.number().int().positive().optional() }).optional(),
});

export const DEFAULT_SETTINGS: SandboxSettings = {
  safety_delay_ms: 1500,
  refuse_terms: ['refuse-me'],
  rate_limits: { ...LIMITS.rateLimitPerMinute },
};

export class Settings {
  private current: SandboxSettings;

  constructor(private readonly db: Database) {
    const row = db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'behaviour'");
    this.current = row ? (readStored(row.value) ?? structuredClone(DEFAULT_SETTINGS)) : structuredClone(DEFAULT_SETTINGS);
  }

  get(): SandboxSettings {
    return this.current;
  }

  update(patch: z.infer<typeof SettingsPatch>): SandboxSettings {
    this.current = {
      safety_delay_ms: patch.safety_delay_ms ?? this.current.safety_delay_ms,
      refuse_terms: patch.refuse_terms ?? this.current.refuse_terms,
      rate_limits: { ...this.current.rate_limits, ...stripUndefined(patch.rate_limits ?? {}) },
    };
    this.db.run(
      "INSERT INTO settings (key, value) VALUES ('behaviour', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      JSON.stringify(this.current),
    );
    return this.current;
  }

  reset(): void {
    this.current = structuredClone(DEFAULT_SETTINGS);
  }
}

/** Settings stored by an earlier run, or null (said on stderr) when they can't be used: the defaults apply. */
function readStored(value: string): SandboxSettings | null {
  try {
    return SandboxSettings.parse(JSON.parse(value));
  } catch {
    console.error("sandbox: the settings stored in this database can't be read, so the default settings apply instead.");
    return null;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
