import { describe, expect, it } from 'vitest';
import { noteLength } from './leadNote.ts';

describe('noteLength', () => {
  it('counts characters as a person does: an emoji is one', () => {
    expect(noteLength('Van 12 🚚')).toBe(8);
    expect(noteLength('line one\nline two')).toBe(17);
  });
});
