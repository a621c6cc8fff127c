import type { Place } from '../../ui/places';

/** The printable hand-out of one memorial, by web address name while pending, by id once live. */
export function handoutPlace(ref: string | number): Place {
  return { to: '/desk/memorials/$ref/handout', params: { ref: String(ref) } };
}
