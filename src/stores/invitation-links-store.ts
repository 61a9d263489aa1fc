import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface InvitationLinksState {
  /** Invitation id -> its link, as answered when this device created it. */
  links: Record<string, string>;
  keep: (id: string, url: string) => void;
}

/**
 * The links of the invitations this device created (persisted under 'invitation-links'): the server keeps only a hash
 * of each token, so a link can be shown again, copied or printed only where it was created.
 */
export const useInvitationLinks = create<InvitationLinksState>()(
  persist(
    (set) => ({
      links: {},
      keep: (id, url) => set((s) => ({ links: { ...s.links, [id]: url } })),
    }),
    { name: 'invitation-links' },
  ),
);
