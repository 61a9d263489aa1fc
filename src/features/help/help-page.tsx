import { PageHeader } from '../../components/page-header';

export function HelpPage() {
  return <PageHeader title="Help & Support" />;
}
