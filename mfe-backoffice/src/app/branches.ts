// The branches of the advisors in scope, for a branch choice (the back office's; a branch lead's is their own).
import type { StaffAdvisor } from '@checkout/shared/contract';

export interface Branch {
  id: string;
  name: string;
}

/** Each branch once, by name (its id where the API names none). */
export function branchesOf(advisors: readonly StaffAdvisor[]): Branch[] {
  const byId = new Map(advisors.map((advisor) => [advisor.agencyId, advisor.agencyName ?? advisor.agencyId]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
