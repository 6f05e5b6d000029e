import { homeHeroImage } from '@fleet/content/home.tsx';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { HeroImage } from './ResponsiveHero.tsx';

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

// Wide: the web dashboard, a map beside four live camera tiles.
const desktopSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" rx="24" fill="#0b1b2b"/><rect x="24" y="24" width="180" height="752" rx="14" fill="#16293d"/><rect x="48" y="64" width="132" height="16" rx="8" fill="#3b82f6"/><rect x="48" y="104" width="110" height="12" rx="6" fill="#475669"/><rect x="48" y="132" width="120" height="12" rx="6" fill="#475669"/><rect x="228" y="24" width="520" height="752" rx="14" fill="#dbe7f3"/><path d="M260 700 C360 560 420 620 500 460 S640 300 720 120" stroke="#0050d8" stroke-width="10" fill="none"/><circle cx="500" cy="460" r="18" fill="#ffb400"/><circle cx="720" cy="120" r="18" fill="#0a6b34"/><rect x="772" y="24" width="404" height="364" rx="14" fill="#24405f"/><rect x="772" y="412" width="404" height="364" rx="14" fill="#2f4f73"/><circle cx="974" cy="206" r="44" fill="#c3cfdb"/><circle cx="974" cy="594" r="44" fill="#c3cfdb"/></svg>`;

// Tall: the phone app, one live tile above a map.
const mobileSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><rect width="600" height="900" fill="#dbe7ff"/><rect x="110" y="10" width="380" height="880" rx="56" fill="#0b1b2b"/><rect x="134" y="70" width="332" height="300" rx="20" fill="#24405f"/><circle cx="300" cy="220" r="48" fill="#c3cfdb"/><rect x="134" y="394" width="332" height="440" rx="20" fill="#dbe7f3"/><path d="M170 800 C230 700 260 740 300 620 S380 470 430 420" stroke="#0050d8" stroke-width="10" fill="none"/><circle cx="300" cy="620" r="16" fill="#ffb400"/><rect x="250" y="34" width="100" height="12" rx="6" fill="#16293d"/></svg>`;

/** Story-only: two visibly different crops so desktop and mobile screenshots show which one loaded; the site's description of its picture. */
export function heroImageFixture(messages: Messages): HeroImage {
  return {
    alt: homeHeroImage(messages).alt,
    desktopSrc: dataUri(desktopSvg),
    desktopWidth: 1200,
    desktopHeight: 800,
    mobileSrc: dataUri(mobileSvg),
    mobileWidth: 600,
    mobileHeight: 900,
  };
}
