/** Where a queued change can be seen again, by its API path: the "Not saved" notice links there. */
const screens: [prefix: string, path: string, label: string][] = [
  ['/packing', '/packing', 'Open Packing List'],
  ['/events', '/events', 'Open Events'],
  ['/conversations', '/chat', 'Open Chat'],
  ['/reflections', '/reflections', 'Open Reflections'],
  ['/posts', '/', 'Open Feed'],
  ['/polls', '/', 'Open Feed'],
];

export function changeScreen(apiPath: string): { actionPath: string; actionLabel: string } | undefined {
  const hit = screens.find(([prefix]) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
  return hit ? { actionPath: hit[1], actionLabel: hit[2] } : undefined;
}
