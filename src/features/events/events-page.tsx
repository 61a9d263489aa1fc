import { PageHeader } from '../../components/page-header';

export function EventsPage() {
  return <PageHeader title="Camp Events" />;
}
