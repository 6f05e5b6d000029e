import { demoRequestFleetSizes, demoRequestIndustries } from '@fleet/api-client';
import type { FieldErrors } from '../Field/formFieldsProps.ts';
import { emptyLeadContactValues, type LeadContactValues } from '../LeadForm/leadFormValues.ts';

/** The contract's choices less its '' (none picked), which the form offers as its own 'Select …' option. */
const picked = <Choice extends string>(choices: readonly Choice[]) => choices.filter((choice): choice is Exclude<Choice, ''> => choice !== '');

export const demoFleetSizes = picked(demoRequestFleetSizes);
export type DemoFleetSize = (typeof demoFleetSizes)[number];

export const demoIndustries = picked(demoRequestIndustries);
export type DemoIndustry = (typeof demoIndustries)[number];

/** The demo request payload's fields plus the honeypot; an empty choice means the person picked none. */
export interface DemoRequestValues extends LeadContactValues {
  fleetSize: DemoFleetSize | '';
  industry: DemoIndustry | '';
}

export type DemoRequestField = keyof DemoRequestValues;
export type DemoRequestErrors = FieldErrors<DemoRequestField>;

export const emptyDemoRequestValues: DemoRequestValues = { ...emptyLeadContactValues, fleetSize: '', industry: '' };
