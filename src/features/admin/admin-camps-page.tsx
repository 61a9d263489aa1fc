import { PageHeader } from '../../components/page-header';

export function AdminCampsPage() {
  return <PageHeader title="Camp Management" />;
}
