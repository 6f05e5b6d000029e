import { caseStudies } from '@fleet/content/caseStudies.tsx';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { CaseStudy } from './CaseStudyCard.tsx';

/** A flat illustration as an inline SVG, so stories need no network and screenshots never change. */
function scene(sky: string, ground: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><rect y="240" width="640" height="120" fill="${ground}"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const truck = (x: number, colour: string) =>
  `<rect x="${x}" y="190" width="120" height="50" rx="6" fill="${colour}"/><rect x="${x + 120}" y="205" width="40" height="35" rx="4" fill="${colour}"/><circle cx="${x + 30}" cy="245" r="14" fill="#1d2733"/><circle cx="${x + 130}" cy="245" r="14" fill="#1d2733"/>`;

/** A drawing for each of the site's pictures, which the site serves and Storybook does not. */
const storyScenes: Readonly<Record<string, string>> = {
  '/images/case-studies/ev-race.svg': scene(
    '#dbe7ff',
    '#3b4756',
    `<path d="M0 300 Q320 200 640 300" stroke="#ffffff" stroke-width="10" fill="none" stroke-dasharray="30 20"/>${truck(240, '#0050d8')}`,
  ),
  '/images/case-studies/mining-mongolia.svg': scene('#f6e7c8', '#b98a52', `<path d="M60 240 L220 110 L380 240 Z" fill="#8c6239"/>${truck(380, '#ffb400')}`),
  '/images/case-studies/resources-australia.svg': scene(
    '#cfe8f7',
    '#c1552b',
    `<circle cx="520" cy="90" r="40" fill="#ffcf4d"/>${truck(80, '#ffffff')}${truck(260, '#ffffff')}`,
  ),
  '/images/case-studies/driving-school-usa.svg': scene(
    '#e6efff',
    '#6b7785',
    `<rect x="0" y="290" width="640" height="8" fill="#ffffff"/>${truck(220, '#e03c31')}`,
  ),
  '/images/case-studies/luxury-hire-uk.svg': scene('#2a3342', '#1d2733', `<circle cx="110" cy="80" r="30" fill="#f3f6f9"/>${truck(240, '#c9a227')}`),
};

function withStoryScene(caseStudy: CaseStudy): CaseStudy {
  const { image } = caseStudy;
  if (!image) return caseStudy;
  const src = storyScenes[image.src];
  if (!src) throw new Error(`No story drawing for ${image.src}: add one to CaseStudyCard.fixtures.tsx`);
  return { ...caseStudy, image: { ...image, src } };
}

/** Story-only: the home page's success stories, as the site's content tells them, with drawings for pictures. */
export function caseStudyFixtures(messages: Messages): readonly CaseStudy[] {
  return caseStudies(messages).map(withStoryScene);
}
