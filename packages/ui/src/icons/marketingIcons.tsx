import { createIcon } from './createIcon.tsx';

export const LiveViewIcon = /* @__PURE__ */ createIcon(
  'LiveView',
  <>
    <rect x="2" y="5" width="15" height="14" rx="2" />
    <path d="M17 10l5-3v10l-5-3z" />
  </>,
);
export const PlaybackIcon = /* @__PURE__ */ createIcon(
  'Playback',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M10 9v6l5-3z" />
  </>,
);
export const VoiceCallIcon = /* @__PURE__ */ createIcon(
  'VoiceCall',
  <>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8" />
  </>,
);
export const EventUploadIcon = /* @__PURE__ */ createIcon(
  'EventUpload',
  <>
    <path d="M20 16.6A5 5 0 0 0 18 7h-1.3A8 8 0 1 0 4 15.3" />
    <path d="M12 12v9M8 16l4-4 4 4" />
  </>,
);
export const NotificationBellIcon = /* @__PURE__ */ createIcon(
  'NotificationBell',
  <>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </>,
);
export const DriverMonitorIcon = /* @__PURE__ */ createIcon(
  'DriverMonitor',
  <>
    <circle cx="12" cy="9" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
    <path d="M2 6V3h3M22 6V3h-3" />
  </>,
);
export const ReportChartIcon = /* @__PURE__ */ createIcon(
  'ReportChart',
  <>
    <path d="M3 3v18h18" />
    <path d="M8 17v-5M13 17V8M18 17v-9" />
  </>,
);
export const HotspotIcon = /* @__PURE__ */ createIcon(
  'Hotspot',
  <>
    <path d="M5 12.6a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0" />
    <path d="M12 20h.01" />
  </>,
);
export const MultiDeviceIcon = /* @__PURE__ */ createIcon(
  'MultiDevice',
  <>
    <rect x="2" y="4" width="14" height="10" rx="2" />
    <path d="M6 18h6" />
    <rect x="17" y="8" width="5" height="12" rx="1" />
  </>,
);
export const CloudUpdateIcon = /* @__PURE__ */ createIcon(
  'CloudUpdate',
  <>
    <path d="M20 16.6A5 5 0 0 0 18 7h-1.3A8 8 0 1 0 4 15.3" />
    <path d="M12 12v9M8 17l4 4 4-4" />
  </>,
);
export const SimCardIcon = /* @__PURE__ */ createIcon(
  'SimCard',
  <>
    <path d="M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" />
    <rect x="8" y="11" width="8" height="7" rx="1" />
  </>,
);
export const SubscribeIcon = /* @__PURE__ */ createIcon(
  'Subscribe',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);
export const EvChargeIcon = /* @__PURE__ */ createIcon('EvCharge', <path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
export const MountainIcon = /* @__PURE__ */ createIcon('Mountain', <path d="M3 20l6-11 4 6 3-4 5 9z" />);
export const MineralIcon = /* @__PURE__ */ createIcon('Mineral', <path d="M6 3h12l4 6-10 12L2 9zM2 9h20M12 21L8 9l4-6 4 6z" />);
export const SteeringWheelIcon = /* @__PURE__ */ createIcon(
  'SteeringWheel',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="2" />
    <path d="M2.5 10h7.5M14 10h7.5M12 14v7.9" />
  </>,
);
export const LuxuryCarIcon = /* @__PURE__ */ createIcon(
  'LuxuryCar',
  <>
    <path d="M5 17H3v-5l2-5h11l4 5h1a2 2 0 0 1 2 2v3h-2" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </>,
);
export const PauseIcon = /* @__PURE__ */ createIcon('Pause', <path d="M8 5v14M16 5v14" />);
export const CountriesIcon = /* @__PURE__ */ createIcon(
  'Countries',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </>,
);
export const FleetCustomersIcon = /* @__PURE__ */ createIcon(
  'FleetCustomers',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21a8 8 0 0 1 16 0M17 4a4 4 0 0 1 0 8M23 21a8 8 0 0 0-5-7.4" />
  </>,
);
export const YearsIcon = /* @__PURE__ */ createIcon(
  'Years',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
