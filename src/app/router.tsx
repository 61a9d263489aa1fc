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

/**
 * The route table of SPEC §2.1, rendered by `useRoutes` under a BrowserRouter (app.tsx): the data
 * router would add 17 KB (gzip) to every first screen for loaders the app does not use.
 */
export const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/landing', element: <P.Landing /> },
      { path: '/login', element: <P.Login /> },
      { path: '/register', element: <P.Register /> },
    ],
  },
  { path: '/registration-pending', element: <P.RegistrationPending /> },
  { path: '/forgot-password', element: <P.ForgotPassword /> },
  { path: '/instagram/callback', element: <P.InstagramCallback /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppFrame />,
        children: [
          { path: '/', element: <P.Home /> },
          { path: '/home', element: <P.Home /> },
          { path: '/events', element: <P.Events /> },
          { path: '/chat', element: <P.Chat /> },
          { path: '/safety', element: <P.Safety /> },
          { path: '/more', element: <P.More /> },
          { path: '/activity', element: <P.More /> },
          { path: '/profile', element: <P.Profile /> },
          { path: '/profile-instagram', element: <P.ProfileInstagram /> },
          { path: '/packing', element: <P.Packing /> },
          { path: '/photos', element: <P.Photos /> },
          { path: '/rules', element: <P.Rules /> },
          { path: '/map', element: <P.Map /> },
          { path: '/privacy', element: <P.Privacy /> },
          { path: '/admin', element: <P.AdminDashboard /> },
          { path: '/admin/users', element: <P.AdminUsers /> },
          { path: '/admin/camps', element: <P.AdminCamps /> },
          { path: '/admin/events', element: <P.AdminEvents /> },
          { path: '/admin/teams', element: <P.AdminTeams /> },
          { path: '/admin/polls', element: <P.AdminPolls /> },
          { path: '/help', element: <P.Help /> },
          { path: '/notifications', element: <P.Notifications /> },
          { path: '/reflections', element: <P.Reflections /> },
          { path: '/reflections/memories', element: <P.CampMemories /> },
          { path: '/search', element: <P.Search /> },
          { path: '/ready', element: <P.Ready /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
