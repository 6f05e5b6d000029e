import type { SeedPost } from './types.ts';

export const posts2024: readonly SeedPost[] = [
  {
    id: 140,
    date: '2024-01-02T10:00:00Z',
    slug: 'holiday-shipping-schedule-2023',
    status: 'publish',
    title: 'Archived: 2023 Holiday Shipping Schedule',
    excerpt: '<p>Order cut-off dates for dashcams and accessories over the 2023 holidays.</p>',
    content: `<p>Our warehouse closes from December 23 to January 2. Orders placed before December 18 ship the same week; anything later ships on January 3.</p>
<h2>Cut-off dates</h2>
<ul>
<li>Dashcams and SD cards: December 18</li>
<li>CM100GLTE modems with activated SIMs: December 15</li>
<li>Professional installation bookings: December 12</li>
</ul>
<p>This schedule has passed and is kept for reference. For current lead times, <a href="/contact">contact our sales team</a>.</p>`,
    authorId: 1,
    featuredMediaId: null,
    categoryIds: [2234],
  },
  {
    id: 101,
    date: '2024-01-09T14:00:00Z',
    slug: 'introducing-roadsight-fleet',
    status: 'publish',
    title: 'Introducing Roadsight Fleet: Video Telematics Built on Roadsight Dashcams',
    excerpt: '<p>Live GPS tracking, instant event video and driver coaching in one dashboard, running on the dashcams fleets already trust.</p>',
    content: `<p>Today we are opening Roadsight Fleet to every business that runs vehicles, from a single plumber's van to a national delivery network. It is a video-telematics service built on Roadsight dashcams: the cameras record, and our cloud turns the footage and the GPS trail into something a fleet manager can act on.</p>
<h2>What you get on day one</h2>
<ul>
<li>Live location of every vehicle, refreshed every few seconds over LTE</li>
<li>Event clips for harsh braking, hard cornering and impacts, uploaded automatically</li>
<li>Remote live view from the front, interior and rear cameras</li>
<li>Trip history with speed, idling and geofence alerts</li>
</ul>
<p>We chose Roadsight hardware because it is already in hundreds of thousands of vehicles and it survives the heat of a windscreen in July. The DR970X-2CH LTE Plus connects on its own; other models use the CM100GLTE modem.</p>
<p>Pricing is per vehicle with no long contract. See <a href="/pricing">our pricing page</a> or <a href="/contact">book a demo</a>.</p>`,
    authorId: 1,
    featuredMediaId: 501,
    categoryIds: [2042, 1930],
  },
  {
    id: 102,
    date: '2024-01-23T16:30:00Z',
    slug: 'ces-2024-recap',
    status: 'publish',
    title: 'CES 2024 Recap: What Fleet Managers Asked Us Most',
    excerpt: '<p>Four days in Las Vegas, hundreds of conversations and three questions we heard again and again.</p>',
    content: `<p>CES is not a fleet show, which is exactly why we went. Plenty of the people who stopped at our booth run vehicles as a side of their business: caterers, landscapers, security firms.</p>
<h2>The three questions</h2>
<ol>
<li><strong>Do drivers hate it?</strong> Not when the camera clears them. Most of our customers' first saved claim is one where the driver was not at fault.</li>
<li><strong>How much data does it use?</strong> Far less than people expect: event clips only, with live view on demand.</li>
<li><strong>Can I install it myself?</strong> Yes, and we have a <a href="/blog/install-dr770x-2ch-light-commercial-van">step-by-step guide</a>.</li>
</ol>
<p>Thanks to everyone who came by. The full list of exhibitors is on the <a href="https://www.ces.tech/">CES website</a>.</p>`,
    authorId: 1,
    featuredMediaId: 502,
    categoryIds: [1613, 1562],
  },
  {
    id: 103,
    date: '2024-02-14T15:00:00Z',
    modified: '2024-03-02T09:12:00Z',
    slug: 'dr970x-2ch-lte-plus-for-fleets',
    status: 'publish',
    title: 'Introducing the DR970X-2CH LTE Plus for Fleets',
    excerpt: '<p>Built-in LTE, 4K front recording and a rear camera, with no separate modem to fit.</p>',
    content: `<p>The DR970X-2CH LTE Plus is the first Roadsight camera we recommend to almost every new customer. The LTE radio is built in, so live view, event upload and GPS tracking work as soon as a nano SIM is inserted.</p>
<h2>Highlights</h2>
<ul>
<li>4K UHD front camera and Full HD rear camera</li>
<li>Built-in LTE and GPS; nano SIM required, not included</li>
<li>Storage options from 64GB to 512GB</li>
<li>Parking mode with impact detection</li>
</ul>
<p>Watch the two-minute tour above, then compare it with the rest of the range on <a href="/dashcams">the dashcams page</a>.</p>`,
    authorId: 2,
    featuredMediaId: 503,
    youtubeVideoId: 'Rq7vLm2XkPa',
    categoryIds: [1583, 1930, 1569],
    tagIds: [2302, 2306],
  },
  {
    id: 104,
    date: '2024-03-05T13:00:00Z',
    slug: 'install-dr770x-2ch-light-commercial-van',
    status: 'publish',
    title: 'How to Install a DR770X-2CH in a Light Commercial Van',
    excerpt: '<p>A clean, hardwired install in about forty minutes, with no trim left rattling.</p>',
    content: `<p>This guide follows the video above and assumes a Ford Transit or similar van. Allow forty minutes for the first one; by the fifth you will be under twenty-five.</p>
<h2>You will need</h2>
<ul>
<li>The DR770X-2CH front and rear units with their cables</li>
<li>A hardwiring kit and two add-a-circuit fuse taps</li>
<li>A plastic trim tool and cable ties</li>
</ul>
<h2>Steps</h2>
<p>Mount the front camera behind the mirror, inside the wiper sweep. Route the cable along the headliner and down the passenger A-pillar, behind the airbag, never across it. Take power from a switched fuse and a constant fuse so parking mode works.</p>
<p>Before you finish, check the live view in the app and confirm the GPS fix. If anything looks wrong, our <a href="/contact">support team</a> can look at the device remotely.</p>`,
    authorId: 2,
    featuredMediaId: 504,
    youtubeVideoId: 'Hn4Tz9wBcQe',
    categoryIds: [1581, 1606],
  },
  {
    id: 105,
    date: '2024-03-26T17:45:00Z',
    slug: 'caught-red-light-runner-four-way-intersection',
    status: 'publish',
    title: 'Caught On Roadsight: Red-Light Runner at a Four-Way Intersection',
    excerpt: '<p>A sedan clears a red light at 45 mph. Our driver had already covered the brake.</p>',
    content: `<p>This clip comes from a beverage distributor in Ohio. Their driver was first in line at a green light and waited a beat before moving off, a habit their safety manager coaches on every new hire.</p>
<p>That pause is the whole story. Two seconds later a sedan crosses the intersection at roughly 45 mph against a red light.</p>
<h2>What the footage shows</h2>
<ul>
<li>The signal state for both directions, clearly visible in 4K</li>
<li>GPS speed overlaid on the video: the truck was at 0 mph</li>
<li>The event was flagged and uploaded within a minute</li>
</ul>
<p>Nobody was hurt. If you have footage you would like to share, <a href="/contact">send it to us</a>; we blur faces and plates before publishing.</p>`,
    authorId: 4,
    featuredMediaId: 505,
    youtubeVideoId: 'Xk2pW8rLm4s',
    categoryIds: [1570, 2239],
  },
  {
    id: 139,
    date: '2024-04-02T09:00:00Z',
    slug: 'dr750-series-end-of-life',
    status: 'publish',
    title: 'Archived: Legacy DR750 Series End-of-Life Notice',
    excerpt: '<p>The DR750 series no longer receives firmware updates or cloud features.</p>',
    content: `<p>Roadsight has ended support for the DR750 series. Cameras keep recording to their SD cards, but they no longer connect to Roadsight Fleet.</p>
<h2>Upgrade path</h2>
<p>Customers moving to the DR770X-2CH or the DR970X-2CH LTE Plus can keep their hardwiring kits. Ask about trade-in credit on <a href="/pricing">the pricing page</a>.</p>`,
    authorId: 2,
    featuredMediaId: 533,
    categoryIds: [2234, 1602],
  },
  {
    id: 106,
    date: '2024-04-16T08:30:00Z',
    slug: 'firmware-1-3-2-dr970x',
    status: 'publish',
    title: 'Firmware 1.3.2 for DR970X Series: Faster Wi-Fi Offload &amp; Parking Mode Fixes',
    excerpt: '<p>Quicker clip downloads over Wi-Fi and a fix for parking mode waking too often.</p>',
    content: `<p>Firmware 1.3.2 is rolling out over the air to every DR970X-series camera on Roadsight Fleet. No action is needed: cameras update the next time they park with ignition off.</p>
<h2>Changes</h2>
<ul>
<li>Wi-Fi offload is up to twice as fast on 5 GHz networks</li>
<li>Parking mode no longer wakes on heavy rain against the windscreen</li>
<li>GPS time sync is corrected after long power cuts</li>
</ul>
<p>The full release notes are on the <a href="https://support.roadsight.example/firmware/dr970x">Roadsight support site</a>.</p>`,
    authorId: 2,
    featuredMediaId: null,
    categoryIds: [1602],
    tagIds: [2301, 2306],
  },
  {
    id: 107,
    date: '2024-05-07T12:00:00Z',
    slug: 'act-expo-2024-las-vegas',
    status: 'publish',
    title: 'Roadsight Fleet at ACT Expo 2024 in Las Vegas',
    excerpt: '<p>Find us at booth 1817 for live demos of event video and remote live view.</p>',
    content: `<p>We will be at <a href="https://www.actexpo.com/">ACT Expo</a> from May 20 to 23 at the Las Vegas Convention Center, booth 1817.</p>
<p>Bring your questions about mixed fleets: electric vans, diesel tractors and everything between. Our engineers will have a DR770X Box-3CH Pro wired into a working cab.</p>
<h2>Talks</h2>
<ul>
<li>Tuesday 2 pm: "Video evidence and the cost of a claim"</li>
<li>Wednesday 11 am: "Coaching without cameras becoming a punishment"</li>
</ul>
<p>Want a fixed slot? <a href="/contact">Book a meeting</a>.</p>`,
    authorId: 1,
    featuredMediaId: 506,
    categoryIds: [1562, 1880],
  },
  {
    id: 108,
    date: '2024-05-28T15:20:00Z',
    slug: 'customer-story-regional-courier-claims',
    status: 'publish',
    title: 'Customer Story: How a Regional Courier Cut Claims Costs by 38%',
    excerpt: '<p>Ninety vans, two depots and a year of footage: what changed for one courier business.</p>',
    content: `<p>A regional courier in the Midwest fitted ninety vans with DR770X-2CH cameras and CM100GLTE modems in a single weekend. Twelve months later their claims costs were down 38%.</p>
<h2>Where the savings came from</h2>
<ul>
<li>Disputed rear-end collisions settled in days instead of months</li>
<li>Two fraudulent claims withdrawn once footage was mentioned</li>
<li>Fewer incidents overall after monthly coaching sessions</li>
</ul>
<p>"The drivers were sceptical for about three weeks," their operations manager told us. "Then a camera cleared one of them, and the conversation changed."</p>
<p>Read more <a href="/blog/category/customer-stories">customer stories</a> or <a href="/contact">talk to us</a> about your fleet.</p>`,
    authorId: 3,
    featuredMediaId: 507,
    categoryIds: [1597, 2042],
    tagIds: [2305],
  },
  {
    id: 109,
    date: '2024-06-18T17:00:00Z',
    slug: 'webinar-dashcam-footage-coaching-sessions',
    status: 'publish',
    title: 'Webinar: Turning Dashcam Footage Into Coaching Sessions',
    excerpt: '<p>A practical hour on reviewing events with drivers, with the recording now online.</p>',
    content: `<p>More than three hundred safety managers joined us live. The recording is above.</p>
<h2>What we covered</h2>
<ul>
<li>Which events are worth a conversation, and which are noise</li>
<li>Running a ten-minute coaching session that drivers do not dread</li>
<li>Recognising good driving as often as bad</li>
</ul>
<p>The slides and the coaching checklist are available on request through <a href="/contact">our contact form</a>.</p>`,
    authorId: 3,
    featuredMediaId: 508,
    youtubeVideoId: 'Cv6nJd1QhZu',
    categoryIds: [2209, 2238],
    tagIds: [2308],
  },
  {
    id: 110,
    date: '2024-07-09T11:00:00Z',
    slug: 'cm100glte-modem-live-view',
    status: 'publish',
    title: 'The CM100GLTE Modem: Live View for Cameras Without Built-In LTE',
    excerpt: '<p>Connect a DR770X-2CH or a Box-3CH Pro to Roadsight Fleet with one small box.</p>',
    content: `<p>Not every Roadsight camera has LTE inside. The CM100GLTE modem gives those cameras the same connection, so live view, event upload and tracking work exactly as on the DR970X-2CH LTE Plus.</p>
<h2>Specifications</h2>
<ul>
<li>Up to 150 Mbps down and 50 Mbps up</li>
<li>North American bands B2, B4 and B12</li>
<li>Global bands B1, B3, B5, B7, B8 and B20</li>
</ul>
<p>The modem tucks behind the dashboard and takes power from the same hardwiring kit. Prices are on <a href="/pricing">the pricing page</a>.</p>`,
    authorId: 2,
    featuredMediaId: 509,
    categoryIds: [1582, 1583],
    tagIds: [2302],
  },
  {
    id: 111,
    date: '2024-07-30T09:30:00Z',
    slug: 'finalist-fleet-technology-awards-2024',
    status: 'publish',
    title: 'Roadsight Fleet Named a Finalist in the 2024 Fleet Technology Awards',
    excerpt: '<p>We are one of five finalists in the video-telematics category.</p>',
    content: `<p>We are proud to be shortlisted in the video-telematics category of this year's Fleet Technology Awards, alongside companies many times our size.</p>
<p>The judges tested the product with a live fleet for four weeks and interviewed three of our customers. Winners are announced in September.</p>
<p>Thank you to every customer who took part. Coverage of the shortlist appeared in <a href="https://www.fleetowner.com/">FleetOwner</a>.</p>`,
    authorId: 1,
    featuredMediaId: 510,
    categoryIds: [1559, 1560],
  },
  {
    id: 112,
    date: '2024-08-20T14:10:00Z',
    slug: 'review-dr770x-box-3ch-pro-waste-collection',
    status: 'publish',
    title: 'Review: DR770X Box-3CH Pro After Six Months in a Waste-Collection Truck',
    excerpt: '<p>Dust, vibration and twelve-hour shifts: how the three-channel box camera held up.</p>',
    content: `<p>Refuse trucks are the hardest test we know for a camera. We fitted a DR770X Box-3CH Pro to a side-loader and left it alone for six months.</p>
<h2>The good</h2>
<ul>
<li>The separate recorder box lives under the seat, away from heat and dust</li>
<li>The IR interior camera stays clear at 5 am, when most collections start</li>
<li>No lost recordings over roughly 1,400 hours of driving</li>
</ul>
<h2>The less good</h2>
<p>The rear camera lens needed cleaning every two weeks. A truck exterior camera with a hood is a better fit for side-loaders, and it is one of the four configurations.</p>
<p>Verdict: the right camera for heavy vehicles. See the configurations on <a href="/dashcams">the dashcams page</a>.</p>`,
    authorId: 2,
    featuredMediaId: 511,
    categoryIds: [1577, 1583],
    tagIds: [2307],
  },
  {
    id: 113,
    date: '2024-09-10T06:40:00Z',
    slug: 'caught-deer-crossing-dawn-highway-2',
    status: 'publish',
    title: 'Caught On Roadsight: Deer Crossing at Dawn on Highway 2',
    excerpt: '<p>Two deer, one loaded trailer and a stop with metres to spare.</p>',
    content: `<p>Deer collisions peak in autumn, around dawn and dusk. This clip from a livestock hauler in Montana shows why.</p>
<p>The driver sees the first deer late, but brakes smoothly rather than swerving, which is what every safety course teaches and what is hardest to do with a full trailer.</p>
<h2>Three habits that helped</h2>
<ul>
<li>Speed below the limit in a marked wildlife zone</li>
<li>Scanning the verges, not just the lane</li>
<li>Braking in a straight line</li>
</ul>
<p>More advice is available from the <a href="https://highways.dot.gov/safety">Federal Highway Administration</a>.</p>`,
    authorId: 4,
    featuredMediaId: 512,
    youtubeVideoId: 'Dr3eFg7KpWy',
    categoryIds: [1588, 2239],
  },
  {
    id: 114,
    date: '2024-10-01T10:00:00Z',
    slug: 'driver-privacy-and-dashcams',
    status: 'publish',
    title: 'Driver Privacy &amp; Dashcams: Our Approach',
    excerpt: '<p>Interior cameras are useful and sensitive. Here is how we handle them.</p>',
    content: `<p>Fleet cameras exist to protect drivers as much as vehicles, and that only works if drivers trust them.</p>
<h2>Our defaults</h2>
<ul>
<li>Interior audio is off unless a fleet turns it on and tells its drivers</li>
<li>A privacy mode blanks the interior camera outside working hours</li>
<li>Live view is logged, and drivers can see when it was used</li>
</ul>
<p>We also publish <a href="/blog/why-we-dont-sell-driver-data">why we never sell driver data</a>.</p>`,
    authorId: 1,
    featuredMediaId: 513,
    categoryIds: [2042],
    tagIds: [2304],
  },
  {
    id: 115,
    date: '2024-10-22T13:00:00Z',
    slug: 'roadshow-live-demos-november',
    status: 'publish',
    title: 'Roadshow: Live Demos in Five Cities This November',
    excerpt: '<p>Our demo van is visiting Columbus, Indianapolis, St. Louis, Kansas City and Denver.</p>',
    content: `<p>Some things are easier to show than to explain. In November our demo van, fitted with every Roadsight camera we sell, is touring five cities.</p>
<ul>
<li>November 4: Columbus</li>
<li>November 6: Indianapolis</li>
<li>November 8: St. Louis</li>
<li>November 12: Kansas City</li>
<li>November 14: Denver</li>
</ul>
<p>We can also come to your depot. <a href="/contact">Tell us where you are</a>.</p>`,
    authorId: 3,
    featuredMediaId: 514,
    categoryIds: [1733, 1937],
  },
  {
    id: 116,
    date: '2024-11-12T18:15:00Z',
    slug: 'caught-sideswipe-merge-lane',
    status: 'publish',
    title: 'Caught On Roadsight: Sideswipe on a Merge Lane',
    excerpt: '<p>A pickup drifts into a box truck on a highway merge. The footage settled fault in one call.</p>',
    content: `<p>The other driver said the truck changed lanes into him. The video says otherwise.</p>
<p>Front and rear cameras show the truck holding its lane at a steady 55 mph while the pickup merges without checking its mirror and clips the truck's front quarter.</p>
<h2>Outcome</h2>
<ul>
<li>The insurer accepted liability two days later</li>
<li>The repair was paid in full, with no excess for our customer</li>
</ul>
<p>Footage like this is why we upload impact events automatically. Read about <a href="/blog/customer-story-regional-courier-claims">claims savings</a> in our customer stories.</p>`,
    authorId: 4,
    featuredMediaId: 515,
    youtubeVideoId: 'Sw9mQa5TbLo',
    categoryIds: [1571, 2239],
  },
  {
    id: 117,
    date: '2024-12-03T11:00:00Z',
    slug: 'year-in-review-2024',
    status: 'publish',
    title: 'Year in Review: 2024 at Roadsight Fleet',
    excerpt: '<p>Our first year: customers, cameras, and the features you asked for.</p>',
    content: `<p>A year ago Roadsight Fleet was a handful of pilot customers. Today thousands of vehicles report in every few seconds.</p>
<h2>Highlights</h2>
<ul>
<li>Launched support for the DR970X-2CH LTE Plus and the CM100GLTE modem</li>
<li>Shortlisted for the Fleet Technology Awards</li>
<li>Shipped geofences, trip history and the coaching inbox</li>
</ul>
<p>Thank you for every bug report and feature request. Coverage of our year appeared in <a href="https://www.fleetowner.com/">FleetOwner</a>.</p>`,
    authorId: 1,
    featuredMediaId: 516,
    categoryIds: [2042, 1560],
  },
];
