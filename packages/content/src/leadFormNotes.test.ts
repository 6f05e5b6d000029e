import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { brand } from './brand/brand.ts';
import { contactHeader, contactNotes } from './contact.ts';
import { requestDemoHeader, requestDemoNotes } from './requestDemo.ts';

describe('the lead form pages’ copy', () => {
  it('names the product and the sales address, which no language changes', () => {
    for (const messages of [messagesFor('en'), messagesFor('de')]) {
      expect(contactHeader(messages).description).toContain(brand.productName);
      expect(requestDemoHeader(messages).description).toContain(brand.productName);
      expect(contactNotes(messages).email).toBe(brand.salesEmail);
      expect(requestDemoNotes(messages).email).toBe(brand.salesEmail);
    }
  });

  it('says in German what happens next, three steps on each page', () => {
    const de = messagesFor('de');
    expect(contactHeader(de).title).toBe('Kontakt');
    expect(requestDemoHeader(de).title).toBe('Demo anfordern');
    for (const notes of [contactNotes(de), requestDemoNotes(de)]) {
      expect(notes.asideTitle).toBe('So geht es weiter');
      expect(notes.steps).toHaveLength(3);
    }
  });
});
