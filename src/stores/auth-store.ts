import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { User } from '../../contracts/profile';

interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  login(user: User, token: string): void;
  setUser(user: User): void;
  logout(): void;
}

/** The session, persisted under 'auth-storage' (SPEC §3, §7 local storage). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      login: (user, token) => set({ user, token, isAuthenticated: true }),
      setUser: (user) => set({ user }),
      logout: () => set({ user: null, token: null, isAuthenticated: false }),
    }),
    { name: 'auth-storage', partialize: ({ user, token, isAuthenticated }) => ({ user, token, isAuthenticated }) },
  ),
);
