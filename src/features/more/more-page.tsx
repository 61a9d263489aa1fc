import { PageHeader } from '../../components/page-header';

export function MorePage() {
  return <PageHeader title="More" />;
}
