import { useLayoutEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { useOrganization } from '../../data/organization';
import { formatWords } from '../../data/message-format';
import { safeBrandColor } from '../../ui/brand';
import { contrastsEnough } from '../../ui/contrast';
import { useLogo } from './desk-data';
import { BRAND_WORDS as words } from './desk-words';

/**
 * The page's surfaces in the light and dark schemes (base.css --surface): the brand band sits on
 * them, so the colour is used only where it stands out from them by 3:1 (WCAG 1.4.11, a part of
 * the interface). It never colours text, whose contrast the app keeps at 7:1.
 */
const SURFACES = { light: '#ffffff', dark: '#24211d' } as const;

/**
 * Sets `--desk-brand-light` and `--desk-brand-dark` on the element: the brand colour, for each
 * scheme where it contrasts enough, through the CSSOM (allowed under `style-src 'self'`, see
 * ui/brand.ts); the stylesheet falls back to the app's own accent where it is not set.
 */
function useBrandBand(ref: RefObject<HTMLElement | null>, color: string | null | undefined): void {
  const hex = safeBrandColor(color);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const scheme of ['light', 'dark'] as const) {
      const name = `--desk-brand-${scheme}`;
      if (hex && contrastsEnough(hex, SURFACES[scheme], 3)) element.style.setProperty(name, hex);
      else element.style.removeProperty(name);
    }
  }, [ref, hex]);
}

/** The funeral home at the top of every desk screen: its logo, its name, and how many memorials are live. */
export function DeskBrand({ account }: { account: AccountInfo }) {
  const band = useRef<HTMLDivElement>(null);
  const organization = useOrganization(account).query.data;
  const hasLogo = Boolean(organization?.branding.logo_url);
  const logo = useLogo(account.id, hasLogo && account.signedIn).data;
  useBrandBand(band, organization?.branding.brand_color);
  const name = organization ? (organization.branding.display_name ?? organization.name) : account.name;

  return (
    <div ref={band} className="desk-brand">
      {logo?.dataUrl ? <img className="desk-brand__logo" src={logo.dataUrl} alt="" /> : null}
      <div className="desk-brand__text">
        <p className="desk-brand__name" dir="auto">
          {name}
        </p>
        {organization ? (
          <p className="desk-brand__counts">
            <FormattedMessage
              {...words.counts}
              values={{
                live: <FormattedMessage {...words.live} values={{ count: organization.memorials.live }} />,
                pending: <FormattedMessage {...words.pending} values={{ count: organization.memorials.pending }} />,
              }}
            />
          </p>
        ) : null}
        {hasLogo && logo?.problem ? (
          <p className="desk-brand__note">
            <FormattedMessage {...words.logo} values={{ problem: lowerFirst(formatWords(logo.problemWords, logo.problem)) }} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
