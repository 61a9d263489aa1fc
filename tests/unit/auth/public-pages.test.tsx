import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../src/features/auth/forgot-password-page';
import { RegistrationPendingPage } from '../../../src/features/auth/registration-pending-page';
import { LandingPage } from '../../../src/features/landing/landing-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/landing', element: <LandingPage /> },
      { path: '/registration-pending', element: <RegistrationPendingPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the public screens (SPEC §2.1, §2.3)', () => {
  it('landing: links the four camp sections, RSVP and sign-in, with three family stories', () => {
    renderAt('/landing');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const to of ['/activities', '/schedule', '/challenges', '/food', '/register', '/login']) expect(hrefs).toContain(to);
    expect(screen.getByRole('link', { name: 'RSVP for Camp' }).getAttribute('href')).toBe('/register');
    const stories = screen.getByRole('heading', { name: 'Family stories' }).parentElement as HTMLElement;
    expect(within(stories).getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByText(/version 2\.0\.0/)).toBeTruthy();
  });

  it('registration pending: says an email comes on approval, lists counselors, and offers Try Signing In and Back to Home', async () => {
    renderAt('/registration-pending');
    expect(screen.getByText(/awaiting approval/)).toBeTruthy();
    expect(screen.getByText(/receive an email as soon as your account is approved/)).toBeTruthy();
    const contacts = within(screen.getByRole('list', { name: 'Counselor contacts' })).getAllByRole('listitem');
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    expect(
      within(contacts[0] as HTMLElement)
        .getByRole('link', { name: /\(555\)/ })
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    fireEvent.click(screen.getByRole('button', { name: 'Try Signing In' }));
    await screen.findByText('login screen');
    cleanup();
    renderAt('/registration-pending');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    await screen.findByRole('heading', { name: 'Family stories' });
  });

  it('forgot password: points to the counselors and back to sign-in', async () => {
    renderAt('/forgot-password');
    expect(screen.getByRole('list', { name: 'Counselor contacts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    await screen.findByText('login screen');
  });
});
