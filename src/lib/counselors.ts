/** Who campers call about their account (registration pending, forgotten password). */
export interface CounselorContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export const counselorContacts: CounselorContact[] = [
  { name: 'Sarah Mitchell', role: 'Head Counselor', phone: '(555) 123-4567', email: 'sarah@campweekend.example' },
  { name: 'Mike Rodriguez', role: 'Counselor', phone: '(555) 234-5678', email: 'mike@campweekend.example' },
  { name: 'Camp Office', role: 'Registration and accounts', phone: '(555) 345-6789', email: 'office@campweekend.example' },
];
