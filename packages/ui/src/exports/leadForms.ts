// The leadForms components and what they take; packages/ui/src/index.ts re-exports this file.
export { ContactForm, type ContactFormProps } from '../components/ContactForm/ContactForm.tsx';
export { type ContactFormErrors, type ContactFormField, type ContactFormValues, emptyContactValues } from '../components/ContactForm/contactFormValues.ts';
export { validateContact } from '../components/ContactForm/validateContact.ts';
export { DemoRequestForm, type DemoRequestFormProps } from '../components/DemoRequestForm/DemoRequestForm.tsx';
export {
  type DemoFleetSize,
  type DemoIndustry,
  type DemoRequestErrors,
  type DemoRequestField,
  type DemoRequestValues,
  demoFleetSizes,
  demoIndustries,
  emptyDemoRequestValues,
} from '../components/DemoRequestForm/demoRequestValues.ts';
export { validateDemoRequest } from '../components/DemoRequestForm/validateDemoRequest.ts';
export { HoneypotField, type HoneypotFieldProps } from '../components/LeadForm/HoneypotField.tsx';
export { LeadContactFields, type LeadContactFieldsProps } from '../components/LeadForm/LeadContactFields.tsx';
export { LeadForm, type LeadFormProps } from '../components/LeadForm/LeadForm.tsx';
export { LeadFormFailure, type LeadFormFailureProps } from '../components/LeadForm/LeadFormFailure.tsx';
export { LeadFormLayout, type LeadFormLayoutProps } from '../components/LeadForm/LeadFormLayout.tsx';
export { LeadFormSuccess, type LeadFormSuccessProps } from '../components/LeadForm/LeadFormSuccess.tsx';
export {
  emptyLeadContactValues,
  type LeadContactField,
  type LeadContactValues,
  type LeadFormStatus,
  type LeadFormViewProps,
  leadFormStatuses,
} from '../components/LeadForm/leadFormValues.ts';
export { validateLeadContact } from '../components/LeadForm/validateLeadContact.ts';
