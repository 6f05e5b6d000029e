import type { SeedCategory } from './types.ts';

/** Ids follow the blog's category map; 2206, 2233 and 2234 are hidden from the public blog by default. */
export const categories: readonly SeedCategory[] = [
  { id: 1, name: 'Uncategorized', slug: 'uncategorized', description: '' },
  // News
  { id: 2042, name: 'Company News', slug: 'company-news', description: 'What is new at Roadsight Fleet.' },
  { id: 1559, name: 'Press Releases', slug: 'press-releases', description: 'Official announcements.' },
  // Products
  { id: 1583, name: 'Dashcams', slug: 'dashcams', description: 'Roadsight dashcams for fleets.' },
  { id: 1582, name: 'Accessories', slug: 'accessories', description: 'Modems, batteries, cases and cards.' },
  { id: 1930, name: 'Product Launches', slug: 'product-launches', description: 'New hardware and features.' },
  // Events
  { id: 1562, name: 'Trade Shows', slug: 'trade-shows', description: 'Where to find us on the show floor.' },
  { id: 2209, name: 'Webinars', slug: 'webinars', description: 'Live online sessions.' },
  { id: 1880, name: 'Conferences', slug: 'conferences', description: 'Talks and panels.' },
  { id: 1613, name: 'CES', slug: 'ces', description: 'Our visits to CES in Las Vegas.' },
  { id: 1733, name: 'Roadshows', slug: 'roadshows', description: 'Demo days on the road.' },
  { id: 1937, name: 'Customer Events', slug: 'customer-events', description: 'Open houses and user groups.' },
  // Media
  { id: 1560, name: 'In the Press', slug: 'in-the-press', description: 'Coverage of Roadsight Fleet.' },
  { id: 1693, name: 'Interviews', slug: 'interviews', description: 'Conversations with our team.' },
  // Video
  { id: 2239, name: 'Video', slug: 'video', description: 'Everything with a video.' },
  { id: 1569, name: 'Product Videos', slug: 'product-videos', description: 'Short product tours.' },
  { id: 1606, name: 'How-To Videos', slug: 'how-to-videos', description: 'Step-by-step guides.' },
  { id: 1581, name: 'Installation Guides', slug: 'installation-guides', description: 'Fitting cameras in vehicles.' },
  { id: 2238, name: 'Webinar Recordings', slug: 'webinar-recordings', description: 'Missed a webinar? Watch it here.' },
  {
    id: 1570,
    name: 'Caught On Roadsight: Near Misses',
    slug: 'caught-on-roadsight-near-misses',
    description: 'Close calls recorded by Roadsight cameras.',
  },
  {
    id: 1571,
    name: 'Caught On Roadsight: Collisions',
    slug: 'caught-on-roadsight-collisions',
    description: 'Collisions recorded by Roadsight cameras.',
  },
  {
    id: 1572,
    name: 'Caught On Roadsight: Road Rage',
    slug: 'caught-on-roadsight-road-rage',
    description: 'Aggressive driving recorded by Roadsight cameras.',
  },
  {
    id: 1588,
    name: 'Caught On Roadsight: Wildlife &amp; Weather',
    slug: 'caught-on-roadsight-wildlife-weather',
    description: 'Animals, storms and other surprises.',
  },
  // Reviews
  { id: 1577, name: 'Product Reviews', slug: 'product-reviews', description: 'Long-term tests.' },
  { id: 1597, name: 'Customer Stories', slug: 'customer-stories', description: 'Fleets in their own words.' },
  // Updates
  { id: 1602, name: 'Firmware &amp; Platform Updates', slug: 'updates', description: 'Release notes.' },
  // Hidden from the public blog by default
  { id: 2206, name: 'Internal', slug: 'internal', description: 'Staff-only notes.' },
  { id: 2233, name: 'Dealer Only', slug: 'dealer-only', description: 'For authorised resellers.' },
  { id: 2234, name: 'Archive', slug: 'archive', description: 'Retired posts kept for reference.' },
];
