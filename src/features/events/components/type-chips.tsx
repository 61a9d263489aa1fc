import { ChoiceGroup } from '../../../components/choice-group';
import { useTranslation } from '../../../i18n';
import { useTypeName } from './type-badge';

/** The category filter chips (SPEC §2.3): all, the six user types, and any other type in the data. */
export function TypeChips({ types, value, onChange }: { types: string[]; value: string; onChange: (type: string) => void }) {
  const { t } = useTranslation('events');
  const typeName = useTypeName();
  return (
    <ChoiceGroup label={t('events:categories')} options={types} value={value} onChange={onChange} look="chips">
      {typeName}
    </ChoiceGroup>
  );
}
