import type { Database } from '../db/database';

/** A readable web-address name from a person's name: "Zoë O'Brien" → "zoe-obrien". */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'memorial';
}

/** A slug free in both memorials and business onboardings (they share one address space). */
export function uniqueSlug(db: Database, name: string): string {
  const base = slugify(name);
  const taken = (slug: string) =>
    db.one('SELECT 1 AS x FROM memorials WHERE slug = ? UNION ALL SELECT 1 FROM onboardings WHERE slug = ? LIMIT 1', slug, slug) !== undefined;
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
