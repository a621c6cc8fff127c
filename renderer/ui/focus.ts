import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to this element when it appears (and again whenever `key` changes),
 * so that a screen reader announces the new screen and a keyboard user carries on from its top.
 * Give the element tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean = true, key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled, key]);
  return ref;
}
