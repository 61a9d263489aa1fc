import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n';
import type { SearchGroup, SearchHit } from '../../../db/search/search-types';

export function SearchResults({ query, groups }: { query: string; groups: SearchGroup[] | undefined }) {
  const { t } = useTranslation('search');
  if (!query.trim()) return <p className="p-4 text-sm text-slate-500">{t('search:hint')}</p>;
  if (!groups) return null;
  if (groups.length === 0)
    return (
      <p className="p-4 text-sm text-slate-500" role="status">
        {t('search:noResults', { query })}
      </p>
    );
  // A message's title is composed here, so it follows a change of language while the results show.
  const title = (h: SearchHit) => (h.message ? t('search:messageTitle', h.message) : h.title);
  return (
    <div className="space-y-4 p-4">
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`search-${g.kind}`}>
          <h2 id={`search-${g.kind}`} className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t(`search:group.${g.kind}`)}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {g.hits.map((h) => (
              <li key={h.id}>
                <Link to={h.to} className="block px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800">
                  <span className="block font-medium">{title(h)}</span>
                  <span className="block truncate text-sm text-slate-500 dark:text-slate-400">{h.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
