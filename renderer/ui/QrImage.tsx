import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of an address, the picture alone (for a printed page; `QrCode` is the widget that also
 * copies and prints it): drawn by the `qrcode` package as SVG and shown as a data: image (the
 * page's img-src allows data:, and SVG stays sharp on paper). Its text alternative says the address.
 */
export function QrImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then(
      (svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      () => {
        if (current) setSource(null);
      },
    );
    return () => {
      current = false;
    };
  }, [text]);
  return source ? <img className={className} src={source} alt={label} /> : null;
}
