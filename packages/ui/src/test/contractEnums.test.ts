import {
  auditActions,
  contentSyncRunResults,
  demoRequestFleetSizes,
  demoRequestIndustries,
  leadKinds,
  leadSettingsAssignments,
  leadStatuses,
  managerRoles,
  outboxStatuses,
  webhookDeliveryStatuses,
  webhookEvents,
} from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import { auditActionLabels } from '../components/AuditLog/auditActions.ts';
import { syncResultLabels } from '../components/ContentMirrorStatus/contentMirror.ts';
import { demoFleetSizes, demoIndustries } from '../components/DemoRequestForm/demoRequestValues.ts';
import { leadEmailStateLabels, leadEmailStateTones } from '../components/LeadEmails/leadEmail.ts';
import { leadKindLabels } from '../components/LeadList/lead.ts';
import { leadAssignmentHints, leadAssignmentLabels } from '../components/LeadSettingsForm/leadSettings.ts';
import { leadStatusLabels, leadStatusTones } from '../components/LeadStatusBadge/leadStatus.ts';
import { managerRoleLabels } from '../components/ManagerList/manager.ts';
import { deliveryState, webhookDeliveryStateLabels, webhookDeliveryStateTones } from '../components/WebhookDeliveryLog/webhookDelivery.ts';
import { webhookEventDescriptions } from '../components/WebhookList/webhook.ts';

/**
 * The typecheck already refuses a table that misses a value of the contract (`satisfies Record<…>`); this walks the
 * contract's lists at run time too, so a table built some other way cannot drop one unnoticed.
 */
const tables: [name: string, values: readonly string[], table: Readonly<Record<string, unknown>>][] = [
  ['auditActionLabels', auditActions, auditActionLabels],
  ['syncResultLabels', contentSyncRunResults, syncResultLabels],
  ['leadEmailStateLabels', outboxStatuses, leadEmailStateLabels],
  ['leadEmailStateTones', outboxStatuses, leadEmailStateTones],
  ['leadKindLabels', leadKinds, leadKindLabels],
  ['leadAssignmentLabels', leadSettingsAssignments, leadAssignmentLabels],
  ['leadAssignmentHints', leadSettingsAssignments, leadAssignmentHints],
  ['leadStatusLabels', leadStatuses, leadStatusLabels],
  ['leadStatusTones', leadStatuses, leadStatusTones],
  ['managerRoleLabels', managerRoles, managerRoleLabels],
  ['webhookEventDescriptions', webhookEvents, webhookEventDescriptions],
];

describe("the design system's tables of the contract's values", () => {
  it.each(tables)('%s has an entry for every value', (_name, values, table) => {
    for (const value of values) expect(table[value], value).toEqual(expect.any(String));
  });

  it('labels every delivery status, as the badge reads it', () => {
    for (const status of webhookDeliveryStatuses) {
      expect(webhookDeliveryStateLabels[deliveryState(status)], status).toEqual(expect.any(String));
      expect(webhookDeliveryStateTones[deliveryState(status)], status).toEqual(expect.any(String));
    }
  });

  it("offers every fleet size and industry the contract takes, its '' aside", () => {
    expect(demoFleetSizes).toEqual(demoRequestFleetSizes.filter(Boolean));
    expect(demoIndustries).toEqual(demoRequestIndustries.filter(Boolean));
  });
});
