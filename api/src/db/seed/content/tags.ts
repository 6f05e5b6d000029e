import type { SeedTag } from './types.ts';

/**
 * Tags (`post_tag`). Their ids sit above every category id: WordPress numbers all terms in one sequence.
 * 2309 tags nothing, and 2310 only the draft, so both count no published post.
 */
export const tags: readonly SeedTag[] = [
  { id: 2301, name: 'Firmware', slug: 'firmware', description: 'Camera and modem firmware releases.' },
  { id: 2302, name: 'LTE', slug: 'lte', description: 'Cameras and modems with a cellular connection.' },
  { id: 2303, name: 'Driver Monitoring', slug: 'driver-monitoring', description: 'DMS cameras and the alerts they raise.' },
  { id: 2304, name: 'Privacy', slug: 'privacy', description: 'How driver and fleet data is handled.' },
  { id: 2305, name: 'Insurance Claims', slug: 'insurance-claims', description: 'Footage that settled a claim.' },
  { id: 2306, name: 'DR970X', slug: 'dr970x', description: '' },
  { id: 2307, name: 'Box-3CH', slug: 'box-3ch', description: '' },
  { id: 2308, name: 'Driver Coaching', slug: 'driver-coaching', description: 'Turning events into coaching sessions.' },
  { id: 2309, name: 'Winter Driving', slug: 'winter-driving', description: 'Snow, ice and short days.' },
  { id: 2310, name: 'Summer Campaign', slug: 'summer-campaign', description: '' },
];
