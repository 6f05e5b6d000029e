import { createIcon } from './createIcon.tsx';

export const MenuIcon = /* @__PURE__ */ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeft', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const ArrowRightIcon = /* @__PURE__ */ createIcon('ArrowRight', <path d="M5 12h14M12 5l7 7-7 7" />);
export const CheckIcon = /* @__PURE__ */ createIcon('Check', <path d="M20 6L9 17l-5-5" />);
export const CopyIcon = /* @__PURE__ */ createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'Eye',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOff',
  <>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-6.5 0-10-7-10-7a18 18 0 0 1 4.1-5.1M9.9 5.2A9.7 9.7 0 0 1 12 5c6.5 0 10 7 10 7a18 18 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 0 1-4.2-4.2M2 2l20 20" />
  </>,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);
export const PlayIcon = /* @__PURE__ */ createIcon('Play', <path d="M7 4v16l13-8z" />);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'ExternalLink',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14L21 3" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const CheckCircleIcon = /* @__PURE__ */ createIcon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const MailIcon = /* @__PURE__ */ createIcon(
  'Mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'Phone',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const MapPinIcon = /* @__PURE__ */ createIcon(
  'MapPin',
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const CameraIcon = /* @__PURE__ */ createIcon(
  'Camera',
  <>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const ShieldIcon = /* @__PURE__ */ createIcon('Shield', <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const TruckIcon = /* @__PURE__ */ createIcon(
  'Truck',
  <>
    <path d="M1 3h15v13H1zM16 8h4l3 3v5h-7z" />
    <circle cx="5.5" cy="18.5" r="2.5" />
    <circle cx="18.5" cy="18.5" r="2.5" />
  </>,
);
export const LinkIcon = /* @__PURE__ */ createIcon(
  'Link',
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
);
export const FacebookIcon = /* @__PURE__ */ createIcon('Facebook', <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />);
export const TwitterIcon = /* @__PURE__ */ createIcon('Twitter', <path d="M4 4l16 16M20 4L4 20" />);
export const InstagramIcon = /* @__PURE__ */ createIcon(
  'Instagram',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const YouTubeIcon = /* @__PURE__ */ createIcon(
  'YouTube',
  <>
    <path d="M22.5 6.4a2.8 2.8 0 0 0-2-2C18.9 4 12 4 12 4s-6.9 0-8.5.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 2 2c1.6.4 8.5.4 8.5.4s6.9 0 8.5-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z" />
    <path d="M10 15l5-3-5-3z" />
  </>,
);
export const LinkedInIcon = /* @__PURE__ */ createIcon(
  'LinkedIn',
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </>,
);
