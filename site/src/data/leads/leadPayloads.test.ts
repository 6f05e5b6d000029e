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
});
