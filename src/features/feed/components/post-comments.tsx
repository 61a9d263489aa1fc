import { useState } from 'react';
import type { FeedPost } from '../../../db/feed/use-feed';
import { WaitingMark } from '../../../components/waiting-mark';
import { useTranslation } from '../../../i18n';
import { feedComments } from '../../../lib/post-rules';
import { PersonAvatar } from '../../../components/person-avatar';

/** The last 2 comments, and 'View all N comments' to show the rest (SPEC §2.3). */
export function PostComments({ comments }: { comments: FeedPost['comments'] }) {
  useTranslation('feed');
  const [all, setAll] = useState(false);
  const { shown, viewAll } = feedComments(comments);
  return (
    <div className="space-y-1 px-4">
      {viewAll && !all ? (
        <button type="button" className="text-sm text-slate-500 dark:text-slate-400" onClick={() => setAll(true)}>
          {viewAll}
        </button>
      ) : null}
      <ul className="space-y-1">
        {(all ? comments : shown).map((c) => (
          <li key={c.id} className="flex items-start gap-2 text-sm">
            <PersonAvatar id={c.user.id} name={c.user.name} src={c.user.avatar} size="xs" />
            <p className="min-w-0 flex-1">
              <span className="font-semibold">{c.user.name}</span> {c.text} {c._pending ? <WaitingMark className="ml-1" /> : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
