/** The Safety Center's UV label (SPEC §9): Very High at 8 or more, High at 6 or more, otherwise Moderate. */
export function uvLabel(uvIndex: number): 'Very High' | 'High' | 'Moderate' {
  if (uvIndex >= 8) return 'Very High';
  if (uvIndex >= 6) return 'High';
  return 'Moderate';
}
