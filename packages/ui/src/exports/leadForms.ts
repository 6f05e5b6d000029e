// Exports of the leadForms batch; packages/ui/src/index.ts re-exports this file.
export { ContactForm, type ContactFormProps } from '../components/ContactForm/ContactForm';
export { emptyContactValues, type ContactFormErrors, type ContactFormField, type ContactFormValues } from '../components/ContactForm/contactFormValues';
export { validateContact } from '../components/ContactForm/validateContact';
export { DemoRequestForm, type DemoRequestFormProps } from '../components/DemoRequestForm/DemoRequestForm';
export {
  demoFleetSizes,
  demoIndustries,
  emptyDemoRequestValues,
  type DemoFleetSize,
  type DemoIndustry,
  type DemoRequestErrors,
  type DemoRequestField,
  type DemoRequestValues,
} from '../components/DemoRequestForm/demoRequestValues';
export { validateDemoRequest } from '../components/DemoRequestForm/validateDemoRequest';
export { LeadForm, type LeadFormProps } from '../components/LeadForm/LeadForm';
export { LeadContactFields, type LeadContactFieldsProps } from '../components/LeadForm/LeadContactFields';
export { LeadFormSuccess, type LeadFormSuccessProps } from '../components/LeadForm/LeadFormSuccess';
export { LeadFormLayout, type LeadFormLayoutProps } from '../components/LeadForm/LeadFormLayout';
export { LeadFormFailure, type LeadFormFailureProps } from '../components/LeadForm/LeadFormFailure';
export { HoneypotField, type HoneypotFieldProps } from '../components/LeadForm/HoneypotField';
export {
  emptyLeadContactValues,
  leadFormStatuses,
  type LeadContactField,
  type LeadContactValues,
  type LeadFieldErrors,
  type LeadFormStatus,
  type LeadFormViewProps,
} from '../components/LeadForm/leadFormValues';
export { leadEmailPattern, leadFormMessages, validateLeadContact } from '../components/LeadForm/validateLeadContact';
