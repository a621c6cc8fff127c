import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { DeskInvitation } from '../../../shared/bridge/desk';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDate, formatTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useResend } from './desk-data';
import { DESK_WORDS, RESEND_WORDS as words } from './desk-words';

/** "17 March 2026 at 14:05". */
export function formatMoment(intl: IntlShape, moment: string | null): string | null {
  const day = formatDate(moment);
  return day && moment ? intl.formatMessage(DESK_WORDS.moment, { date: day, time: formatTime(moment) }) : null;
}

/** Read by screen readers only (“… for June Ellis”). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/**
 * Sending the family's invitation again: a new claim link by email. The old link stops working,
 * so the person is told before and after, and the new link's expiry is said as the service gave it.
 */
export function ResendInvitation({ accountId, invitation, name }: { accountId: string; invitation: DeskInvitation; name: string }) {
  const intl = useIntl();
  const resend = useResend(accountId);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<{ expiresAt: string | null } | null>(null);
  const failure = resend.error ? toBridgeError(resend.error).message : null;

  return (
    <div className="desk-resend">
      <Button
        variant="secondary"
        onClick={() => {
          resend.reset();
          setAsking(true);
        }}
      >
        <FormattedMessage {...words.button} values={{ name: <bdi>{name}</bdi>, hidden }} />
      </Button>
      {sent ? (
        <Notice tone="success" announce="polite">
          <p>
            {sent.expiresAt ? (
              <FormattedMessage {...words.sentUntil} values={{ name: <bdi>{name}</bdi>, moment: formatMoment(intl, sent.expiresAt) }} />
            ) : (
              <FormattedMessage {...words.sentUnknown} values={{ name: <bdi>{name}</bdi> }} />
            )}
          </p>
        </Notice>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={intl.formatMessage(words.title)}
          confirmLabel={intl.formatMessage(words.confirm)}
          cancelLabel={intl.formatMessage(words.cancel)}
          tone="primary"
          busy={resend.isPending}
          error={failure}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            resend.mutate(invitation.id, {
              onSuccess: ({ result }) => {
                setSent({ expiresAt: result.invitation_expires_at });
                setAsking(false);
              },
            });
          }}
        >
          <p>
            <FormattedMessage {...words.newEmail} values={{ name: <bdi>{name}</bdi> }} />
          </p>
          <p>
            <FormattedMessage {...words.oldStops} values={{ b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
