/** Values the e2e server is started with; tests read them from here rather than repeating them. */
export const port = 8181;
export const baseURL = `http://127.0.0.1:${port}`;
export const anonKey = 'public-anon-key';
export const adminCredentials = {
  email: 'admin@example.com',
  password: 'Correct-Horse-42!',
} as const;

/** The built Storybook (npm run build-storybook), served for the visual baselines. */
export const storybookPort = 6107;
export const storybookURL = `http://127.0.0.1:${storybookPort}`;

/** The two widths every story and page is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;
