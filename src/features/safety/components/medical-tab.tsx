import { ui } from '../../../components/ui';
import { medicalInfo } from '../safety-data';

export function MedicalTab() {
  return (
    <ul className="space-y-3">
      {medicalInfo.map((m) => (
        <li key={m.title} className={ui.card}>
          <h3 className="font-semibold">{m.title}</h3>
          <p className="mt-1 text-sm">{m.text}</p>
        </li>
      ))}
    </ul>
  );
}
