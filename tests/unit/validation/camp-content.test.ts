// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Camp } from '../../../contracts/camps';
import {
  addCounselor,
  campMessages,
  canRemoveCounselor,
  emptyCampForm,
  formFromCamp,
  removeCounselor,
  toCampInput,
  validateCampForm,
  type CampForm,
} from '../../../src/features/camps/admin/camp-validation';
import { canSaveLocation, emptyLocationForm, toLocationFields } from '../../../src/features/map/location-validation';
import { canSaveRule, emptyRuleForm, toRuleFields } from '../../../src/features/rules/rule-validation';
import {
  defaultTeamYear,
  emptyTeamForm,
  teamMessages,
  toTeamInput,
  validateTeamForm,
} from '../../../src/features/teams/admin/team-validation';

describe('rule form (SPEC §5: title and description required, button disabled otherwise)', () => {
  it('can be saved only when both are filled after trimming', () => {
    expect(canSaveRule(emptyRuleForm())).toBe(false);
    expect(canSaveRule({ ...emptyRuleForm(), title: 'Quiet Hours' })).toBe(false);
    expect(canSaveRule({ ...emptyRuleForm(), title: '  ', description: 'Shh' })).toBe(false);
    expect(canSaveRule({ ...emptyRuleForm(), title: 'Quiet Hours', description: '   ' })).toBe(false);
    expect(canSaveRule({ ...emptyRuleForm(), title: 'Quiet Hours', description: '10 PM to 7 AM' })).toBe(true);
  });
  it('starts in the chosen category at medium importance and sends trimmed text', () => {
    expect(emptyRuleForm('Safety')).toEqual({ title: '', description: '', category: 'Safety', importance: 'medium' });
    expect(toRuleFields({ title: ' A ', description: ' B ', category: 'Health', importance: 'high' })).toEqual({
      title: 'A',
      description: 'B',
      category: 'Health',
      importance: 'high',
    });
  });
});

describe('map location form (SPEC §5: name and description required)', () => {
  it('can be saved only when both are filled after trimming', () => {
    expect(canSaveLocation(emptyLocationForm())).toBe(false);
    expect(canSaveLocation({ ...emptyLocationForm(), name: 'Dock' })).toBe(false);
    expect(canSaveLocation({ ...emptyLocationForm(), name: ' ', description: 'Boats' })).toBe(false);
    expect(canSaveLocation({ ...emptyLocationForm(), name: 'Dock', description: 'Boats' })).toBe(true);
    expect(toLocationFields({ name: ' Dock ', description: ' Boats ', icon: 'Navigation' })).toEqual({
      name: 'Dock',
      description: 'Boats',
      icon: 'Navigation',
    });
  });
});

const validCamp = (over: Partial<CampForm> = {}): CampForm => ({
  ...emptyCampForm(new Date(2026, 4, 1)),
  name: 'Camp Weekend 2026',
  location: 'Whispering Pines',
  address: '4200 Lakeview Road',
  start_date: '2026-09-04',
  end_date: '2026-09-06',
  ...over,
});

describe('camp form (SPEC §5 Camp, §9)', () => {
  it('defaults to this year, active, with one empty counselor row', () => {
    const form = emptyCampForm(new Date(2027, 0, 15));
    expect(form.year).toBe('2027');
    expect(form.is_active).toBe(true);
    expect(form.counselors).toEqual([{ name: '', phone: '' }]);
  });

  it('requires name, year, location, address, start and end dates', () => {
    expect(validateCampForm(validCamp())).toBeNull();
    for (const field of ['name', 'year', 'location', 'address', 'start_date', 'end_date'] as const) {
      expect(validateCampForm(validCamp({ [field]: '  ' }))).toBe(campMessages.required);
    }
    expect(campMessages.required).toBe('Please fill in all required fields (name, year, location, address, start date, end date)');
  });

  it('needs the year as a number and the website as a URL', () => {
    expect(validateCampForm(validCamp({ year: 'next' }))).toBe('Year must be a number');
    for (const website of ['campweekend', 'www camp org', 'ftp://camp.example.org'])
      expect(validateCampForm(validCamp({ website }))).toBe(campMessages.website);
    expect(validateCampForm(validCamp({ website: 'https://campweekend.example.org' }))).toBeNull();
    expect(campMessages.website).toBe('Website must be a URL (for example https://camp.example.org).');
  });

  it('refuses an end before the start, and a counselor with a phone but no name', () => {
    expect(validateCampForm(validCamp({ end_date: '2026-09-01' }))).toBe('The end date cannot be before the start date');
    expect(validateCampForm(validCamp({ counselors: [{ name: '', phone: '555' }] }))).toBe('Each counselor needs a name');
  });

  it('always keeps at least one counselor row', () => {
    const one = validCamp();
    expect(canRemoveCounselor(one)).toBe(false);
    expect(removeCounselor(one, 0).counselors).toHaveLength(1);
    const two = addCounselor(one);
    expect(canRemoveCounselor(two)).toBe(true);
    expect(removeCounselor(two, 0).counselors).toHaveLength(1);
  });

  it('sends dates as ISO times and leaves out empty counselor rows and contact fields', () => {
    const input = toCampInput(
      validCamp({
        website: ' https://camp.example.org ',
        counselors: [
          { name: ' Ana ', phone: ' 1 ' },
          { name: '', phone: '' },
        ],
      }),
    );
    expect(input).toMatchObject({
      year: 2026,
      start_date: '2026-09-04T12:00:00.000Z',
      end_date: '2026-09-06T12:00:00.000Z',
      is_active: true,
      rules: null,
      image_url: null,
    });
    expect(input.contact_info).toEqual({ website: 'https://camp.example.org', counselors: [{ name: 'Ana', phone: '1' }] });
  });

  it('edits a camp with the dates it has and a counselor row even when it has none', () => {
    const camp: Camp = {
      id: 'c',
      year: 2025,
      name: 'C',
      location: 'L',
      address: 'A',
      start_date: '2025-09-05T12:00:00.000Z',
      end_date: '2025-09-07T12:00:00.000Z',
      contact_info: {},
      rules: null,
      image_url: null,
      is_active: false,
    };
    expect(formFromCamp(camp)).toMatchObject({
      start_date: '2025-09-05',
      end_date: '2025-09-07',
      counselors: [{ name: '', phone: '' }],
      is_active: false,
    });
  });

  it('has the SPEC §8 failure messages', () => {
    expect(campMessages.saveFailed).toBe('Failed to save camp. Please try again.');
    expect(campMessages.deleteFailed).toBe('Failed to delete camp. Please try again.');
  });
});

describe('team form (SPEC §5 Team, §8, §9)', () => {
  it('drops empty member names and trims the rest', () => {
    expect(toTeamInput({ name: ' Owls ', color: 'purple', year: 2025, members: ['  Ana Li ', '', '   ', 'Ben'] })).toEqual({
      name: 'Owls',
      color: 'purple',
      year: 2025,
      members: ['Ana Li', 'Ben'],
    });
  });
  it('needs a team name', () => {
    expect(validateTeamForm(emptyTeamForm(2025))).toBe(teamMessages.name);
    expect(validateTeamForm({ ...emptyTeamForm(2025), name: 'Owls' })).toBeNull();
  });
  it('offers this year when it is one of 2024, 2025 and 2026, else the latest', () => {
    expect(defaultTeamYear(new Date(2025, 6, 1))).toBe(2025);
    expect(defaultTeamYear(new Date(2030, 6, 1))).toBe(2026);
  });
  it('has the SPEC §8 messages', () => {
    expect(teamMessages.createFailed).toBe('Failed to create team. Please try again.');
    expect(teamMessages.deleteFailed).toBe('Failed to delete team. Please try again.');
    expect(teamMessages.autoLinkFailed).toBe('Failed to auto-link team members.');
    expect(teamMessages.autoLinked(3)).toBe('Auto-linking completed! Linked 3 members.');
    expect(teamMessages.autoLinked(1)).toBe('Auto-linking completed! Linked 1 member.');
  });
});
