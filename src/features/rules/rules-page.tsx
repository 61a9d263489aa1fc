import { PageHeader } from '../../components/page-header';

export function RulesPage() {
  return <PageHeader title="Camp Rules" />;
}
