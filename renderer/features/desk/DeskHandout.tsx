import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { DESK_WORDS, HANDOUT_WORDS as words, isolate } from './desk-words';

/**
 * A page to print for the family at the counter: the memorial's name, its address and a QR code
 * once it is live, or what happens next while it is not. Printed with the system's print dialog;
 * the print styles (desk.css) leave only the hand-out on the paper.
 */
export function DeskHandout({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const ref = useMemorialRef();
  const { query, refresh } = useDeskMemorial(account, ref);
  const memorial = query.data;
  const name = memorial?.deceased_name ? isolate(memorial.deceased_name) : intl.formatMessage(words.backUnknown);
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
      title={memorial ? intl.formatMessage(words.title, { name }) : intl.formatMessage(words.titleUnknown)}
      heading={memorial?.deceased_name ? <FormattedMessage {...words.title} values={{ name: <bdi>{memorial.deceased_name}</bdi> }} /> : undefined}
      back={{
        place: places.deskMemorial(ref),
        label: memorialName ? intl.formatMessage(words.back, { name: isolate(memorialName) }) : intl.formatMessage(words.backUnknown),
      }}
      loading={query.isPending && account.signedIn ? intl.formatMessage(DESK_WORDS.loadingMemorial) : null}
      read={{ account, what: intl.formatMessage(DESK_WORDS.thisMemorial), query, refresh }}
    >
      <div className="handout-tools">
        <p className="hint">
          <FormattedMessage {...words.ready} />
        </p>
        <div className="desk-actions">
          <Button variant="primary" unavailable={!memorial} onClick={() => window.print()}>
            <FormattedMessage {...words.print} />
          </Button>
        </div>
      </div>
      {memorial ? <Handout account={account} memorial={memorial} /> : null}
    </Screen>
  );
}

function Handout({ account, memorial }: { account: AccountInfo; memorial: Memorial }) {
  const intl = useIntl();
  const organization = useOrganization(account).query.data;
  const logo = useLogo(account.id, Boolean(organization?.branding.logo_url) && account.signedIn).data;
  const home = organization ? (organization.branding.display_name ?? organization.name) : account.name;
  const name = memorial.deceased_name ?? intl.formatMessage(words.lovedOne);
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  const address = memorial.status === 'live' ? memorial.web_url : null;

  return (
    <article className="handout" aria-label={intl.formatMessage(words.label)}>
      <header className="handout__from">
        {logo?.dataUrl ? <img className="handout__logo" src={logo.dataUrl} alt="" /> : null}
        <p dir="auto">{home}</p>
      </header>
      <p className="handout__intro">
        <FormattedMessage {...words.inMemory} />
      </p>
      <h2 className="handout__name" dir="auto">
        {name}
      </h2>
      {dates ? <p className="handout__dates">{dates}</p> : null}
      {address ? (
        <div className="handout__where">
          <p>
            <FormattedMessage {...words.visit} />
          </p>
          <p className="handout__address">{address}</p>
          <QrImage className="handout__qr" text={address} label={intl.formatMessage(words.qr, { address })} />
          <p className="handout__scan">
            <FormattedMessage {...words.scan} />
          </p>
        </div>
      ) : memorial.status === 'awaiting_family' ? (
        <div className="handout__where">
          <p className="handout__next">
            <FormattedMessage {...words.emailComing} />
          </p>
          <p>
            <FormattedMessage {...words.junkMail} />
          </p>
        </div>
      ) : (
        <div className="handout__where">
          <p className="handout__next">
            <FormattedMessage {...words.preparing} />
          </p>
          <p>
            <FormattedMessage {...words.addressLater} />
          </p>
        </div>
      )}
    </article>
  );
}
