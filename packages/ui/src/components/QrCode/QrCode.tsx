import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QrCode.css';
import { qrPath } from './qrPath.ts';

export interface QrCodeProps {
  /** The text to encode, e.g. an otpauth:// URI. */
  value: string;
  /** What the code is for, read instead of the picture, e.g. 'QR code for your authenticator app'. */
  label: string;
  /** Width and height in pixels; the code shrinks with a narrower container. */
  size?: number;
}

/** A QR code drawn as an inline SVG, so it is sharp at any zoom and needs no image request. */
export function QrCode({ value, label, size = 192 }: QrCodeProps) {
  // A two-module quiet zone: the picture sits on a card with its own margin around it.
  const { data, size: count } = useMemo(() => encode(value, { border: 2 }), [value]);
  const path = useMemo(() => qrPath(data), [data]);
  return (
    <svg role="img" aria-label={label} className={styles.root} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <path className={styles.modules} d={path} />
    </svg>
  );
}
