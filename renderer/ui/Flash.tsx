import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../data/app-state';
import { useBrandAccent } from './brand';
import { Button } from './Button';
import { focusMainHeading } from './focus';
import { Notice } from './Notice';
import { UI_WORDS as words } from './ui-words';

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
            <FormattedMessage {...words.closeFlash} />
          </Button>
        }
      >
        <p>{flash.message}</p>
      </Notice>
    </div>
  );
}
