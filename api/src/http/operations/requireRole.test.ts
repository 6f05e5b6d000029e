import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../services/auth/AuthContext.ts';
import { ServiceError } from '../../services/ServiceError.ts';
import { requireRole } from './requireRole.ts';

const as = (role: 'manager' | 'super') => ({ manager: { role } }) as AuthContext;

describe('requireRole', () => {
  it('lets any signed-in manager through an operation without a role', () => {
    expect(() => requireRole({ role: null }, as('manager'))).not.toThrow();
    expect(() => requireRole({ role: null }, as('super'))).not.toThrow();
  });

  it("refuses a manager a super admin's operation with 403 Unauthorized", () => {
    expect(() => requireRole({ role: 'super' }, as('super'))).not.toThrow();
    const refusal = (() => {
      try {
        requireRole({ role: 'super' }, as('manager'));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ kind: 'forbidden', message: 'Unauthorized' });
  });

  it('refuses a role-bound operation to a request without a session', () => {
    expect(() => requireRole({ role: 'super' }, undefined)).toThrow('Unauthorized');
  });
});
