import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../src/features/auth/forgot-password-page';
import { RegistrationPendingPage } from '../../../src/features/auth/registration-pending-page';
import { ResetPasswordPage } from '../../../src/features/auth/reset-password-page';
import { LandingPage } from '../../../src/features/landing/landing-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/landing', element: <LandingPage /> },
      { path: '/registration-pending', element: <RegistrationPendingPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
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

  it('forgot password: asks for the email, keeps the counselors for those without email, and leads back to sign-in', async () => {
    renderAt('/forgot-password');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.getByText(/No access to your email\?/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Counselor contacts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    await screen.findByText('login screen');
  });

  it('reset password: checks the registration rules before sending, and without a link offers a new one', async () => {
    renderAt('/reset-password?token=abc');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'seven77' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'seven77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters long');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'eight888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
    cleanup();
    renderAt('/reset-password');
    expect(screen.getByText('This page opens from the link in a password reset email.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
