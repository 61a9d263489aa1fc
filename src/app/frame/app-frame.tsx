import { Outlet, useLocation } from 'react-router-dom';
import { StorageNotices } from '../../components/storage-notices';
import { TapFailedToast } from '../../components/tap-failed-toast';
import { BottomNav } from './bottom-nav';
import { NotificationsOfferSlot } from './notifications-offer-slot';
import { ParticipantsStrip } from './participants-strip';
import { PasswordChangeGate } from './password-change-gate';
import { RollCallBannerSlot } from './rollcall-banner-slot';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useAppBadge } from './use-app-badge';
import { useScrollToHash } from './use-scroll-to-hash';
import { useSessionRefresh } from './use-session-refresh';

/**
 * The signed-in frame: top bar, participants strip, navigation (SPEC §2.2). On a phone it takes at most 140 px:
 * the participants strip shows on Home only, and the offline state is said by the top bar's sync label.
 */
export function AppFrame() {
  useSessionRefresh();
  useScrollToHash();
  const { pathname } = useLocation();
  const home = pathname === '/';
  // Home (the feed beside the next events and chats) and the admin tables use a wide screen's width.
  const wide = home || pathname.startsWith('/admin');
  useAppBadge();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SideNav />
      <div className="md:pl-56">
        <TopBar wide={wide} />
        <RollCallBannerSlot />
        <StorageNotices />
        <NotificationsOfferSlot />
        {home ? <ParticipantsStrip /> : null}
        <main className={`mx-auto max-w-3xl pb-[calc(6rem+env(safe-area-inset-bottom))] md:pb-8 ${wide ? 'lg:max-w-6xl' : ''}`}>
          <Outlet />
        </main>
      </div>
      <BottomNav />
      <PasswordChangeGate />
      <TapFailedToast />
    </div>
  );
}
