// Generated from openapi.yaml by `npm run generate`. Do not edit.

/** The paths whose operations take the session token (security: sessionToken). */
export const sessionPaths: ReadonlySet<string> = new Set([
  "/functions/v1/admin",
  "/functions/v1/change-password",
  "/functions/v1/create-sales-manager",
  "/functions/v1/end-other-sessions",
  "/functions/v1/end-session",
  "/functions/v1/extend-demo-url",
  "/functions/v1/generate-demo-url",
  "/functions/v1/mfa",
  "/functions/v1/mfa-confirm",
  "/functions/v1/mfa-enrol",
  "/functions/v1/revoke-demo-url",
  "/functions/v1/sessions",
  "/functions/v1/signout"
]);
