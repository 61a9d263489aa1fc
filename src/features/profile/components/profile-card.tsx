import { useState } from 'react';
import type { User } from '../../../../contracts/profile';
import { TabBar } from '../../../components/tab-bar';
import { formatNumber, useTranslation } from '../../../i18n';
import { roleLabel } from '../profile-card';
import { useProfileCard } from '../hooks/use-profile-card';
import { PersonAvatar } from '../../../components/person-avatar';
import { PackingTab } from './packing-tab';
import { PhotoGrid } from './photo-grid';

const tabs = ['posts', 'saved', 'packing'] as const;

/** The alternate profile view (SPEC §2.3), at /profile?view=card: stats counted from the phone's data. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useState<(typeof tabs)[number]>('posts');
  const card = useProfileCard(user.id);
  const name = `${user.first_name} ${user.last_name}`.trim();
  const stats = card
    ? ([
        ['posts', card.stats.posts],
        ['campers', card.stats.campers],
        ['following', card.stats.following],
      ] as const)
    : [];
  return (
    <div className="space-y-4 pb-6">
      <div className="flex items-center gap-4 px-4 pt-4">
        <PersonAvatar id={user.id} src={user.avatar_url} name={name} size="xl" label={t('common:avatarOf', { name })} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">{name}</h1>
          <p className="text-sm text-emerald-700 dark:text-emerald-400">{roleLabel(user.role)}</p>
          <dl className="mt-2 flex gap-5 text-center text-sm">
            {stats.map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-slate-500 dark:text-slate-400">{t(`profile:stat.${label}`)}</dt>
                <dd className="font-semibold">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <TabBar tabs={tabs} value={tab} onChange={setTab} label={t('profile:tabsLabel')} labelOf={(name) => t(`profile:tab.${name}`)} />
      {card && tab === 'posts' ? <PhotoGrid posts={card.photos} empty={t('profile:noPhotos')} /> : null}
      {card && tab === 'saved' ? <PhotoGrid posts={card.saved} empty={t('profile:nothingSaved')} /> : null}
      {tab === 'packing' ? <PackingTab /> : null}
    </div>
  );
}
