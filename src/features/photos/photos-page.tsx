import { PageHeader } from '../../components/page-header';

export function PhotosPage() {
  return <PageHeader title="Camp Photos" />;
}
