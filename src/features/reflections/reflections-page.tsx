import { PageHeader } from '../../components/page-header';

export function ReflectionsPage() {
  return <PageHeader title="Reflections" />;
}
