import { PageHeader } from '../../components/page-header';

export function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" />;
}
