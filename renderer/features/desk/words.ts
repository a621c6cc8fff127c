/** The desk's choices in plain words: who looks after a memorial, how it starts, who may see it. */
import type { IntlShape } from 'react-intl';
import type { Choice } from '../../ui/Choices';
import { CHOICE_WORDS, TIME_WORDS } from './desk-words';

export type Owner = 'family' | 'organization' | 'both';
export type Action = 'invite' | 'complete';
export type PrivacyLevel = 'public' | 'restricted' | 'private' | 'closed';

const OWNERS: readonly Owner[] = ['family', 'organization', 'both'];
const ACTIONS: readonly Action[] = ['invite', 'complete'];
const PRIVACY_LEVELS: readonly PrivacyLevel[] = ['public', 'restricted', 'private', 'closed'];

export function ownerChoices(intl: IntlShape): readonly Choice<Owner>[] {
  return OWNERS.map((value) => ({
    value,
    name: intl.formatMessage(CHOICE_WORDS.owner, { owner: value }),
    about: intl.formatMessage(CHOICE_WORDS.ownerAbout, { owner: value }),
  }));
}

export function actionChoices(intl: IntlShape): readonly Choice<Action>[] {
  return ACTIONS.map((value) => ({
    value,
    name: intl.formatMessage(CHOICE_WORDS.action, { action: value }),
    about: intl.formatMessage(CHOICE_WORDS.actionAbout, { action: value }),
  }));
}

export function privacyChoices(intl: IntlShape): readonly Choice<PrivacyLevel>[] {
  return PRIVACY_LEVELS.map((value) => ({
    value,
    name: intl.formatMessage(CHOICE_WORDS.privacy, { privacy: value }),
    about: intl.formatMessage(CHOICE_WORDS.privacyAbout, { privacy: value }),
  }));
}

/** Who looks after a memorial, in words ("The family"); a role the app does not know stays as the service wrote it. */
export function ownerWords(intl: IntlShape, owner: string): string {
  return (OWNERS as readonly string[]).includes(owner) ? intl.formatMessage(CHOICE_WORDS.owner, { owner }) : owner;
}

export function privacyWords(intl: IntlShape, privacy: string | null): string {
  if (privacy === null) return intl.formatMessage(CHOICE_WORDS.privacyNotSet);
  return (PRIVACY_LEVELS as readonly string[]).includes(privacy) ? intl.formatMessage(CHOICE_WORDS.privacy, { privacy }) : privacy;
}

/** "3 days", "5 hours", "a few minutes": how long since a moment, for "waiting for …". */
export function howLongSince(intl: IntlShape, moment: string | null, now: number): string | null {
  if (moment === null) return null;
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return null;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return minutes < 5 ? intl.formatMessage(TIME_WORDS.fewMinutes) : intl.formatMessage(TIME_WORDS.minutes, { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return intl.formatMessage(TIME_WORDS.hours, { count: hours });
  const days = Math.floor(hours / 24);
  return intl.formatMessage(TIME_WORDS.days, { count: days });
}
