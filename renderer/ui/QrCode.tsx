import QRCode from 'qrcode';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from './Button';
import { copyImage } from './clipboard';
import { LiveMessage } from './Notice';
import { messages } from './messages';
import './qr.css';

const words = messages(
  defineMessages({
    qrProblem: {
      id: 'ui.qr.problem',
      defaultMessage: 'Memorial Desk could not draw the QR code for this address.',
      description: 'Where a QR code should be, when it could not be drawn.',
    },
    qrCopied: {
      id: 'ui.qr.copied',
      defaultMessage: 'The QR code is copied as a picture. You can paste it into a letter or an order of service.',
      description: 'After “Copy the QR code as a picture” worked.',
    },
    qrNotCopied: {
      id: 'ui.qr.notCopied',
      defaultMessage: 'The QR code could not be copied here. Use Print instead.',
      description: 'After “Copy the QR code as a picture” failed. “Print” refers to the button “Print the QR code”.',
    },
    qrSpoken: {
      id: 'ui.qr.spoken',
      defaultMessage: '{title}. It opens {address}',
      description:
        'What a screen reader says for a QR code’s picture. {title} is what the code is (“The memorial’s address as a QR code”); {address} the web address it opens.',
    },
    qrCopy: { id: 'ui.qr.copy', defaultMessage: 'Copy the QR code as a picture', description: 'Button: copy the QR code, to paste it elsewhere.' },
    qrPrint: { id: 'ui.qr.print', defaultMessage: 'Print the QR code', description: 'Button: print the QR code and its caption alone.' },
  }),
);

export interface QrCodeProps {
  /** What the code holds (an address). */
  value: string;
  /** What the picture is, for screen readers and the heading ("The memorial’s address as a QR code"). */
  title: string;
  /** Words printed under the code (whose memorial it is). */
  caption?: ReactNode;
  /**
   * What a screen reader says for the picture. By default the title and the address it opens; give
   * other words when the address is a secret (a share link) and should not be read out.
   */
  spoken?: string;
}

/**
 * A QR code drawn by the `qrcode` library, to show, copy as a picture and print. The picture is a
 * PNG made on a canvas; printing prints the code and its caption alone (qr.css hides the rest).
 */
export function QrCode({ value, title, caption, spoken }: QrCodeProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [picture, setPicture] = useState<{ url: string; png: Blob } | null>(null);
  const intl = useIntl();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [said, setSaid] = useState<MessageDescriptor | null>(null);

  useEffect(() => {
    let current = true;
    setPicture(null);
    const canvas = document.createElement('canvas');
    // M: a quarter of the code can be smudged and it still reads; 4 modules of white around it.
    QRCode.toCanvas(canvas, value, { errorCorrectionLevel: 'M', margin: 4, width: 320 })
      .then(() => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')))
      .then((png) => {
        if (!current) return;
        if (!png) throw new Error('no picture');
        setPicture({ url: canvas.toDataURL('image/png'), png });
      })
      .catch(() => {
        if (current) setProblem(words.qrProblem);
      });
    return () => {
      current = false;
    };
  }, [value]);

  const copy = () => {
    if (!picture) return;
    setSaid(null);
    void copyImage(picture.png).then((ok) => setSaid(ok ? words.qrCopied : words.qrNotCopied));
  };

  const print = () => {
    const element = section.current;
    if (!element) return;
    // Only this code and its caption are printed; the marks come off once the printing is done.
    document.body.classList.add('printing-qr');
    element.classList.add('qr--printing');
    const done = () => {
      document.body.classList.remove('printing-qr');
      element.classList.remove('qr--printing');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
    // Some platforms print synchronously and never send afterprint.
    setTimeout(done, 1000);
  };

  return (
    <section ref={section} className="qr" aria-labelledby={headingId}>
      <h3 className="qr__title" id={headingId}>
        {title}
      </h3>
      {problem ? (
        <p className="qr__problem">
          <FormattedMessage {...problem} />
        </p>
      ) : null}
      {picture ? (
        <img className="qr__image" src={picture.url} width={320} height={320} alt={spoken ?? intl.formatMessage(words.qrSpoken, { title, address: value })} />
      ) : null}
      {caption ? <div className="qr__caption">{caption}</div> : null}
      <div className="qr__actions">
        <Button onClick={copy} unavailable={!picture}>
          <FormattedMessage {...words.qrCopy} />
        </Button>
        <Button onClick={print} unavailable={!picture}>
          <FormattedMessage {...words.qrPrint} />
        </Button>
      </div>
      <LiveMessage className="qr__said">{said ? <FormattedMessage {...said} /> : null}</LiveMessage>
    </section>
  );
}
