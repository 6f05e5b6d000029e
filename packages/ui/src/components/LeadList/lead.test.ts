import { describe, expect, it } from 'vitest';
import { leadName } from './lead.ts';

describe('leadName', () => {
  it('names the person as they wrote their name', () => {
    expect(leadName({ first_name: 'Priya', last_name: 'Raman', email: 'priya@example.com' })).toBe('Priya Raman');
  });

  it('falls back to the e-mail when the form carried no name', () => {
    expect(leadName({ first_name: '', last_name: '', email: 'x@example.com' })).toBe('x@example.com');
  });
});
