import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '../../data/app-state';
import { appUrlOf } from '../../../shared/app-url';
import { momentDay } from './memorial-format';
import { DELETE_WORDS as words } from './memorials-words';

/**
 * How a deleted memorial comes back. The API has no recover call (spec 3.5: recoverable "from the
 * owner's dashboard"); the app cannot do it, and says so, and says where: the dashboard on the
 * memorial service's website. The spec gives no dashboard address (and the sandbox has none), so
 * the app names the website it knows ({app_url}) and the steps in words, rather than a link that
 * might lead nowhere. It never says the memorial is gone for good.
 */
export function Recovery({ recoverableUntil, dateSaid = false }: { recoverableUntil: string | null; dateSaid?: boolean }) {
  const serviceUrl = useAppStore((s) => s.status?.serviceUrl ?? null);
  const intl = useIntl();
  const until = momentDay(intl, recoverableUntil);
  return (
    <div className="recovery">
      {dateSaid && until ? null : (
        <p>
          {until ? (
            <FormattedMessage {...words.until} values={{ date: until, b: (chunks) => <strong>{chunks}</strong> }} />
          ) : (
            <FormattedMessage {...words.forAWhile} />
          )}
        </p>
      )}
      <p>
        <FormattedMessage
          {...words.how}
          values={{ atAddress: serviceUrl ? 'yes' : 'no', address: serviceUrl ? <bdi className="address">{appUrlOf(serviceUrl)}</bdi> : null }}
        />
      </p>
    </div>
  );
}
