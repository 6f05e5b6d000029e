import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { emptyContactValues } from '../ContactForm/contactFormValues.ts';
import { validateContact } from '../ContactForm/validateContact.ts';
import { emptyDemoRequestValues } from '../DemoRequestForm/demoRequestValues.ts';
import { validateDemoRequest } from '../DemoRequestForm/validateDemoRequest.ts';

const person = { firstName: 'Avery', lastName: 'Lee', email: 'avery@haulers.example' };
const en = messagesFor('en');

describe('lead form validation', () => {
  it('gives the forms’ messages for missing and malformed fields', () => {
    expect(validateContact({ ...emptyContactValues, firstName: ' ' }, en)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(validateContact({ ...emptyContactValues, ...person, email: 'avery@' }, en)).toEqual({ email: 'Please enter a valid email address' });
    expect(validateContact({ ...emptyContactValues, ...person }, en)).toEqual({});
  });

  it('takes a plain mailbox only: no display name, comment, quoting or list that could carry another address', () => {
    for (const email of [
      'x<victim@corp.example>',
      '"Victim" <victim@corp.example>',
      'victim@corp.example (note)',
      'a@b.example,c@d.example',
      'a b@c.example',
    ]) {
      expect(validateContact({ ...emptyContactValues, ...person, email }, en), email).toEqual({ email: 'Please enter a valid email address' });
    }
    for (const email of ["o'brien+fleet@haulers.example", 'first.last@mail.haulers-group.example']) {
      expect(validateContact({ ...emptyContactValues, ...person, email }, en), email).toEqual({});
    }
  });

  it('speaks the page’s language', () => {
    expect(validateDemoRequest({ ...emptyDemoRequestValues, email: 'avery@' }, messagesFor('de'))).toEqual({
      firstName: 'Bitte geben Sie Ihren Vornamen ein',
      lastName: 'Bitte geben Sie Ihren Nachnamen ein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      company: 'Bitte geben Sie den Namen Ihres Unternehmens ein',
    });
  });

  it('requires the company on the demo request', () => {
    expect(validateDemoRequest({ ...emptyDemoRequestValues, ...person }, en)).toEqual({ company: 'Company name is required' });
    expect(validateDemoRequest({ ...emptyDemoRequestValues, ...person, company: 'Pit Mining' }, en)).toEqual({});
  });
});
