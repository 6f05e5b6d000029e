import { describe, expect, it } from 'vitest';
import { toContactRequest, toDemoRequest } from './leadPayloads.ts';

const typed = {
  firstName: ' Jane ',
  lastName: 'Doe ',
  email: ' jane.doe@example.com',
  company: '',
  position: 'Fleet Manager',
  phone: '',
  requirements: '  Live view for 40 vans.\nEvent upload too.  ',
  website: '',
};

describe('lead payloads', () => {
  it('sends the contact form trimmed, with the sales address added', () => {
    expect(toContactRequest(typed, 'sales@example.com')).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      company: '',
      position: 'Fleet Manager',
      phone: '',
      requirements: 'Live view for 40 vans.\nEvent upload too.',
      website: '',
      salesEmail: 'sales@example.com',
    });
  });

  it('sends the demo request trimmed, with the chosen options as they are', () => {
    expect(toDemoRequest({ ...typed, company: ' Northwind ', fleetSize: '11-50', industry: '' })).toMatchObject({
      firstName: 'Jane',
      company: 'Northwind',
      fleetSize: '11-50',
      industry: '',
    });
    expect(toDemoRequest({ ...typed, company: 'Northwind', fleetSize: '', industry: 'Delivery' })).not.toHaveProperty('salesEmail');
  });

  it("names the page's language when it is not English", () => {
    const demo = { ...typed, company: 'Northwind', fleetSize: '11-50' as const, industry: '' as const };
    expect(toDemoRequest(demo, 'de')).toMatchObject({ language: 'de' });
    expect(toContactRequest(typed, 'sales@example.com', 'de')).toMatchObject({ language: 'de' });
    expect(toDemoRequest(demo, 'en')).not.toHaveProperty('language');
    // The pseudo-locale of design review is no language of the site.
    expect(toContactRequest(typed, 'sales@example.com', 'en-XA')).not.toHaveProperty('language');
  });
});
