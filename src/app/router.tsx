import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadAreasWhenReady as loadAreas } from '../i18n/on-demand';
import { lazyPage } from './lazy-page';
import { GuestOnly, RequireAuth } from './guards';
import { pages as P } from './pages';

/** The signed-in frame loads with the first signed-in screen, not with the landing page; its texts load alongside its code. */
const AppFrame = lazyPage(
  () => Promise.all([import('./frame/app-frame'), loadAreas(['frame'])]).then(([frame]) => frame),
  'AppFrame',
  'frame',
);

/** Routes from a table of address -> screen. */
function screens(table: Record<string, ComponentType>): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({ path, element: <Screen /> }));
}

/**
 * The route table of SPEC §2.1, rendered by `useRoutes` under a BrowserRouter (app.tsx): the data
 * router would add 17 KB (gzip) to every first screen for loaders the app does not use.
 */
export const routes: RouteObject[] = [
  // Guests only: a signed-in camper goes home.
  {
    element: <GuestOnly />,
    children: screens({
      '/landing': P.Landing,
      '/login': P.Login,
      '/register': P.Register,
    }),
  },
  // The installed app signed in by a code gets the whole camp at once, on Ready for camp.
  {
    element: <GuestOnly to="/ready?first=1" />,
    children: screens({
      '/login/code': P.DeviceCode,
    }),
  },
  // Anyone.
  ...screens({
    '/registration-pending': P.RegistrationPending,
    '/forgot-password': P.ForgotPassword,
    '/reset-password': P.ResetPassword,
    '/join/:token': P.Join,
    '/instagram/callback': P.InstagramCallback,
    // The landing's four cards, each its own section.
    '/activities': P.LandingTopic,
    '/schedule': P.LandingTopic,
    '/challenges': P.LandingTopic,
    '/food': P.LandingTopic,
  }),
  // Signed in, inside the frame (top bar, menus).
  {
    element: <RequireAuth />,
    children: [
      // Paper, without the frame: the check-in sheet.
      ...screens({ '/admin/invitations/print': P.InvitationSheet }),
      {
        element: <AppFrame />,
        children: screens({
          '/': P.Home,
          '/home': P.Home,
          '/events': P.Events,
          '/chat': P.Chat,
          '/safety': P.Safety,
          '/more': P.More,
          '/activity': P.More,
          '/profile': P.Profile,
          '/profile-instagram': P.ProfileInstagram,
          '/packing': P.Packing,
          '/photos': P.Photos,
          '/rules': P.Rules,
          '/map': P.Map,
          '/privacy': P.Privacy,
          '/admin': P.AdminDashboard,
          '/admin/users': P.AdminUsers,
          '/admin/camps': P.AdminCamps,
          '/admin/events': P.AdminEvents,
          '/admin/teams': P.AdminTeams,
          '/admin/polls': P.AdminPolls,
          '/help': P.Help,
          '/notifications': P.Notifications,
          '/reflections': P.Reflections,
          '/reflections/memories': P.CampMemories,
          '/search': P.Search,
          '/ready': P.Ready,
          '/signups': P.Signups,
          '/admin/signups': P.AdminSignups,
          '/admin/invitations': P.AdminInvitations,
          '/admin/hub': P.AdminHub,
        }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
