/** The organisation columns album queries join, back to an organisation row. */
import type { OrganizationRow } from '../db/schema';

/** The columns an album query selects from its joined organization (all null without one). */
export interface JoinedOrganizationColumns {
  org_id: string | null;
  org_name: string | null;
  org_size: OrganizationRow['size'] | null;
  org_contact_name: string | null;
  org_phone: string | null;
  org_contact_role: OrganizationRow['contact_role'] | null;
  org_created_at: OrganizationRow['created_at'] | null;
}

/** The album's organization from the joined `org_*` columns, or null. */
export function organizationOfRow(row: JoinedOrganizationColumns): OrganizationRow | null {
  if (row.org_id === null) return null;
  return {
    id: row.org_id,
    name: row.org_name!,
    size: row.org_size!,
    contact_name: row.org_contact_name!,
    phone: row.org_phone!,
    contact_role: row.org_contact_role!,
    created_at: row.org_created_at!,
  };
}
