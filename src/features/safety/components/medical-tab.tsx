import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { medicalTopics } from '../safety-data';

export function MedicalTab() {
  const { t } = useTranslation('safety');
  return (
    <ul className="space-y-3">
      {medicalTopics.map((id) => (
        <li key={id} className={ui.card}>
          <h3 className="font-semibold">{t(`safety:medicalTitle.${id}`)}</h3>
          <p className="mt-1 text-sm">{t(`safety:medicalText.${id}`)}</p>
        </li>
      ))}
    </ul>
  );
}
