import { PageHeader } from '../../components/page-header';

export function MapPage() {
  return <PageHeader title="Camp Map" />;
}
