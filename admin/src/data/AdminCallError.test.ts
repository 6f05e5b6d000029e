import { AnswerError } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import { AdminCallError, serverMessageOf } from './AdminCallError.ts';

const refusal = (body: unknown) => new AnswerError(new Response(null, { status: 400 }), body);

describe('serverMessageOf', () => {
  it("reads the body's error field, else its message field", () => {
    expect(serverMessageOf({ error: 'Email already exists', code: 'conflict' })).toBe('Email already exists');
    expect(serverMessageOf({ message: 'Password must contain a number' })).toBe('Password must contain a number');
    expect(serverMessageOf({ error: '', message: 'Fallback' })).toBe('Fallback');
  });

  it('gives nothing for a body without a message, or no object at all', () => {
    for (const body of [{}, { error: 42 }, { error: '' }, '<html>Bad Gateway</html>', null, undefined]) expect(serverMessageOf(body)).toBeUndefined();
  });
});

describe('AdminCallError.field', () => {
  it('is the request field the refusal names', () => {
    const cause = refusal({ error: 'A webhook URL must use https', code: 'invalid_request', field: 'body.url' });
    expect(new AdminCallError('A webhook URL must use https', 400, undefined, { cause }).field).toBe('body.url');
  });

  it('is undefined when the refusal names none, or there was no answer', () => {
    expect(new AdminCallError('x', 400, undefined, { cause: refusal({ error: 'x' }) }).field).toBeUndefined();
    expect(new AdminCallError('x', 400, undefined, { cause: refusal({ field: 7 }) }).field).toBeUndefined();
    expect(new AdminCallError('x', 0, undefined, { cause: new TypeError('Failed to fetch') }).field).toBeUndefined();
  });
});
