import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordRules.ts';

describe('passwordProblem', () => {
  it.each([
    ['Short-1!', null],
    ['Sh-1!', 'Password must be at least 8 characters'],
    [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters'],
    ['lowercase-only-1', 'Password must contain an uppercase letter'],
    ['UPPERCASE-ONLY-1', 'Password must contain a lowercase letter'],
    ['No-Digits-Here!', 'Password must contain a number'],
    ['NoSpecial123', 'Password must contain a special character'],
    ['P@ssw0rd', 'This password is too common. Please choose another one'],
    ['  Spaces Count 1  ', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
