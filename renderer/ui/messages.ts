import type { MessageDescriptor } from 'react-intl';

/**
 * A group of catalog messages, as `defineMessages` wrote them, taken as plain descriptors: react-intl
 * types a message whose values are not declared as taking none, so `{initials}` could not be given.
 * Write `messages(defineMessages({ … }))`: the extractor still finds every message, and the gates
 * (test/shared/i18n/catalogs.test.ts) format each one, with its values, in every language.
 */
export function messages<K extends string>(group: Readonly<Record<K, MessageDescriptor>>): Readonly<Record<K, MessageDescriptor>> {
  return group;
}
