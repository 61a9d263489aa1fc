// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registerPayload, validateRegister, type RegisterForm } from '../../../src/features/auth/register-validation';

const now = new Date(2026, 5, 15, 12);
const valid: RegisterForm = {
  first_name: 'Sam',
  last_name: 'King',
  date_of_birth: '2010-04-02',
  email: 'sam@camp.test',
  password: 'long-enough',
  confirm_password: 'long-enough',
  referred_by: '',
};

describe('registration rules (SPEC §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid, now)).toBeNull();
  });
  it('requires first name, last name and email', () => {
    for (const field of ['first_name', 'last_name', 'email'] as const) {
      expect(validateRegister({ ...valid, [field]: '  ' }, now)).toBe('First name, last name and email are required');
    }
  });
  it("requires the date of birth: 'Date of birth is required'", () => {
    expect(validateRegister({ ...valid, date_of_birth: '' }, now)).toBe('Date of birth is required');
  });
  it('refuses a date of birth after today but accepts today', () => {
    expect(validateRegister({ ...valid, date_of_birth: '2026-06-16' }, now)).toBe('Date of birth cannot be in the future');
    expect(validateRegister({ ...valid, date_of_birth: '2026-06-15' }, now)).toBeNull();
  });
  it("needs 8 characters: 'Password must be at least 8 characters long'", () => {
    expect(validateRegister({ ...valid, password: '1234567', confirm_password: '1234567' }, now)).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateRegister({ ...valid, password: '12345678', confirm_password: '12345678' }, now)).toBeNull();
  });
  it("needs matching passwords: 'Passwords do not match'", () => {
    expect(validateRegister({ ...valid, confirm_password: 'long-enougH' }, now)).toBe('Passwords do not match');
  });
  it('omits referred_by when empty and sends it when given', () => {
    expect(registerPayload({ ...valid, referred_by: '   ' })).not.toHaveProperty('referred_by');
    expect(registerPayload({ ...valid, referred_by: ' The Lees ' }).referred_by).toBe('The Lees');
  });
});
