import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isDesktopWindow } from '../data/calls';
import { useAppStore } from '../data/app-state';
import { remember } from '../data/ui-memory';
import { paths } from '../ui/places';

/**
 * Back and forward in the desktop window. A browser has its own buttons and keys for them; an
 * Electron window has none, so the usual ones are wired here: Alt+Left and Alt+Right, ⌘[ and ⌘],
 * and a mouse's back and forward buttons. In browser mode the browser does it (doing it here too
 * would go back twice).
 */
export function useDesktopHistoryKeys(): void {
  const router = useRouter();
  useEffect(() => {
    if (!isDesktopWindow()) return;
    const onKey = (event: KeyboardEvent) => {
      const back = (event.altKey && event.key === 'ArrowLeft') || (event.metaKey && event.key === '[');
      const forward = (event.altKey && event.key === 'ArrowRight') || (event.metaKey && event.key === ']');
      if (!back && !forward) return;
      event.preventDefault();
      if (back) router.history.back();
      else router.history.forward();
    };
    // Buttons 3 and 4 are a mouse's back and forward.
    const onMouse = (event: MouseEvent) => {
      if (event.button !== 3 && event.button !== 4) return;
      event.preventDefault();
      if (event.button === 3) router.history.back();
      else router.history.forward();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('mouseup', onMouse);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mouseup', onMouse);
    };
  }, [router]);
}

/** Remembers each place the person arrives at (not the sign-in steps), to reopen it after a restart. */
export function useRememberPlace(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        const place = toLocation.href;
        if (place === paths.home || place.startsWith(paths.signIn)) return;
        // With the account it belongs to: a restart reopens it with that one, not another kind's.
        void remember({ place, placeAccountId: useAppStore.getState().accounts.activeId });
      }),
    [router],
  );
}
