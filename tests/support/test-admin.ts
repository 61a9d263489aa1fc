/** The administrator every test database starts with (ADMIN_EMAIL and ADMIN_PASSWORD of the tests' config). */
export const ADMIN_EMAIL = 'admin@camp.test';
export const ADMIN_PASSWORD = 'admin-password-1';
