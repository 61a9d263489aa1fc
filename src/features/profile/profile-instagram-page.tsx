import { PageHeader } from '../../components/page-header';
import { Toast, useToast } from '../../components/toast';
import { InstagramPanel } from './instagram/instagram-panel';
import { PROFILE_TOAST_MS } from './profile-text';

/** /profile-instagram: the Instagram panel on its own (More, Social Media). */
export function ProfileInstagramPage() {
  const { toast, show } = useToast(PROFILE_TOAST_MS);
  return (
    <div>
      <Toast toast={toast} />
      <PageHeader title="Instagram" subtitle="Share your camp photos to your Instagram account too." />
      <div className="px-4 pb-6">
        <InstagramPanel notify={(message) => show(message, 'error')} />
      </div>
    </div>
  );
}
