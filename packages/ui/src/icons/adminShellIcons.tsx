import { createIcon } from './createIcon.tsx';

export const DashboardIcon = /* @__PURE__ */ createIcon(
  'Dashboard',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const ChartIcon = /* @__PURE__ */ createIcon(
  'Chart',
  <>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ createIcon(
  'Users',
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
/** Outbound webhooks: a message sent on to another system. */
export const WebhookIcon = /* @__PURE__ */ createIcon(
  'Webhook',
  <>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4z" />
  </>,
);
export const KeyIcon = /* @__PURE__ */ createIcon(
  'Key',
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M17 6l3 3M15 8l2 2" />
  </>,
);
export const LogOutIcon = /* @__PURE__ */ createIcon(
  'LogOut',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
