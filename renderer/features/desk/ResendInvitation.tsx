import { useState } from 'react';
import type { DeskInvitation } from '../../../shared/bridge/desk';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDate, formatTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useResend } from './desk-data';

/** "17 March 2026 at 14:05". */
export function formatMoment(moment: string | null): string | null {
  const day = formatDate(moment);
  return day && moment ? `${day} at ${formatTime(moment)}` : null;
}

/**
 * Sending the family's invitation again: a new claim link by email. The old link stops working,
 * so the person is told before and after, and the new link's expiry is said as the service gave it.
 */
export function ResendInvitation({ accountId, invitation, name }: { accountId: string; invitation: DeskInvitation; name: string }) {
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
        Send the invitation again <span className="visually-hidden">for {name}</span>
      </Button>
      {sent ? (
        <Notice tone="success" announce="polite">
          <p>
            The invitation for {name} was sent again.{' '}
            {sent.expiresAt ? `The new link works until ${formatMoment(sent.expiresAt)}.` : 'The service did not say until when the new link works.'} The link
            in the earlier email no longer works.
          </p>
        </Notice>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Send the invitation again?"
          confirmLabel="Yes, send it again"
          cancelLabel="No, keep the current one"
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
          <p>The family of {name} will get a new email with a new link to write the memorial.</p>
          <p>
            <strong>The link in the earlier email will stop working.</strong> If the family asks, tell them to use the newest email.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
