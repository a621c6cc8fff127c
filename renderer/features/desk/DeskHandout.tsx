import { useEffect } from 'react';
import type { Memorial } from '../../../shared/api/business';
import type { AccountInfo } from '../../../shared/bridge';
import { useOrganization } from '../../data/organization';
import { Button } from '../../ui/Button';
import { lifeDates } from '../../ui/format';
import { places } from '../../ui/places';
import { QrImage } from '../../ui/QrImage';
import { Screen } from '../../ui/Screen';
import { useJournalNote, useLogo } from './desk-data';
import { useDeskMemorial, useMemorialRef } from './DeskMemorial';

/**
 * A page to print for the family at the counter: the memorial's name, its address and a QR code
 * once it is live, or what happens next while it is not. Printed with the system's print dialog;
 * the print styles (desk.css) leave only the hand-out on the paper.
 */
export function DeskHandout({ account }: { account: AccountInfo }) {
  const ref = useMemorialRef();
  const { query, refresh } = useDeskMemorial(account, ref);
  const memorial = query.data;
  const name = memorial?.deceased_name ?? 'the memorial';
  // The desk journal: printing from the button or with Ctrl+P both open the print dialog first.
  const note = useJournalNote(account.id);
  const memorialName = memorial?.deceased_name ?? null;
  const ready = Boolean(memorial);
  useEffect(() => {
    if (!ready) return undefined;
    const printed = () => note('handout-printed', memorialName);
    window.addEventListener('beforeprint', printed);
    return () => window.removeEventListener('beforeprint', printed);
  }, [ready, memorialName, note]);

  return (
    <Screen
      title={memorial ? `Hand-out for ${name}` : 'Hand-out'}
      back={{ place: places.deskMemorial(ref), label: memorialName ? `the memorial for ${memorialName}` : 'the memorial' }}
      loading={query.isPending && account.signedIn ? 'Loading the memorial…' : null}
      read={{ account, what: 'this memorial', query, refresh }}
    >
      <div className="handout-tools">
        <p className="hint">This page is ready to print for the family. Only the framed part below goes on the paper.</p>
        <div className="desk-actions">
          <Button variant="primary" unavailable={!memorial} onClick={() => window.print()}>
            Print this hand-out
          </Button>
        </div>
      </div>
      {memorial ? <Handout account={account} memorial={memorial} /> : null}
    </Screen>
  );
}

function Handout({ account, memorial }: { account: AccountInfo; memorial: Memorial }) {
  const organization = useOrganization(account).query.data;
  const logo = useLogo(account.id, Boolean(organization?.branding.logo_url) && account.signedIn).data;
  const home = organization ? (organization.branding.display_name ?? organization.name) : account.name;
  const name = memorial.deceased_name ?? 'Your loved one';
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  const address = memorial.status === 'live' ? memorial.web_url : null;

  return (
    <article className="handout" aria-label="The hand-out">
      <header className="handout__from">
        {logo?.dataUrl ? <img className="handout__logo" src={logo.dataUrl} alt="" /> : null}
        <p>{home}</p>
      </header>
      <p className="handout__intro">In loving memory of</p>
      <h2 className="handout__name">{name}</h2>
      {dates ? <p className="handout__dates">{dates}</p> : null}
      {address ? (
        <div className="handout__where">
          <p>Visit the memorial, read it and leave a tribute at:</p>
          <p className="handout__address">{address}</p>
          <QrImage className="handout__qr" text={address} label={`QR code for ${address}`} />
          <p className="handout__scan">Or point a phone’s camera at the square code to open it.</p>
        </div>
      ) : memorial.status === 'awaiting_family' ? (
        <div className="handout__where">
          <p className="handout__next">You will receive an email from the memorial service with a link to write the memorial.</p>
          <p>If it has not arrived within a day, please look in your junk mail, then let us know and we will send it again.</p>
        </div>
      ) : (
        <div className="handout__where">
          <p className="handout__next">The memorial is being prepared. It is not on the web yet.</p>
          <p>Once it is, we will give you its address.</p>
        </div>
      )}
    </article>
  );
}
