import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A link's QR code, drawn by the qrcode package as SVG (sharp at any size, on screen and on paper). */
export function QrImage({ url, label, className = 'h-40 w-40' }: { url: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <div className={className} aria-busy="true" />;
  return <img className={`${className} bg-white`} alt={label} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} />;
}
