import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

export type ErrorResponse = Schemas['ErrorResponse'];
export type FleetStats = Schemas['FleetStats'];
export type DashcamCount = Schemas['DashcamCount'];
export type Pricing = Schemas['Pricing'];
export type ContactRequest = Schemas['ContactRequest'];
export type DemoRequest = Schemas['DemoRequest'];
export type Manager = Schemas['Manager'];
export type ManagerRole = Schemas['ManagerRole'];
export type ManagerStatus = Schemas['ManagerStatus'];
export type DemoUrl = Schemas['DemoUrl'];
export type ContentSyncStatus = Schemas['ContentSyncStatus'];
export type ContentSyncRun = Schemas['ContentSyncRun'];
export type WpPost = Schemas['WpPost'];
export type WpCategory = Schemas['WpCategory'];
export type WpError = Schemas['WpError'];
