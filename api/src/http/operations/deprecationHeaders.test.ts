import { describe, expect, it } from 'vitest';
import { actionDeprecation } from '../../generated/operations.ts';
import { deprecationHeaders } from './deprecationHeaders.ts';

describe('deprecationHeaders', () => {
  it("dates the deprecation in Unix seconds and links the operation's own path and the documentation", () => {
    expect(deprecationHeaders({ since: 1795910400, documentation: 'docs/api.md#deprecated-actions' }, '/functions/v1/leads/{id}', 'a-b')).toEqual({
      Deprecation: '@1795910400',
      Link: '</functions/v1/leads/a-b>; rel="successor-version", <docs/api.md#deprecated-actions>; rel="deprecation"',
    });
  });

  it('keeps the path as it is when there is no id to put in it', () => {
    expect(deprecationHeaders(actionDeprecation, '/functions/v1/leads', undefined).Link).toMatch(/^<\/functions\/v1\/leads>; rel="successor-version"/);
  });

  it('says the aliases were deprecated on 2026-11-29', () => {
    expect(new Date(actionDeprecation.since * 1000).toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });
});
