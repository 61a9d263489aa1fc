import type { ComponentType } from 'react';
import { AccessDenied } from '../access-denied';
import { useIsAdmin } from './use-is-admin';

/** An administrators-only tool: the `tool` for an administrator, the refusal for anyone else (the tool's hooks never run for them). */
export function AdminOnly({ tool: Tool }: { tool: ComponentType }) {
  return useIsAdmin() ? <Tool /> : <AccessDenied />;
}
