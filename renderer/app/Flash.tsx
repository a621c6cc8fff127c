import { useRef } from 'react';
import { Button } from '../ui/Button';
import { focusMainHeading } from '../ui/focus';
import { Notice } from '../ui/Notice';
import { useBrandAccent } from './brand';
import { useAppStore } from './store';

/** The one-time note a sign-in leaves for the next screen, in the organization's colour if any. */
export function Flash() {
  const flash = useAppStore((s) => s.flash);
  const setFlash = useAppStore((s) => s.setFlash);
  const frame = useRef<HTMLDivElement>(null);
  useBrandAccent(frame, flash?.accent);
  if (!flash) return null;
  return (
    <div ref={frame} className={flash.accent ? 'flash brand-accent' : 'flash'}>
      <Notice
        tone="success"
        actions={
          <Button
            variant="quiet"
            onClick={() => {
              focusMainHeading();
              setFlash(null);
            }}
          >
            Close this message
          </Button>
        }
      >
        <p>{flash.message}</p>
      </Notice>
    </div>
  );
}
