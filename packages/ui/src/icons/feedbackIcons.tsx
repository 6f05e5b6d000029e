import { createIcon } from './createIcon.tsx';

// A triangle, so a caution message differs from an error by shape as well as colour.
export const TriangleAlertIcon = /* @__PURE__ */ createIcon(
  'TriangleAlert',
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
