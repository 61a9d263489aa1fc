import { PageHeader } from '../../components/page-header';

export function AdminPollsPage() {
  return <PageHeader title="Snap Polls" />;
}
