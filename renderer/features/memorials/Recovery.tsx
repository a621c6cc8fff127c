import { useAppStore } from '../../data/app-state';
import { formatDate } from '../../ui/format';
import { appUrlOf } from '../../../shared/app-url';

/**
 * How a deleted memorial comes back. The API has no recover call (spec 3.5: recoverable "from the
 * owner's dashboard"); the app cannot do it, and says so, and says where: the dashboard on the
 * memorial service's website. The spec gives no dashboard address (and the sandbox has none), so
 * the app names the website it knows ({app_url}) and the steps in words, rather than a link that
 * might lead nowhere. It never says the memorial is gone for good.
 */
export function Recovery({ recoverableUntil, dateSaid = false }: { recoverableUntil: string | null; dateSaid?: boolean }) {
  const serviceUrl = useAppStore((s) => s.status?.serviceUrl ?? null);
  const until = formatDate(recoverableUntil);
  return (
    <div className="recovery">
      {dateSaid && until ? null : (
        <p>
          {until ? (
            <>
              It is not gone: it can be recovered until <strong>{until}</strong>.
            </>
          ) : (
            <>It is not gone: the memorial service keeps it for a while so it can be recovered.</>
          )}
        </p>
      )}
      <p>
        To bring it back, sign in on the memorial service&rsquo;s website
        {serviceUrl ? (
          <>
            {' '}
            (<span className="address">{appUrlOf(serviceUrl)}</span>)
          </>
        ) : null}{' '}
        and open your dashboard, where deleted memorials are listed. Memorial Desk cannot recover it for you: the memorial service offers that on its website
        only.
      </p>
    </div>
  );
}
