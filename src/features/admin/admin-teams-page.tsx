import { PageHeader } from '../../components/page-header';

export function AdminTeamsPage() {
  return <PageHeader title="Team Management" />;
}
