import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { usePhoneContents } from '../../db/ready/use-phone-contents';
import { useTranslation } from '../../i18n';
import { FirstStart } from './components/first-start';
import { GetEverythingCard } from './components/get-everything-card';
import { PhoneChecks } from './components/phone-checks';
import { PhoneContents } from './components/phone-contents';
import { useCachedPhotoCount } from './hooks/use-cached-photo-count';
import { useGetEverything } from './hooks/use-get-everything';

/**
 * Ready for camp: the one screen a family checks before leaving signal. It reads only the phone
 * (IndexedDB, the photo cache, the browser's storage and install state), so it works offline too. Opened
 * with ?first after a first sign-in on this device, it gets the whole camp at once (FirstStart).
 */
export function ReadyPage() {
  const { t } = useTranslation('ready');
  const contents = usePhoneContents();
  const run = useGetEverything();
  const [params] = useSearchParams();
  const cachedPhotos = useCachedPhotoCount(contents?.photoUrls, `${run.done}:${run.running}`);
  const first = params.has('first');
  return (
    <div className="space-y-4 pb-6">
      <PageHeader title={t('ready:title')} subtitle={t('ready:subtitle')} />
      {first ? <FirstStart /> : null}
      <PhoneContents contents={contents} cachedPhotos={cachedPhotos} />
      <GetEverythingCard />
      {/* The first start shows the Home Screen steps at its top. */}
      <PhoneChecks install={!first} />
    </div>
  );
}
