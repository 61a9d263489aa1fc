import { PageHeader } from '../../components/page-header';

export function PackingPage() {
  return <PageHeader title="Packing List" />;
}
