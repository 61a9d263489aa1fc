import { PageHeader } from '../../components/page-header';

export function AdminEventsPage() {
  return <PageHeader title="Event Management" />;
}
