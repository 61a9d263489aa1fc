import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contracts/profile';
import { CampMemoriesPage } from '../../../src/features/reflections/admin/camp-memories-page';
import { useAuthStore } from '../../../src/stores/auth-store';

const camper: User = {
  id: 'c1',
  email: 'casey@camp.test',
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  last_login_at: null,
  created_at: '2025-08-01T10:00:00.000Z',
  avatar_url: null,
  first_name: 'Casey',
  last_name: 'Test',
  profile: { first_name: 'Casey', last_name: 'Test', phone: null, emergency_contact: null, dietary_restrictions: null, avatar_url: null },
};

afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('Camp Memories', () => {
  it('tells a camper it is for organizers and counselors, not only administrators', () => {
    useAuthStore.getState().login(camper, 'camper-token');
    render(
      <MemoryRouter>
        <CampMemoriesPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('Camp memories are for camp organizers and counselors.')).toBeTruthy();
    expect(screen.queryByText('You need admin privileges to access this page.')).toBeNull();
  });
});
