import { create } from 'zustand';
import { useAuthStore } from './auth-store';

interface SessionEndState {
  /** A session ended during this visit (a 401, a refused outbox token, or sign-out): protected routes send the camper to /login, not /landing. */
  ended: boolean;
  clear(): void;
}

export const useSessionEndStore = create<SessionEndState>()((set) => ({
  ended: false,
  clear: () => set({ ended: false }),
}));

useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useSessionEndStore.setState({ ended: true });
});
