import { PageHeader } from '../../components/page-header';

export function SafetyPage() {
  return <PageHeader title="Safety Center" />;
}
