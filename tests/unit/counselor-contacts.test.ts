// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../contracts/teams';
import { activeCampOf } from '../../contracts/camps';
import { counselorContactsOf, officeEmailOf } from '../../src/db/camps/counselors';
import { byImportance, ruleSummary, rulesInTab } from '../../src/db/rules/rule-order';
import type { Rule } from '../../contracts/rules';

describe('counselor contacts come from the camp record', () => {
  it('lists its counselors (head counselor first) and its office, with addresses at its website domain', () => {
    const contacts = counselorContactsOf({
      contact_info: {
        website: 'https://www.pines.example.org',
        phone: '(555) 000-1111',
        counselors: [
          { name: 'Ana López', phone: '1' },
          { name: 'Bo Li', phone: '2' },
        ],
      },
    });
    expect(contacts).toEqual([
      { name: 'Ana López', role: 'Head Counselor', phone: '1', email: 'ana@pines.example.org' },
      { name: 'Bo Li', role: 'Counselor', phone: '2', email: 'bo@pines.example.org' },
      { name: 'Camp Office', role: 'Registration and accounts', phone: '(555) 000-1111', email: 'office@pines.example.org' },
    ]);
    expect(officeEmailOf({ contact_info: { website: 'https://www.pines.example.org' } })).toBe('office@pines.example.org');
  });
  it('has no email addresses when the camp has no website, and no office row without its phone', () => {
    expect(counselorContactsOf({ contact_info: { counselors: [{ name: 'Ana', phone: '1' }] } })).toEqual([
      { name: 'Ana', role: 'Head Counselor', phone: '1', email: undefined },
    ]);
  });
  it('takes the active camp that starts last', () => {
    const camps = [
      { id: 'a', is_active: true, start_date: '2025-09-05T12:00:00.000Z' },
      { id: 'b', is_active: true, start_date: '2026-09-04T12:00:00.000Z' },
      { id: 'c', is_active: false, start_date: '2027-09-03T12:00:00.000Z' },
    ];
    expect(activeCampOf(camps)?.id).toBe('b');
    expect(activeCampOf([])).toBeUndefined();
  });
});

describe('team member names match ignoring case, accents and spaces', () => {
  it('makes the same key of differently written names', () => {
    expect(nameKey('José  Núñez')).toBe(nameKey('jose nunez'));
    expect(nameKey(' ZOË ÅNGSTRÖM ')).toBe('zoe angstrom');
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
  });
});

describe('rule order and summary', () => {
  const rule = (title: string, importance: Rule['importance'], category: Rule['category']): Rule => ({
    id: title,
    title,
    description: '',
    importance,
    category,
    lastUpdated: '',
    updatedBy: '',
  });
  const rules = [
    rule('B', 'low', 'General'),
    rule('A', 'critical', 'Safety'),
    rule('C', 'high', 'Health'),
    rule('D', 'critical', 'Safety'),
  ];
  it('puts critical rules first, then by title', () => {
    expect([...rules].sort(byImportance).map((r) => r.title)).toEqual(['A', 'D', 'C', 'B']);
  });
  it('filters by category tab and counts per category', () => {
    expect(rulesInTab(rules, 'Safety').map((r) => r.title)).toEqual(['A', 'D']);
    expect(rulesInTab(rules, 'All')).toHaveLength(4);
    expect(ruleSummary(rules)).toEqual({ total: 4, critical: 2, byCategory: { General: 1, Safety: 2, Environment: 0, Health: 1 } });
  });
});
