import { makerSocialLinks } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { blogImages, sceneImage } from '../BlogCard/BlogCard.fixtures.ts';
import type { BlogPost, BlogPostShare } from './BlogPostArticle.tsx';

const installPhoto = sceneImage('Windscreen camera and interior DMS camera fitted in a box-truck cab', '#dfe7f2', '#9aa9bd', '#2e86ab', 960, 540);

/** As the app hands it over: already sanitised, external links opening in a new tab. */
const launchContent = `
<p>The <strong>DR970X-2CH LTE Plus</strong> is now shipping to fleet customers in North America, Europe and Australia. It is the first camera in the range with LTE built in, so a vehicle needs nothing more than a nano SIM to stream live view, upload events and report its GPS position to the cloud.</p>
<h2>What changes for fleet managers</h2>
<p>Until now, most of our customers paired a Wi-Fi camera with the CM100GLTE modem. That still works well, and it remains the right choice for the DR770X box cameras, but the LTE Plus removes a device, a cable run and a power draw from every install.</p>
<ul>
  <li><strong>Unlimited live view</strong> from the dashboard or the mobile app, at 600 kbps per channel.</li>
  <li><strong>Event upload</strong>: harsh braking, impacts and manual SOS clips reach the cloud within seconds.</li>
  <li><strong>GPS history</strong> for 90 days, with driving reports grouped by vehicle and by driver.</li>
  <li><strong>Over-the-air firmware</strong> updates, so no one has to visit the yard with an SD card.</li>
</ul>
<h3>Storage options</h3>
<p>The camera ships with 64 GB, 128 GB, 256 GB or 512 GB of local storage. Local recording continues when a vehicle drives out of coverage, and the cloud catches up when it reconnects.</p>
<figure>
  <img src="${installPhoto.src}" alt="${installPhoto.alt}" width="${installPhoto.width}" height="${installPhoto.height}">
  <figcaption>A typical two-channel install in a box truck: front camera behind the mirror, rear camera on the cab wall.</figcaption>
</figure>
<h2>Getting started</h2>
<ol>
  <li>Choose a compatible dashcam and storage size on the <a href="/dashcams">Dashcams page</a>.</li>
  <li>Prepare a nano SIM with a data plan from your usual carrier (it is not included in the box).</li>
  <li>Subscribe to the monthly plan and add the camera's serial number in the dashboard.</li>
</ol>
<blockquote><p>We fitted twelve trucks in an afternoon. The drivers noticed the smaller install first, and the insurer noticed the footage.</p></blockquote>
<p>Read the full specification on the <a href="https://www.example.com/products/dr970x-lte" target="_blank" rel="noopener noreferrer">maker's product page</a>, or <a href="/contact">contact our sales team</a> for fleet pricing on 50 or more units.</p>
`;

const longSections = [
  [
    'Why footage beats reports',
    'A written incident report arrives days later and tells one side of the story. A ten-second clip from the front and rear cameras, with speed and GPS overlaid, settles most disputes before anyone picks up the phone. Customers who upload events automatically tell us claims are closed weeks sooner.',
  ],
  [
    'Coaching without the blame',
    'The drivers who benefit most from footage are the good ones. When a clip shows a car cutting across two lanes, it protects the driver who braked in time, and a weekly five-minute review of near misses builds habits far better than a policy document does.',
  ],
  [
    'Driver monitoring at night',
    'Interior infrared cameras keep working in a dark cab. The DMS models recognise drowsiness, phone use and smoking, sound an in-cab alert, and flag the event for a supervisor so that a long night shift does not end in the ditch.',
  ],
  [
    'Keeping the data under control',
    'Events are kept for 30 days and GPS history for 90 days. Each camera has 15 GB of cloud storage, admins decide who may open live view, and every playback is recorded in the audit log.',
  ],
] as const;

const longContent = `${launchContent}${longSections
  .map(
    ([heading, body]) => `
<h2>${heading}</h2>
<p>${body}</p>
<p>${body}</p>`,
  )
  .join('')}
<h3>Checklist for the first month</h3>
<ul>
  <li>Agree with drivers which events are uploaded and who reviews them.</li>
  <li>Set notification rules per vehicle group, by push or e-mail.</li>
  <li>Schedule firmware updates outside working hours.</li>
  <li>Review the first driving reports with team leads, not just the safety manager.</li>
</ul>
`;

/** The fixtures' categories are the category map's keys: a story shows them with categoryLabelsIn. */
export const blogPostFixtures = {
  launch: {
    slug: 'dr970x-lte-plus-now-shipping',
    title: 'DR970X-2CH LTE Plus Now Shipping to Fleets Worldwide',
    excerpt:
      'Our flagship two-channel dashcam with built-in LTE is now available for fleet orders. Live view, event uploads and GPS tracking work straight out of the box with a nano SIM.',
    contentHtml: launchContent,
    date: '2026-03-04T09:30:00',
    categories: ['products', 'news'],
    image: blogImages.highway,
  },
  caughtOnCamera: {
    slug: 'caught-on-camera-motorway-merge',
    title: 'Caught On Roadsight: A Close Call at the Motorway Merge',
    excerpt: 'A delivery driver spots a lorry drifting into his lane, brakes early and keeps everyone safe. The front camera caught all of it.',
    contentHtml:
      "<p>Seconds after joining the motorway, our customer's driver sees a lorry drift across the lane markings. He brakes, sounds the horn and leaves room, and the event upload puts the clip in the fleet manager's inbox before the driver reaches the next junction.</p><p>Footage like this is why the driver coaching programme starts with praise.</p>",
    date: '2026-01-22T16:45:00',
    categories: ['video', 'caught-on'],
    image: blogImages.city,
    videoId: 'Xk3vR8pLq2M',
  },
} satisfies Record<string, BlogPost>;

export const longBlogPost: BlogPost = {
  ...blogPostFixtures.launch,
  slug: 'video-telematics-field-guide',
  title: 'The Fleet Manager’s Field Guide to Video Telematics: Installation, Coaching, Driver Monitoring and Data Retention',
  contentHtml: longContent,
  categories: ['news', 'products', 'reviews', 'updates'],
};

/** The share row as the site fills it: the post's address on the site's host, and the maker's pages. */
export const blogPostShare = (slug: string): BlogPostShare => ({
  url: `${brand.host}/blog/${slug}`,
  makerName: brand.maker.name,
  socialLinks: makerSocialLinks,
});
