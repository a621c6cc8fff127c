import type { MessageDescriptor } from '@formatjs/intl';

/**
 * A group of catalog messages, as `defineMessages` (from @formatjs/intl) wrote them, taken as plain
 * descriptors, for the core and the homes (the renderer has its own, renderer/ui/messages.ts):
 * @formatjs/intl types a message whose values are not declared as taking none, so `{name}` could
 * not be given. Write `messages(defineMessages({ … }))`: the extractor still finds every message.
 */
export function messages<K extends string>(group: Readonly<Record<K, MessageDescriptor>>): Readonly<Record<K, MessageDescriptor>> {
  return group;
}
