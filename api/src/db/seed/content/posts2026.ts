import type { SeedPost } from './types.ts';

export const posts2026: readonly SeedPost[] = [
  {
    id: 133,
    date: '2026-01-13T20:00:00Z',
    slug: 'ces-2026-next-generation-roadsight-cameras',
    status: 'publish',
    title: 'CES 2026: Hands-On With the Next Generation of Roadsight Cameras',
    excerpt: '<p>We spent an hour with Roadsight&#8217;s engineers and their 2026 prototypes.</p>',
    content: `<p>Roadsight showed three prototype cameras at CES this year, and they let us spend an hour with them away from the crowds.</p>
<h2>What stood out</h2>
<ul>
<li>A single-unit two-channel camera with 5G and a wider rear lens</li>
<li>On-device detection of tailgating and lane drift</li>
<li>A redesigned mount that swaps between vehicles in seconds</li>
</ul>
<p>Roadsight has not announced prices or dates. We will support every new model on Roadsight Fleet from its first day on sale. Coverage from the show floor is on <a href="https://www.ces.tech/">the CES website</a>.</p>`,
    authorId: 2,
    featuredMediaId: 529,
    categoryIds: [1613, 1562, 1560],
    tagIds: [2306],
  },
  {
    id: 134,
    date: '2026-02-03T09:00:00Z',
    slug: 'firmware-2-0-beta-program',
    status: 'publish',
    title: 'Firmware 2.0 Beta Program Now Open',
    excerpt: '<p>Try the new firmware on a few vehicles before it rolls out to your whole fleet.</p>',
    content: `<p>Firmware 2.0 is the largest update Roadsight has shipped for the DR970X and DR770X series, and we want it tested on real routes before general release.</p>
<h2>What is new</h2>
<ul>
<li>Faster boot, so recording starts within five seconds of ignition</li>
<li>Tailgating and lane-drift alerts on supported models</li>
<li>Lower standby power in parking mode</li>
</ul>
<p>To join, choose up to five vehicles under <strong>Settings → Firmware → Beta</strong>, or <a href="/contact">ask your account manager</a>.</p>`,
    authorId: 2,
    featuredMediaId: 530,
    categoryIds: [1602],
    tagIds: [2301],
  },
  {
    id: 135,
    date: '2026-03-10T08:00:00Z',
    slug: 'dealer-pricing-2026-hardware-refresh',
    status: 'publish',
    title: 'Dealer Pricing for the 2026 Hardware Refresh',
    excerpt: '<p>Updated dealer margins and bundle pricing, effective April 1.</p>',
    content: `<p>Dealer prices for the DR970X-2CH LTE Plus, the DR770X-2CH and the Box-3CH range change on April 1.</p>
<h2>Summary</h2>
<ul>
<li>Bundle discount for camera + CM100GLTE modem + installation</li>
<li>Extended 90-day stock rotation for authorised dealers</li>
</ul>
<p>The full price list is in the dealer portal. Questions go to your channel manager.</p>`,
    authorId: 1,
    featuredMediaId: null,
    categoryIds: [2233],
  },
  {
    id: 136,
    date: '2026-04-21T14:00:00Z',
    slug: 'dealer-training-box-3ch-truck-exterior-camera',
    status: 'publish',
    title: 'Dealer Training: Installing the Box-3CH Truck Exterior Camera',
    excerpt: '<p>A 20-minute training video for installers fitting the exterior camera to box trucks.</p>',
    content: `<p>This training video is for authorised installers. It covers the Front + IR Interior + Truck exterior and Front + DMS + Truck exterior configurations.</p>
<h2>Covered in the video</h2>
<ul>
<li>Choosing the mounting height and angle for the exterior camera</li>
<li>Sealing the cable entry through the body</li>
<li>Calibrating the view in the installer app</li>
</ul>
<p>Completing the quiz afterwards adds the certification to your dealer profile.</p>`,
    authorId: 2,
    featuredMediaId: 531,
    youtubeVideoId: 'In7tBx3RuMq',
    categoryIds: [2233, 1581],
    tagIds: [2307],
  },
  {
    id: 137,
    date: '2026-05-12T09:00:00Z',
    slug: 'internal-q2-content-calendar',
    status: 'publish',
    title: 'Internal: Q2 Content Calendar',
    excerpt: '<p>Planned posts for April to June.</p>',
    content: `<p>This page is for the marketing team only.</p>
<ul>
<li>April: Work Truck Week recap, dealer training video</li>
<li>May: Caught On Roadsight compilation</li>
<li>June: Firmware 2.0 general release</li>
</ul>`,
    authorId: 1,
    featuredMediaId: null,
    categoryIds: [2206],
  },
  {
    id: 138,
    date: '2026-06-02T09:00:00Z',
    slug: 'internal-brand-voice-guidelines',
    status: 'publish',
    title: 'Internal: Brand Voice Guidelines for the Blog',
    excerpt: '<p>How we write: plain, specific and on the driver&#8217;s side.</p>',
    content: `<p>Write for a fleet manager reading on a phone between calls.</p>
<h2>Rules</h2>
<ul>
<li>Lead with the outcome, then the detail</li>
<li>Name products exactly: DR970X-2CH LTE Plus, not "the LTE one"</li>
<li>Never blame a driver in a Caught On Roadsight post without the full footage</li>
</ul>`,
    authorId: 4,
    featuredMediaId: 532,
    categoryIds: [2206],
  },
  {
    id: 141,
    date: '2026-07-01T09:00:00Z',
    slug: 'summer-safety-campaign',
    status: 'draft',
    title: 'Draft: Summer Safety Campaign',
    excerpt: '<p>Not ready yet.</p>',
    content: '<p>Heat, tyres and holiday traffic: outline to follow.</p>',
    authorId: 3,
    featuredMediaId: null,
    categoryIds: [2042],
    tagIds: [2310],
  },
  {
    id: 142,
    date: '2026-07-14T12:00:00Z',
    slug: 'review-cm100glte-rural-routes',
    status: 'publish',
    title: 'Review: CM100GLTE Modem Throughput on Rural Routes',
    excerpt: '<p>We drove 2,000 miles of back roads to see where live view keeps up and where it does not.</p>',
    content: `<p>Live view is only as good as the connection. We took a CM100GLTE-equipped truck across Nebraska, South Dakota and Wyoming.</p>
<h2>Results</h2>
<ul>
<li>Live view worked on 91% of the route</li>
<li>Event clips queued during dead zones and uploaded within minutes of coverage returning</li>
<li>No lost events over the whole trip</li>
</ul>
<p>For fleets that cross borders, the global bands matter: B1, B3, B5, B7, B8 and B20 cover most of the world. See <a href="/pricing">modem pricing</a>.</p>`,
    authorId: 2,
    featuredMediaId: 534,
    categoryIds: [1577, 1582],
    tagIds: [2302],
  },
  {
    id: 143,
    date: '2026-08-25T07:30:00Z',
    slug: 'caught-near-miss-cyclist-bus-lane',
    status: 'publish',
    title: 'Caught On Roadsight: Near Miss With a Cyclist in a Bus Lane',
    excerpt: '<p>A cyclist swerves out of a bus lane without looking. The bus driver&#8217;s reaction is textbook.</p>',
    content: `<p>This clip comes from a city transit operator that fitted Roadsight cameras to its shuttle buses last year.</p>
<p>A cyclist riding in the bus lane swerves out to pass a parked van. The bus driver has already slowed for the van and stops with room to spare.</p>
<h2>Lessons for drivers</h2>
<ul>
<li>Treat a parked vehicle in the bus lane as a hazard for whoever is behind it</li>
<li>Give cyclists at least a full lane when passing</li>
</ul>
<p>City cycling guidance is available from <a href="https://www.nhtsa.gov/road-safety/bicycle-safety">NHTSA</a>.</p>`,
    authorId: 4,
    featuredMediaId: 535,
    youtubeVideoId: 'Cy4bLn0PzAs',
    categoryIds: [1570, 2239],
  },
  {
    id: 144,
    date: '2026-09-29T15:00:00Z',
    slug: 'open-telematics-data-alliance',
    status: 'publish',
    title: 'Roadsight Fleet Joins the Open Telematics Data Alliance',
    excerpt: '<p>Fleets should be able to move their data between providers. We are signing up to make that easier.</p>',
    content: `<p>Roadsight Fleet has joined the Open Telematics Data Alliance, a group of providers committed to common export formats for trips, events and video metadata.</p>
<h2>What it means for customers</h2>
<ul>
<li>Exports in the alliance's open format from the end of the year</li>
<li>Easier integration with insurers and fuel-card providers</li>
<li>No lock-in: your history comes with you</li>
</ul>
<p>It follows from our commitment on <a href="/blog/why-we-dont-sell-driver-data">driver data</a>.</p>`,
    authorId: 1,
    featuredMediaId: 536,
    categoryIds: [1559, 2042],
  },
];
