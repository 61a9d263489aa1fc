import { loadAreasWhenReady as loadAreas } from '../i18n/on-demand';
import { LandingRoute } from './landing-route';
import { lazyPage } from './lazy-page';

/** Every screen of the route table (SPEC §2.1), each in its own chunk. */
export const pages = {
  // Shows the page the server rendered as it is when that is the landing to show (in English), else the drawn one.
  Landing: LandingRoute,
  Login: lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
  DeviceCode: lazyPage(() => import('../features/auth/device-code-page'), 'DeviceCodePage'),
  Register: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage'),
  RegistrationPending: lazyPage(() => import('../features/auth/registration-pending-page'), 'RegistrationPendingPage'),
  ForgotPassword: lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  LandingTopic: lazyPage(() => import('../features/landing/landing-topic-page'), 'LandingTopicPage'),
  ResetPassword: lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  InstagramCallback: lazyPage(() => import('../features/instagram/instagram-callback-page'), 'InstagramCallbackPage'),
  // The feed's texts load alongside its code rather than after it, so the first post is not one more fetch away.
  Home: lazyPage(() => Promise.all([import('./home-with-polls'), loadAreas(['feed'])]).then(([home]) => home), 'HomeWithPolls', 'self'),
  Events: lazyPage(() => import('../features/events/events-page'), 'EventsPage'),
  Chat: lazyPage(() => import('../features/chat/chat-page'), 'ChatPage'),
  Safety: lazyPage(() => import('./safety-with-rollcall'), 'SafetyWithRollCall'),
  More: lazyPage(() => import('../features/more/more-page'), 'MorePage'),
  Profile: lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage'),
  ProfileInstagram: lazyPage(() => import('../features/profile/profile-instagram-page'), 'ProfileInstagramPage'),
  Packing: lazyPage(() => import('../features/packing/packing-page'), 'PackingPage'),
  Photos: lazyPage(() => import('../features/photos/photos-page'), 'PhotosPage'),
  Rules: lazyPage(() => import('../features/rules/rules-page'), 'RulesPage'),
  Map: lazyPage(() => import('../features/map/map-page'), 'MapPage'),
  Privacy: lazyPage(() => import('../features/privacy/privacy-page'), 'PrivacyPage'),
  AdminDashboard: lazyPage(() => import('../features/dashboard/admin/admin-dashboard-page'), 'AdminDashboardPage'),
  AdminUsers: lazyPage(() => import('../features/profile/admin/admin-users-page'), 'AdminUsersPage'),
  AdminCamps: lazyPage(() => import('../features/camps/admin/admin-camps-page'), 'AdminCampsPage'),
  AdminEvents: lazyPage(() => import('../features/events/admin/admin-events-page'), 'AdminEventsPage'),
  AdminTeams: lazyPage(() => import('../features/teams/admin/admin-teams-page'), 'AdminTeamsPage'),
  AdminPolls: lazyPage(() => import('../features/polls/admin/admin-polls-page'), 'AdminPollsPage'),
  Help: lazyPage(() => import('../features/help/help-page'), 'HelpPage'),
  Notifications: lazyPage(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
  Reflections: lazyPage(() => import('../features/reflections/reflections-page'), 'ReflectionsPage'),
  CampMemories: lazyPage(() => import('../features/reflections/admin/camp-memories-page'), 'CampMemoriesPage'),
  Search: lazyPage(() => import('../features/search/search-page'), 'SearchPage'),
  Ready: lazyPage(() => import('../features/ready/ready-page'), 'ReadyPage'),
  Signups: lazyPage(() => import('../features/signups/signups-page'), 'SignupsPage'),
  Join: lazyPage(() => import('../features/auth/join-page'), 'JoinPage'),
  AdminInvitations: lazyPage(() => import('../features/invitations/admin/admin-invitations-page'), 'AdminInvitationsPage'),
  InvitationSheet: lazyPage(() => import('../features/invitations/admin/print-sheet-page'), 'PrintSheetPage'),
  AdminHub: lazyPage(() => import('../features/hub/admin/admin-hub-page'), 'AdminHubPage'),
  AdminSignups: lazyPage(() => import('../features/signups/admin/admin-signups-page'), 'AdminSignupsPage'),
};
