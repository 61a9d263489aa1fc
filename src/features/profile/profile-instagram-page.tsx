import { PageHeader } from '../../components/page-header';
import { Toast, useToast } from '../../components/toast';
import { useTranslation } from '../../i18n';
import { InstagramPanel } from './instagram/instagram-panel';
import { PROFILE_TOAST_MS } from './profile-text';

/** /profile-instagram: the Instagram panel on its own (More, Social Media). */
export function ProfileInstagramPage() {
  const { t } = useTranslation('profile');
  const { toast, show } = useToast(PROFILE_TOAST_MS);
  return (
    <div>
      <Toast toast={toast} />
      <PageHeader title={t('profile:instagram.title')} subtitle={t('profile:instagram.subtitle')} />
      <div className="px-4 pb-6">
        <InstagramPanel notify={(message) => show(message, 'error')} />
      </div>
    </div>
  );
}
