import type { SeedAuthor } from './types.ts';

export const authors: readonly SeedAuthor[] = [
  {
    id: 1,
    name: 'Dana Whitfield',
    slug: 'dana-whitfield',
    description: 'Head of product marketing. Writes about launches, the roadmap and what fleets ask us for.',
    url: '',
  },
  {
    id: 2,
    name: 'Marcus Okafor',
    slug: 'marcus-okafor',
    description: 'Fleet solutions engineer. Has installed more dashcams than he can count, most of them in the rain.',
    url: '',
  },
  {
    id: 3,
    name: 'Priya Raman',
    slug: 'priya-raman',
    description: 'Customer success lead. Works with safety managers on coaching programmes and claims.',
    url: '',
  },
  {
    id: 4,
    name: 'Tomás Herrera',
    slug: 'tomas-herrera',
    description: 'Road-safety analyst and editor of the Caught On Roadsight series.',
    url: 'https://www.linkedin.com/in/tomas-herrera-road-safety',
  },
];
