import type { FieldErrors } from '../Field/formFieldsProps.ts';
import { emptyLeadContactValues, type LeadContactValues } from '../LeadForm/leadFormValues.ts';

export const demoFleetSizes = ['1-10', '11-50', '51-200', '201+'] as const;
export type DemoFleetSize = (typeof demoFleetSizes)[number];

export const demoIndustries = ['Transportation', 'Construction', 'Mining', 'Security', 'Delivery', 'Other'] as const;
export type DemoIndustry = (typeof demoIndustries)[number];

/** The demo request payload's fields plus the honeypot; an empty choice means the person picked none. */
export interface DemoRequestValues extends LeadContactValues {
  fleetSize: DemoFleetSize | '';
  industry: DemoIndustry | '';
}

export type DemoRequestField = keyof DemoRequestValues;
export type DemoRequestErrors = FieldErrors<DemoRequestField>;

export const emptyDemoRequestValues: DemoRequestValues = { ...emptyLeadContactValues, fleetSize: '', industry: '' };
