import type { PlaceRead } from '../../data/place-read';

/**
 * My memorials' read: its route begins it as the place opens (feature.tsx), the screen shows it
 * (MyMemorials.tsx). The same read the inbox sweep and the sign-in make (100 a page), so one
 * answer serves all three.
 */
export const MY_MEMORIALS_READ: PlaceRead<'listMyMemorials'> = { name: 'listMyMemorials', input: { query: { per_page: 100 } } };
