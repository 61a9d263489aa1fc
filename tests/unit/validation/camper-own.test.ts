import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../contracts/profile-account';
import { profileStats, roleLabel } from '../../../src/features/profile/profile-card';
import { normalizeProfile } from '../../../src/db/profile/profile-fields';
import { validateAvatarFile } from '../../../src/features/profile/online/avatar-validation';
import { validateProfile } from '../../../src/features/profile/profile-validation';
import { emptyReflectionForm, reflectionRequired, validateReflection } from '../../../src/features/reflections/reflection-validation';

const MB = 1024 * 1024;

describe('SPEC §5 Avatar', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif'])('accepts %s up to 5 MB', (type) => {
    expect(validateAvatarFile({ type, size: 5 * MB })).toBeNull();
  });
  it.each(['image/webp', 'image/heic', 'image/svg+xml', 'application/pdf', ''])(
    "refuses %s with 'Please select a valid image file (JPEG, PNG, or GIF)'",
    (type) => {
      expect(validateAvatarFile({ type, size: 1000 })).toBe('Please select a valid image file (JPEG, PNG, or GIF)');
    },
  );
  it("refuses one byte over 5 MB with 'File size must be less than 5MB'", () => {
    expect(validateAvatarFile({ type: 'image/png', size: 5 * MB + 1 })).toBe('File size must be less than 5MB');
  });
});

describe('SPEC §5 Reflection: high, low and glitter all required', () => {
  it.each([
    ['high', { high: '', low: 'l', glitter: 'g' }],
    ['low', { high: 'h', low: '   ', glitter: 'g' }],
    ['glitter', { high: 'h', low: 'l', glitter: '' }],
  ])('refuses a reflection without %s', (_field, parts) => {
    expect(validateReflection({ ...emptyReflectionForm(), ...parts })).toBe(reflectionRequired());
  });
  it('accepts all three, public or private', () => {
    expect(validateReflection({ high: 'Canoe', low: 'Rain', glitter: 'Stars', isPublic: true })).toBeNull();
    expect(emptyReflectionForm().isPublic).toBe(false);
  });
});

describe('personal info', () => {
  it('keeps the names, and clears blank optional fields as the server does', () => {
    expect(validateProfile({ first_name: ' ', last_name: 'Reed' })).toBe('First name and last name are required.');
    expect(validateProfile({ first_name: 'Maya', last_name: 'Reed' })).toBeNull();
    expect(
      normalizeProfile({ first_name: ' Maya ', last_name: 'Reed', phone: ' ', emergency_contact: ' Dad ', dietary_restrictions: null }),
    ).toEqual({ first_name: 'Maya', last_name: 'Reed', phone: null, emergency_contact: 'Dad', dietary_restrictions: null });
  });
});

describe('the alternate profile view (SPEC §2.3, §6)', () => {
  it("labels admin 'Camp Organizer', organizer 'Camp Counselor', camper 'Happy Camper'", () => {
    expect([roleLabel('admin'), roleLabel('organizer'), roleLabel('camper'), roleLabel(undefined)]).toEqual([
      'Camp Organizer',
      'Camp Counselor',
      'Happy Camper',
      'Happy Camper',
    ]);
  });
  it('counts posts, campers and following from data, never 12, 47 and 52', () => {
    const stats = profileStats('me', {
      postAuthors: ['me', 'a', 'me', 'b'],
      directory: ['me', 'a', 'b', 'c'],
      conversationMembers: [['me', 'a'], ['me', 'a', 'b'], ['me']],
    });
    expect(stats).toEqual({ posts: 2, campers: 3, following: 2 });
    expect(profileStats('me', { postAuthors: [], directory: [], conversationMembers: [] })).toEqual({ posts: 0, campers: 0, following: 0 });
  });
});

describe('SPEC §9: the export file is named with the date', () => {
  it('uses the local date', () => {
    expect(exportFileName(new Date(2025, 8, 7, 23, 30))).toBe('camp-weekend-data-2025-09-07.json');
  });
});
