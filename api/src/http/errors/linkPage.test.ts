import { describe, expect, it } from 'vitest';
import { linkPage } from './linkPage.ts';

describe('the page of a demo link that cannot be opened', () => {
  it('says why in English, with the ways on', () => {
    const page = linkPage('expired');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>This demo link has expired</h1>');
    expect(page).toContain('<p><a href="/request-demo">Request a demo</a> · <a href="/contact">Contact sales</a> · <a href="/">Home</a></p>');
  });

  it("speaks the language of the link's request once that language is published, and links to its pages", () => {
    const page = linkPage('revoked', 'de', ['en', 'de']);
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>Dieser Demo-Link ist nicht mehr aktiv</h1>');
    expect(page).toContain('<a href="/de/request-demo">Demo anfordern</a>');
    expect(page).toContain('<a href="/de">Startseite</a>');
  });

  it('stays English for a language not published or not known', () => {
    expect(linkPage('expired', 'de', ['en'])).toContain('<html lang="en">');
    expect(linkPage('expired', 'fr', ['en', 'de'])).toContain('<h1>This demo link has expired</h1>');
  });
});
