import { PageHeader } from '../../components/page-header';

export function SearchPage() {
  return (
    <div>
      <PageHeader title="Search" />
      <p className="p-4 text-slate-500">Search coming soon!</p>
    </div>
  );
}
