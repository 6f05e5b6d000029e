import type { ReactNode } from 'react';

/** Story-only product pictures as inline SVG, so stories need no network and never change; lettering is drawn as paths, never in a machine font. */
const svg = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">${body}</svg>`)}`;

export const storyImages = {
  dashcam: svg(
    '<rect x="70" y="80" width="180" height="90" rx="18" fill="#1f2a37"/><circle cx="130" cy="125" r="30" fill="#0b1b2b" stroke="#7a8899" stroke-width="6"/><circle cx="130" cy="125" r="12" fill="#3b82f6"/><rect x="180" y="105" width="50" height="8" rx="4" fill="#7a8899"/><rect x="120" y="60" width="80" height="24" rx="8" fill="#1f2a37"/>',
  ),
  boxCamera: svg(
    '<rect x="60" y="70" width="200" height="110" rx="12" fill="#2b3a4a"/><rect x="80" y="90" width="160" height="12" rx="6" fill="#7a8899"/><circle cx="100" cy="150" r="10" fill="#22c55e"/><circle cx="130" cy="150" r="10" fill="#3b82f6"/><circle cx="160" cy="150" r="10" fill="#f59e0b"/>',
  ),
  modem: svg(
    '<rect x="90" y="90" width="140" height="80" rx="14" fill="#e5e7eb" stroke="#475669" stroke-width="4"/><rect x="150" y="40" width="10" height="55" rx="5" fill="#475669"/><circle cx="120" cy="130" r="8" fill="#22c55e"/><rect x="140" y="124" width="70" height="12" rx="6" fill="#475669"/>',
  ),
  battery: svg(
    '<rect x="80" y="60" width="160" height="120" rx="16" fill="#1f2a37"/><rect x="110" y="95" width="100" height="50" rx="6" fill="#22c55e"/><rect x="150" y="45" width="20" height="18" rx="4" fill="#1f2a37"/>',
  ),
  case: svg(
    '<path d="M70 90 L160 50 L250 90 L250 170 L160 200 L70 170 Z" fill="#475669"/><rect x="120" y="100" width="80" height="50" rx="8" fill="#c3cfdb"/><circle cx="160" cy="125" r="12" fill="#475669"/>',
  ),
  sdCard: svg(
    '<path d="M120 50 H200 L220 70 V190 H120 Z" fill="#0050d8"/><rect x="135" y="60" width="8" height="22" fill="#ffb400"/><rect x="150" y="60" width="8" height="22" fill="#ffb400"/><rect x="165" y="60" width="8" height="22" fill="#ffb400"/><g fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path transform="translate(145.5 134)" d="M10 0H0V16H10V8H0"/><path transform="translate(158.5 134)" d="M0 0V9H10M8 0V16"/><path transform="translate(171.5 134)" d="M10 0H0V16H10V8H5"/><path transform="translate(184.5 134)" d="M0 0V16H7L10 13V11L7 8H0M0 8H7L10 5V3L7 0H0"/></g>',
  ),
};

/** Cards sit in a grid column on the site; stories show them at that width. */
export const cardColumn = (Story: () => ReactNode) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>;
