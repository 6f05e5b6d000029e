import { type ManagerRole, managerRoles } from '@fleet/api-client';
import type { FieldErrors } from '../Field/formFieldsProps.ts';

export const isManagerRole = (value: string): value is ManagerRole => (managerRoles as readonly string[]).includes(value);

/** The invite payload's fields. */
export interface InviteManagerValues {
  name: string;
  email: string;
  password: string;
  role: ManagerRole;
}

/** A new member of the team is a plain manager unless the super admin picks otherwise. */
export const emptyInviteManagerValues: InviteManagerValues = { name: '', email: '', password: '', role: 'manager' };

/** Messages for the fields the app found invalid, e.g. { password: 'Minimum 8 characters required' }. */
export type InviteManagerFieldErrors = FieldErrors<'name' | 'email' | 'password'>;
