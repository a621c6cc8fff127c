/** The desk's choices in plain words: who looks after a memorial, how it starts, who may see it. */
import type { Choice } from '../../ui/Choices';

export type Owner = 'family' | 'organization' | 'both';
export type Action = 'invite' | 'complete';
export type PrivacyLevel = 'public' | 'restricted' | 'private' | 'closed';

export const OWNER_CHOICES: readonly Choice<Owner>[] = [
  { value: 'family', name: 'The family', about: 'A family member looks after the memorial: its words, its tributes and who may see it.' },
  { value: 'organization', name: 'Your funeral home', about: 'Your funeral home looks after the memorial for the family.' },
  { value: 'both', name: 'Both together', about: 'The family and your funeral home both look after it.' },
];

export const ACTION_CHOICES: readonly Choice<Action>[] = [
  {
    value: 'invite',
    name: 'Invite the family to write it',
    about: 'The family is emailed a link to write the memorial themselves. It goes live once they finish it. Their email address is needed.',
  },
  {
    value: 'complete',
    name: 'Write it here now',
    about: 'You give the words below. The memorial is checked, as everything published is, and goes live once the check has passed.',
  },
];

export const PRIVACY_CHOICES: readonly Choice<PrivacyLevel>[] = [
  { value: 'public', name: 'Public', about: 'Anyone can find it and read it, including through search engines.' },
  { value: 'restricted', name: 'Anyone with the address', about: 'Anyone who has the address can read it; search engines are asked not to list it.' },
  { value: 'private', name: 'Private', about: 'Visitors must sign in, and only people it has been shared with can read it.' },
  { value: 'closed', name: 'Closed', about: 'Closed to visitors: only the people who look after it, and those they give a role to, can open it.' },
];

export function ownerWords(owner: string): string {
  return OWNER_CHOICES.find((choice) => choice.value === owner)?.name ?? owner;
}

export function privacyWords(privacy: string | null): string {
  if (privacy === null) return 'Not set';
  return PRIVACY_CHOICES.find((choice) => choice.value === privacy)?.name ?? privacy;
}

/** "3 days", "5 hours", "a few minutes": how long since a moment, for "waiting for …". */
export function howLongSince(moment: string | null, now: number): string | null {
  if (moment === null) return null;
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return null;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return minutes < 5 ? 'a few minutes' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}
