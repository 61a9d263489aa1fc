import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDirectory } from '../../db/profile/use-profile';
import { sampleParticipants, toParticipants, type Participant } from './participants';
import { useAuthStore } from '../../stores/auth-store';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { useTranslation } from '../../i18n';
import { ImagePickButton } from './image-pick-button';
import { PersonAvatar } from '../../components/person-avatar';
import { StoryViewer } from './story-viewer';

function Avatar({ p, onOpen }: { p: Participant; onOpen: () => void }) {
  const { t } = useTranslation('frame');
  const ring = p.hasStory
    ? p.watched
      ? 'bg-slate-300 p-[2px] dark:bg-slate-600'
      : 'bg-gradient-to-tr from-amber-400 to-emerald-500 p-[2px]'
    : 'p-[2px]';
  const face = (
    <span className={`rounded-full ${ring}`}>
      <PersonAvatar id={p.id} name={p.name} src={p.avatar} size="lg" className="border-2 border-white dark:border-slate-900" />
    </span>
  );
  return (
    <li className="flex w-16 shrink-0 flex-col items-center gap-1" data-testid="participant">
      {p.hasStory ? (
        <button type="button" className="rounded-full" aria-label={t('frame:story.open', { name: p.name })} onClick={onOpen}>
          {face}
        </button>
      ) : (
        face
      )}
      <span className="w-full truncate text-center text-xs">{p.name}</span>
    </li>
  );
}

/** Story-style avatars of the camp directory, cached for offline (SPEC §2.2). */
export function ParticipantsStrip() {
  const { t } = useTranslation('frame');
  const selfId = useAuthStore((s) => s.user?.id);
  const directory = useDirectory();
  const state = useReplicationStatus()?.state;
  const failed = state === 'offline' || state === 'failed';

  const [watching, setWatching] = useState<Participant | null>(null);
  const cached = directory ? toParticipants(directory.users, selfId, directory.stories) : [];
  const shown = cached.length === 0 && failed ? sampleParticipants : cached;

  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <ul aria-label={t('frame:participants')} className="mx-auto flex max-w-3xl gap-3 overflow-x-auto px-3 py-3 lg:max-w-6xl">
        <li className="flex w-16 shrink-0 flex-col items-center gap-1">
          <ImagePickButton
            label={t('frame:yourStory')}
            className="relative flex h-[60px] w-[60px] items-center justify-center rounded-full border-2 border-dashed border-emerald-500 text-emerald-600 dark:text-emerald-400"
          >
            <Plus className="h-6 w-6" aria-hidden />
          </ImagePickButton>
          <span className="text-xs">{t('frame:yourStory')}</span>
        </li>
        {shown.map((p) => (
          <Avatar key={p.id} p={p} onOpen={() => setWatching(p)} />
        ))}
      </ul>
      {watching ? <StoryViewer person={watching} onClose={() => setWatching(null)} /> : null}
    </div>
  );
}
