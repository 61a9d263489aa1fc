// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  adminCreateUserPayload,
  validateAdminCreateUser,
  type AdminCreateUserForm,
} from '../../../src/features/profile/admin/create-user-validation';

const now = new Date(2026, 5, 15, 12);
const valid: AdminCreateUserForm = {
  email: ' kid@camp.test ',
  password: ' secret ',
  first_name: ' Kim ',
  last_name: ' Lo ',
  date_of_birth: '2012-01-01',
  role: 'camper',
  phone: '',
};
const required = 'Please fill in all required fields (email, password, first name, last name, date of birth)';

describe('admin create user (SPEC §5)', () => {
  it('accepts a complete form', () => {
    expect(validateAdminCreateUser(valid, now)).toBeNull();
  });
  it('requires email, password, first name, last name and date of birth', () => {
    for (const field of ['email', 'password', 'first_name', 'last_name', 'date_of_birth'] as const) {
      expect(validateAdminCreateUser({ ...valid, [field]: '   ' }, now)).toBe(required);
    }
  });
  it("needs 6 characters after trimming: 'Password must be at least 6 characters long'", () => {
    expect(validateAdminCreateUser({ ...valid, password: ' 12345 ' }, now)).toBe('Password must be at least 6 characters long');
  });
  it('refuses a date of birth in the future', () => {
    expect(validateAdminCreateUser({ ...valid, date_of_birth: '2026-06-16' }, now)).toBe('Date of birth cannot be in the future');
  });
  it('sends trimmed inputs and always must_change_password true', () => {
    expect(adminCreateUserPayload(valid)).toEqual({
      email: 'kid@camp.test',
      password: 'secret',
      first_name: 'Kim',
      last_name: 'Lo',
      date_of_birth: '2012-01-01',
      role: 'camper',
      must_change_password: true,
    });
  });
});
