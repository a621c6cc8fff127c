import { useState } from 'react';
import { Button } from './Button';
import './memorial-screen.css';

/**
 * "Check now", beside something the service is still doing (a check, an export): the person's own
 * read, ahead of the background looks that back off. Busy only while the person's own check runs
 * (a background look may be waiting for the request limit; the person's goes before it).
 */
export function CheckNow({
  onCheck,
  note = 'Memorial Desk looks again by itself, a little less often as time goes on.',
}: {
  onCheck: () => Promise<unknown>;
  note?: string;
}) {
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void onCheck().finally(() => setChecking(false));
  };
  return (
    <div className="check-now">
      <p className="hint">{note}</p>
      <Button variant="secondary" busy={checking} onClick={check}>
        Check now
      </Button>
    </div>
  );
}
