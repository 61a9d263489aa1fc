// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateNewPassword } from '../../../src/lib/validation/password-change';
import { validateAdminReset } from '../../../src/features/profile/admin/reset-password-validation';

for (const [name, check] of [
  ['forced password change', validateNewPassword],
  ['admin password reset', validateAdminReset],
] as const) {
  describe(`${name} (SPEC §5)`, () => {
    it("needs both entries to match: 'Passwords do not match'", () => {
      expect(check('secret1', 'secret2')).toBe('Passwords do not match');
    });
    it("needs at least 6 characters: 'Password must be at least 6 characters'", () => {
      expect(check('12345', '12345')).toBe('Password must be at least 6 characters');
      expect(check('123456', '123456')).toBeNull();
    });
  });
}
