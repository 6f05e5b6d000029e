import { fileURLToPath } from 'node:url';

/**
 * The earlier release whose database the upgrade test starts from: the last commit of 2026-11-25, before two-step
 * verification (its schema ends at 004_audit_log.sql; this release adds 005 to 009). Tagged `release-2026-11-25` in
 * the repository where the fixture was made; the commit is what counts, since a clone need not carry the tag.
 */
export const release = {
  name: 'release-2026-11-25',
  commit: 'a646f1848403574cb24eab649e1f81443eb93e85',
  migrations: ['001_initial.sql', '002_password_change_required.sql', '003_session_details.sql', '004_audit_log.sql'],
};

/** Its database as `pg_dump` wrote it, schema and data (see fixtures/README.md). */
export const releaseDump = fileURLToPath(new URL(`./fixtures/${release.name}.sql`, import.meta.url));

/** What the fixture's maker put in it through that release's own API. */
export const releaseData = {
  admin: { email: 'admin@release.example', password: 'Release-Admin-42!' },
  manager: { email: 'mia@release.example', name: 'Mia Manager', role: 'manager', password: 'Release-Manager-42!' },
  /** A link the admin generated, then revoked. */
  revokedLink: 'client@release.example',
  contact: { firstName: 'Carl', lastName: 'Contact', email: 'contact@release.example', company: 'Old Release Haulage', requirements: 'Twelve vans' },
  demo: { firstName: 'Dana', lastName: 'Demo', email: 'demo@release.example', company: 'Legacy Logistics', fleetSize: '11-50', industry: 'Delivery' },
} as const;
