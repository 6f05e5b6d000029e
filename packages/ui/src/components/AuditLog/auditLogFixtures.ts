import type { AuditEntry } from '@fleet/api-client';

/** Entries as the trail keeps them, newest first, for stories and screenshots. */
export const auditLogFixtures: readonly AuditEntry[] = [
  {
    id: '108',
    at: '2026-11-21T09:58:12Z',
    actor: 'admin@example.com',
    action: 'manager_deactivate',
    target: '2f0b6c1e-0000-4000-8000-000000000003',
    client_ip: '203.0.113.24',
    request_id: '6f1c2a9e-4b7d-4e0a-9c51-0d2b7f3e8a41',
  },
  {
    id: '107',
    at: '2026-11-21T09:41:03Z',
    actor: 'sarah.chen@example.com',
    action: 'demo_link_generate',
    target: 'fleet.ops@northwind.example',
    client_ip: '198.51.100.7',
    request_id: '0b9d5e3f-2c1a-4f6b-8e7d-5a4c3b2a1f0e',
  },
  {
    id: '106',
    at: '2026-11-21T09:40:47Z',
    actor: 'sarah.chen@example.com',
    action: 'signin',
    target: '',
    client_ip: '198.51.100.7',
    request_id: 'c2e4f6a8-1b3d-4f5a-9c7e-2d4f6a8b0c1e',
  },
  {
    id: '105',
    at: '2026-11-21T08:15:30Z',
    actor: 'unknown.person@probe.example',
    action: 'signin_failed',
    target: '',
    client_ip: '192.0.2.77',
    request_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  },
];
