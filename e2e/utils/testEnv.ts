/** Values the e2e server is started with; tests read them from here rather than repeating them. */
export const port = 8181;
export const baseURL = `http://127.0.0.1:${port}`;
export const anonKey = 'public-anon-key';
export const adminCredentials = {
  email: 'admin@example.com',
  password: 'Correct-Horse-42!',
} as const;
