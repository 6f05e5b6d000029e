import { describe, expect, it } from 'vitest';
import { actionTable, componentsSchema, type OperationId, operationTable } from '../../generated/operations.ts';
import { InvalidRequest } from '../errors/InvalidRequest.ts';
import { actionDispatcher } from './actionDispatcher.ts';

const query = actionDispatcher<OperationId>(operationTable.adminQuery, actionTable.adminQuery, operationTable);
const command = actionDispatcher<OperationId>(operationTable.adminCommand, actionTable.adminCommand, operationTable);
const leadId = '5f0c3a52-8f7e-4c59-9a43-2d1f7c0b9e11';

/** The body each old action was checked against before it had an operation of its own. */
const oldBodies: Record<keyof typeof actionTable.adminCommand, keyof typeof componentsSchema.$defs> = {
  updateManagerStatus: 'UpdateManagerStatusRequest',
  deleteSalesManager: 'DeleteSalesManagerRequest',
  resetTwoStep: 'DeleteSalesManagerRequest',
  setTwoStepRequirement: 'TwoStepRequirementRequest',
  updateLead: 'UpdateLeadRequest',
  resendEmail: 'ResendEmailRequest',
  updateLeadSettings: 'LeadSettings',
  setTakesLeads: 'SetTakesLeadsRequest',
  createWebhook: 'CreateWebhookRequest',
  updateWebhook: 'UpdateWebhookRequest',
  deleteWebhook: 'WebhookIdRequest',
  rotateWebhookSecret: 'WebhookIdRequest',
  resendWebhookDelivery: 'WebhookDeliveryIdRequest',
};

const rules = (schema: object) => {
  const resolved = (schema as { $ref?: string }).$ref
    ? componentsSchema.$defs[(schema as { $ref: string }).$ref.replace('components#/$defs/', '') as keyof typeof componentsSchema.$defs]
    : schema;
  const { description: _, ...rest } = resolved as Record<string, unknown>;
  return { ...rest, required: [...((rest.required as string[] | undefined) ?? [])].sort() };
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidRequest) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the request was taken');
};

describe('actionDispatcher', () => {
  it.each(Object.entries(oldBodies))("checks %s's body by the same rules as before it had a path of its own", (name, old) => {
    const action = actionTable.adminCommand[name as keyof typeof oldBodies];
    expect(rules(action.body.schema)).toEqual(rules(componentsSchema.$defs[old]));
  });

  it("runs an old POST action as its operation, the body's id moved into the path", () => {
    const run = command({ query: { action: 'updateLead' }, body: { id: leadId, status: 'won' } });
    expect(run).toMatchObject({ name: 'updateLead', operationId: 'updateLead', request: { path: { id: leadId }, body: { status: 'won' }, query: {} } });
    expect(run.action.deprecated).toBe(true);
    const noBody = command({ query: { action: 'deleteWebhook' }, body: { id: leadId } });
    expect(noBody).toMatchObject({ operationId: 'deleteWebhook', request: { path: { id: leadId }, body: undefined } });
  });

  it("runs an old GET action as its operation with the operation's own parameters, the query's id moved into the path", () => {
    const run = query({ query: { action: 'getWebhookDeliveries', webhookId: leadId, kind: 'demo' }, body: undefined });
    expect(run).toMatchObject({ operationId: 'listWebhookDeliveries', request: { path: { id: leadId }, query: {} } });
    const leads = query({ query: { action: 'getLeads', kind: 'demo', sort: 'created' }, body: undefined });
    expect(leads).toMatchObject({ operationId: 'listLeads', request: { path: {}, query: { kind: 'demo', page: 1 } } });
  });

  it("keeps the spec's four actions undeprecated", () => {
    expect(query({ query: { action: 'getDemoUrls' }, body: undefined })).toMatchObject({ operationId: 'listDemoUrls', action: { deprecated: false } });
    expect(query({ query: { action: 'getSalesManagers' }, body: undefined })).toMatchObject({ operationId: 'listManagers', action: { deprecated: false } });
    const status = command({ query: { action: 'updateManagerStatus' }, body: { id: leadId, status: 'inactive' } });
    expect(status).toMatchObject({
      operationId: 'setManagerStatus',
      action: { deprecated: false },
      request: { path: { id: leadId }, body: { status: 'inactive' } },
    });
    expect(command({ query: { action: 'deleteSalesManager' }, body: { id: leadId } })).toMatchObject({
      operationId: 'deleteManager',
      action: { deprecated: false },
    });
  });

  it('says which field and message a missing query id is refused with, after the role is checked', () => {
    expect(query({ query: { action: 'getLead' }, body: undefined }).missingId).toEqual({ field: 'query.id', message: 'getLead takes an id' });
    expect(query({ query: { action: 'getWebhookDeliveries' }, body: undefined }).missingId).toEqual({
      field: 'query.webhookId',
      message: 'getWebhookDeliveries takes a webhookId',
    });
  });

  it('refuses an unknown action, a bad id and a body of the wrong shape as before', () => {
    expect(refusal(() => query({ query: { action: 'getEverything' }, body: undefined }))).toEqual({
      field: 'query.action',
      message:
        'query.action must be one of: getDemoUrls, getSalesManagers, getAuditLog, getSecuritySettings, getContentSync, getLeads, getLead, exportLeads, getEngagement, getLeadOwners, getLeadOrigins, getInsights, getLeadSettings, getResponseTimes, getWebhooks, getWebhookDeliveries',
    });
    expect(refusal(() => query({ query: { action: 'getLead', id: 'nope' }, body: undefined }))).toEqual({
      field: 'query.id',
      message: 'A valid lead id is required',
    });
    expect(refusal(() => command({ query: { action: 'updateLead' }, body: { id: 'nope', status: 'won' } }))).toEqual({
      field: 'body.id',
      message: 'A valid lead id is required',
    });
    expect(refusal(() => command({ query: { action: 'updateLead' }, body: { id: leadId } }))).toEqual({
      field: 'body',
      message: 'updateLead takes {id} and at least one of status, ownerId, note',
    });
    expect(refusal(() => command({ query: { action: 'deleteSalesManager' }, body: { id: leadId, status: 'active' } }))).toEqual({
      field: 'body.status',
      message: 'body.status is not an allowed field',
    });
    expect(refusal(() => command({ query: { action: 'resendWebhookDelivery' }, body: {} }))).toEqual({
      field: 'body.id',
      message: 'A valid delivery id is required',
    });
  });
});
