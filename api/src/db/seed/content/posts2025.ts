import type { SeedPost } from './types.ts';

export const posts2025: readonly SeedPost[] = [
  {
    id: 118,
    date: '2025-01-14T15:00:00Z',
    slug: 'interview-cto-ai-event-detection-edge',
    status: 'publish',
    title: 'Interview: Our CTO on AI Event Detection at the Edge',
    excerpt: '<p>Why more of the analysis now happens on the camera, and what that means for data costs.</p>',
    content: `<p>We sat down with our CTO to talk about moving event detection from the cloud onto the camera itself.</p>
<h2>Why on the camera?</h2>
<p>"Uploading every second of video to find the ten that matter is expensive and slow," she said. "The camera already sees everything. If it can tell a pothole from a collision, only the collision needs to travel."</p>
<h2>What changes for customers</h2>
<ul>
<li>Fewer false alerts for speed bumps and railway crossings</li>
<li>Lower data use on each SIM</li>
<li>Events that reach the dashboard in under a minute</li>
</ul>
<p>The full interview was first published by <a href="https://www.ttnews.com/">Transport Topics</a>.</p>`,
    authorId: 1,
    featuredMediaId: 517,
    categoryIds: [1693, 1560],
  },
  {
    id: 119,
    date: '2025-02-04T14:00:00Z',
    slug: 'introducing-dms-dr770x-box-3ch',
    status: 'publish',
    title: 'Introducing DMS for the DR770X Box-3CH',
    excerpt: '<p>Driver monitoring that spots fatigue and phone use, with alerts in the cab and in the dashboard.</p>',
    content: `<p>The DR770X Box-3CH can now be ordered with a driver monitoring system (DMS) camera in place of the IR interior camera.</p>
<h2>What it detects</h2>
<ul>
<li>Eyes closed or head nodding for more than two seconds</li>
<li>Phone held to the ear or in the hand</li>
<li>Smoking and seatbelt not fastened</li>
</ul>
<p>The driver hears an alert in the cab first. Repeated events create a coaching item for the safety manager.</p>
<p>DMS comes in two configurations: Front + DMS + Rear and Front + DMS + Truck exterior. Prices are on <a href="/pricing">the pricing page</a>.</p>`,
    authorId: 1,
    featuredMediaId: 518,
    categoryIds: [1930, 1583],
    tagIds: [2303, 2307],
  },
  {
    id: 120,
    date: '2025-02-25T09:00:00Z',
    slug: 'firmware-1-5-0-driver-monitoring-alerts',
    status: 'publish',
    title: 'Firmware 1.5.0: Driver Monitoring Alerts Come to the Cloud',
    excerpt: '<p>DMS events now upload with a clip and appear in the coaching inbox.</p>',
    content: `<p>Firmware 1.5.0 for the DR770X Box-3CH connects driver monitoring events to Roadsight Fleet.</p>
<h2>Changes</h2>
<ul>
<li>Fatigue, distraction and phone-use events upload with a 10-second clip</li>
<li>Alert sensitivity can be set per vehicle from the dashboard</li>
<li>Improved night performance for the DMS camera</li>
</ul>
<p>The update installs automatically over the next two weeks.</p>`,
    authorId: 2,
    featuredMediaId: null,
    categoryIds: [1602, 1583],
    tagIds: [2301, 2303],
  },
  {
    id: 121,
    date: '2025-03-18T10:30:00Z',
    modified: '2025-03-20T08:00:00Z',
    slug: 'fleet-dashboard-trip-timeline-event-filters',
    status: 'publish',
    title: 'Fleet Dashboard Update: New Trip Timeline &amp; Event Filters',
    excerpt: '<p>See a whole day on one line, and find the events that matter in two clicks.</p>',
    content: `<p>The biggest dashboard update since launch is live for every customer today.</p>
<h2>Trip timeline</h2>
<p>Each vehicle's day now appears as a single timeline: driving, idling and parked periods, with events pinned where they happened. Click anywhere to jump the map and the video to that moment.</p>
<h2>Event filters</h2>
<ul>
<li>Filter by event type, severity, driver, vehicle group and date</li>
<li>Save a filter as a view and share it with your team</li>
<li>Export the filtered list as CSV</li>
</ul>
<p>Questions? Our <a href="/contact">support team</a> can walk you through it.</p>`,
    authorId: 3,
    featuredMediaId: 519,
    categoryIds: [1602, 2042],
  },
  {
    id: 122,
    date: '2025-04-08T13:00:00Z',
    slug: 'work-truck-week-2025',
    status: 'publish',
    title: 'Meet Us at Work Truck Week 2025',
    excerpt: '<p>Booth 4215 in Indianapolis, with a Box-3CH Pro fitted to a working box truck.</p>',
    content: `<p>We are exhibiting at <a href="https://www.worktruckweek.com/">Work Truck Week</a> in Indianapolis, booth 4215.</p>
<p>This year we are bringing a box truck with the DR770X Box-3CH Pro in its Front + IR Interior + Truck exterior configuration, so you can sit in the cab and see exactly what a safety manager sees.</p>
<h2>Our session</h2>
<p>Thursday at 10 am, Priya Raman joins a panel on coaching programmes that drivers actually support.</p>`,
    authorId: 1,
    featuredMediaId: 520,
    categoryIds: [1562, 1880],
  },
  {
    id: 123,
    date: '2025-04-29T16:00:00Z',
    slug: 'caught-road-rage-calm-driver',
    status: 'publish',
    title: 'Caught On Roadsight: Road Rage Incident Defused by a Calm Driver',
    excerpt: '<p>An SUV brake-checks a box truck three times. Our driver does everything right.</p>',
    content: `<p>Road rage is rarely about the driver on the receiving end. In this clip an SUV overtakes a box truck, cuts in and brakes hard, three times in a mile.</p>
<p>The truck driver drops back, stays in lane and does not react. When the SUV stops in the road, the driver locks the doors, stays in the cab and calls the police.</p>
<h2>Why this matters</h2>
<ul>
<li>The interior camera shows a calm, professional driver</li>
<li>The front camera captured the other vehicle's plate</li>
<li>The recording was shared with police the same afternoon</li>
</ul>
<p>We recognised the driver in our coaching inbox with a commendation, a feature more fleets should use.</p>`,
    authorId: 4,
    featuredMediaId: 521,
    youtubeVideoId: 'Rg1cAl8NvEj',
    categoryIds: [1572, 2239],
  },
  {
    id: 124,
    date: '2025-05-20T12:00:00Z',
    slug: 'customer-story-construction-three-channel',
    status: 'publish',
    title: 'Customer Story: A Construction Firm&#8217;s First Year With Three-Channel Cameras',
    excerpt: '<p>Tippers, mixers and site vans: how one contractor rolled out cameras across a mixed fleet.</p>',
    content: `<p>A civil contractor in Texas runs 140 vehicles, from site vans to concrete mixers. They chose the DR770X Box-3CH Pro for heavy vehicles and the DR770X-2CH for vans.</p>
<h2>Results after twelve months</h2>
<ul>
<li>Reversing incidents on site down by half, thanks to the rear and exterior cameras</li>
<li>Two theft attempts recorded in parking mode</li>
<li>Insurance renewal with a lower premium</li>
</ul>
<p>"We bought cameras for claims," their fleet manager said. "We kept them for the coaching."</p>
<p>Compare the models on <a href="/dashcams">the dashcams page</a>.</p>`,
    authorId: 3,
    featuredMediaId: 522,
    categoryIds: [1597, 1577],
    tagIds: [2305, 2307],
  },
  {
    id: 125,
    date: '2025-06-10T09:45:00Z',
    slug: 'embed-live-fleet-map-intranet',
    status: 'publish',
    title: 'How to Embed the Live Fleet Map on Your Intranet',
    excerpt: '<p>Share a read-only live map with dispatchers without giving them a dashboard account.</p>',
    content: `<p>Many dispatch teams want to see where vehicles are without logging into the full dashboard. The embeddable live map does that.</p>
<h2>Steps</h2>
<ol>
<li>In the dashboard, open <strong>Settings → Sharing</strong> and create a map link</li>
<li>Choose which vehicle groups it shows and whether it expires</li>
<li>Paste the snippet into your intranet page</li>
</ol>
<p>The snippet our older documentation gave looked like this, pasted as-is by one customer:</p>
<script>window.fleetMap = { token: 'example-token' }; document.write('<iframe src="https://maps.example.com/embed"></iframe>');</script>
<p><img src="/uploads/2025/06/map-preview-missing.webp" alt="Map preview" onerror="alert('map preview failed')"></p>
<p>Use the iframe code from the dashboard instead; it needs no script. Full details are in our <a href="https://support.roadsight.example/live-map-embed">help centre</a>.</p>`,
    authorId: 2,
    featuredMediaId: 523,
    categoryIds: [1606, 1602],
  },
  {
    id: 126,
    date: '2025-07-01T11:00:00Z',
    slug: 'choosing-sd-card-24-7-recording',
    status: 'publish',
    title: 'Choosing an SD Card for 24/7 Recording',
    excerpt: '<p>Endurance ratings, sizes and why the cheapest card costs the most.</p>',
    content: `<p>A fleet dashcam writes to its card all day and, in parking mode, all night. Ordinary cards wear out in months.</p>
<h2>What to look for</h2>
<ul>
<li>A high-endurance or industrial rating</li>
<li>64GB for vans on day shifts; 256GB or 512GB for trucks with three channels</li>
<li>Cards supplied or approved by Roadsight</li>
</ul>
<p>Roadsight Fleet warns you when a card starts failing, before footage is lost. Card prices are on <a href="/pricing">the pricing page</a>.</p>`,
    authorId: 2,
    featuredMediaId: null,
    categoryIds: [1582],
  },
  {
    id: 127,
    date: '2025-07-22T13:30:00Z',
    slug: 'roadsight-fleet-10000-connected-vehicles',
    status: 'publish',
    title: 'Press Release: Roadsight Fleet Passes 10,000 Connected Vehicles',
    excerpt: '<p>Eighteen months after launch, more than 10,000 vehicles report to Roadsight Fleet.</p>',
    content: `<p><strong>DENVER, July 22, 2025</strong>: Roadsight Fleet today announced that more than 10,000 vehicles across North America now use its video-telematics service.</p>
<p>Growth has come mostly from small and mid-sized fleets of 10 to 200 vehicles in delivery, construction and field services.</p>
<h2>About Roadsight Fleet</h2>
<p>Roadsight Fleet provides live tracking, event video and driver coaching built on Roadsight dashcams. Learn more at <a href="/">our home page</a>.</p>
<p>Media contact: <a href="mailto:press@roadsightfleet.example">press@roadsightfleet.example</a></p>`,
    authorId: 1,
    featuredMediaId: 524,
    categoryIds: [1559, 2042],
  },
  {
    id: 128,
    date: '2025-08-12T15:00:00Z',
    slug: 'product-tour-dr970x-2ch-plus',
    status: 'publish',
    title: 'Product Tour: DR970X-2CH Plus in Two Minutes',
    excerpt: '<p>Everything the DR970X-2CH Plus does, in one short video.</p>',
    content: `<p>The DR970X-2CH Plus records 4K at the front and Full HD at the rear, like its LTE sibling, and connects to Roadsight Fleet through the CM100GLTE modem.</p>
<h2>In the video</h2>
<ul>
<li>Unboxing and what comes in the box</li>
<li>Mounting positions for vans and cars</li>
<li>Night footage compared with the DR770X-2CH</li>
</ul>
<p>Compare it with the rest of the range on <a href="/dashcams">the dashcams page</a>.</p>`,
    authorId: 2,
    featuredMediaId: 525,
    youtubeVideoId: 'Pt5uVb2MxKh',
    categoryIds: [1569, 2239],
    tagIds: [2306],
  },
  {
    id: 129,
    date: '2025-09-02T17:00:00Z',
    slug: 'customer-appreciation-day-open-house',
    status: 'publish',
    title: 'Customer Appreciation Day: Photos From Our Open House',
    excerpt: '<p>Forty customers, a barbecue and an afternoon of feature requests.</p>',
    content: `<p>Thank you to everyone who came to our Denver office for Customer Appreciation Day.</p>
<p>We demoed the next version of the coaching inbox, listened to a lot of feature requests, and ran a very competitive parallel-parking challenge in the car park.</p>
<h2>Top requests</h2>
<ul>
<li>Driver-facing mobile app with their own scorecard</li>
<li>Maintenance reminders from odometer readings</li>
<li>Shared views for dispatch teams</li>
</ul>
<p>We will post the photo gallery once everyone pictured has approved it.</p>`,
    authorId: 3,
    featuredMediaId: 526,
    categoryIds: [1937, 1693],
  },
  {
    id: 130,
    date: '2025-09-23T10:00:00Z',
    slug: 'why-we-dont-sell-driver-data',
    status: 'publish',
    title: 'Why We Don&#8217;t Sell Driver Data',
    excerpt: '<p>Location and video belong to the fleet, not to data brokers.</p>',
    content: `<p>Telematics data is valuable to insurers, advertisers and data brokers. We do not sell it, share it or use it to train anyone else's models.</p>
<h2>Our commitments</h2>
<ul>
<li>Your data is used only to provide the service you pay for</li>
<li>You can export everything, and delete it, at any time</li>
<li>We tell you about every request from law enforcement we are legally allowed to disclose</li>
</ul>
<p>Read the details in our <a href="/privacy">privacy policy</a>.</p>`,
    authorId: 1,
    featuredMediaId: null,
    categoryIds: [1],
    tagIds: [2304],
  },
  {
    id: 131,
    date: '2025-10-14T19:20:00Z',
    slug: 'caught-hailstorm-i-25',
    status: 'publish',
    title: 'Caught On Roadsight: Hailstorm on the I-25',
    excerpt: '<p>Golf-ball hail in under a minute, and a driver who knew to pull over under a bridge.</p>',
    content: `<p>Colorado's Front Range gets some of the worst hail in the country. This clip shows a clear sky turning white in forty seconds.</p>
<p>The driver slows, turns on the hazard lights and stops under an overpass without blocking the lane, exactly as the company's severe-weather policy asks.</p>
<h2>Severe-weather tips</h2>
<ul>
<li>Check the forecast before routing across open country</li>
<li>Never stop in a live lane; use a shoulder or an exit</li>
<li>Keep the camera recording: footage supports the damage claim</li>
</ul>
<p>Forecasts and alerts are available from the <a href="https://www.weather.gov/">National Weather Service</a>.</p>`,
    authorId: 4,
    featuredMediaId: 527,
    youtubeVideoId: 'Hl8sTo4YcDi',
    categoryIds: [1588, 2239],
  },
  {
    id: 132,
    date: '2025-11-04T18:00:00Z',
    slug: 'webinar-recording-safety-scorecard',
    status: 'publish',
    title: 'Webinar Recording: Building a Safety Scorecard That Drivers Trust',
    excerpt: '<p>How to weight events, compare drivers fairly and share scores without starting a fight.</p>',
    content: `<p>Scorecards can motivate drivers or alienate them. In this webinar two safety managers share what worked for them.</p>
<h2>Key points</h2>
<ul>
<li>Score per 100 miles, not per day, so long routes are not penalised</li>
<li>Let drivers see their own events before anyone else discusses them</li>
<li>Reward improvement, not only the top of the table</li>
</ul>
<p>Scorecards are included in every plan; see <a href="/pricing">pricing</a>.</p>`,
    authorId: 3,
    featuredMediaId: 528,
    youtubeVideoId: 'Sc2oRe6WfGn',
    categoryIds: [2238, 2209],
    tagIds: [2308],
  },
];
