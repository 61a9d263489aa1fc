import { Languages, Moon } from 'lucide-react';
import { useCounselorContacts } from '../../db/camps/use-camps';
import { useUnreadCount } from '../../db/notifications/use-unread-count';
import { unreadBadgeText } from '../../lib/unread-badge';
import { useAuthStore } from '../../stores/auth-store';
import { useThemeStore } from '../../stores/theme-store';
import { Pill, pillTones } from '../../components/pill';
import { useTranslation } from '../../i18n';
import { InstallRow } from './components/install-row';
import { MyTeam } from './components/my-team';
import { MenuActionRow, MenuLinkRow, MenuSection, type MenuLink } from './components/menu-section';
import { SignOutRow } from './components/sign-out-row';
import { accountLinks, adminLinks, resourceLinks, settingsLinks, socialLinks, supportLinks } from './more-menu';

const APP_VERSION = '2.0.0';

const links = (items: MenuLink[]) => items.map((item) => <MenuLinkRow key={`${item.label}${item.to}`} item={item} />);

/** The More screen (SPEC §2.3): account, admin tools, resources, support, settings and sign out. */
export function MorePage() {
  const user = useAuthStore((s) => s.user);
  const isDarkMode = useThemeStore((s) => s.isDarkMode);
  const language = useThemeStore((s) => s.language);
  const unread = useUnreadCount();
  const { t } = useTranslation(['more', 'common']);
  const { officeEmail } = useCounselorContacts();

  return (
    <div className="space-y-5 pb-6">
      <header className="px-4 pt-4">
        <h1 className="text-xl font-bold">{t('more:title')}</h1>
        {user ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            {user.first_name} {user.last_name}
            {user.role === 'organizer' ? <Pill tone={pillTones.emerald}>{t('more:organizer')}</Pill> : null}
          </p>
        ) : null}
        <MyTeam />
      </header>
      <MenuSection title={t('more:section.account')}>{links(accountLinks(t, unreadBadgeText(unread)))}</MenuSection>
      {user?.role === 'admin' ? <MenuSection title={t('more:section.adminTools')}>{links(adminLinks(t))}</MenuSection> : null}
      <MenuSection title={t('more:section.socialMedia')}>{links(socialLinks(t))}</MenuSection>
      <MenuSection title={t('more:section.campResources')}>{links(resourceLinks(t))}</MenuSection>
      <MenuSection title={t('more:section.contactSupport')}>
        {links(supportLinks(t, officeEmail))}
        <InstallRow />
      </MenuSection>
      <MenuSection title={t('more:section.settings')}>
        <MenuActionRow
          icon={Moon}
          label={t('more:row.darkMode')}
          value={isDarkMode ? t('more:on') : t('more:off')}
          pressed={isDarkMode}
          onClick={() => useThemeStore.getState().toggleDarkMode()}
        />
        <MenuActionRow
          icon={Languages}
          label={t('more:row.language')}
          value={t(`common:languageName.${language}`)}
          onClick={() => useThemeStore.getState().cycleLanguage()}
        />
        {links(settingsLinks(t))}
      </MenuSection>
      <MenuSection title={t('more:section.accountActions')}>
        <SignOutRow />
      </MenuSection>
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('more:version', { version: APP_VERSION })}</p>
    </div>
  );
}
