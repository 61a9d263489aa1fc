import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useSearch } from '../../db/search/use-search';
import { useTranslation } from '../../i18n';
import { SearchResults } from './components/search-results';

/** Search over everything stored on the phone (works offline); the query lives in ?q= so Back returns to it. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const groups = useSearch(query);
  return (
    <div>
      <PageHeader title={t('search:title')} subtitle={t('search:subtitle')} />
      <div className="px-4">
        <label htmlFor="camp-search" className="sr-only">
          {t('search:label')}
        </label>
        <input
          id="camp-search"
          type="search"
          autoFocus
          className={ui.input}
          placeholder={t('search:placeholder')}
          value={query}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </div>
      <SearchResults query={query} groups={groups} />
    </div>
  );
}
