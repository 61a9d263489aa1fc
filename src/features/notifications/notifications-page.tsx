import { PageHeader } from '../../components/page-header';

export function NotificationsPage() {
  return <PageHeader title="Notifications" />;
}
