/** The Privacy Policy (SPEC §2.3, §9), as keys of the privacy catalog: every retention period the camp commits to. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
}

export const privacySections: PolicySection[] = [
  { title: 'privacy:collectTitle', paragraphs: ['privacy:collect'] },
  { title: 'privacy:useTitle', paragraphs: ['privacy:use', 'privacy:usePhotos'] },
  { title: 'privacy:keepTitle', paragraphs: ['privacy:keepAccount', 'privacy:keepMessages', 'privacy:keepUsage', 'privacy:keepDeletion'] },
  { title: 'privacy:rightsTitle', paragraphs: ['privacy:rights'] },
  { title: 'privacy:phoneTitle', paragraphs: ['privacy:phone'] },
  { title: 'privacy:contactTitle', paragraphs: ['privacy:contact'] },
];
