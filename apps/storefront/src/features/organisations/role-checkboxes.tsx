import { ORGANISATION_ROLES, type OrganisationRole } from '@store/contracts/commerce-organisation-roles';
import type { OrganisationsMessages } from './messages.ts';

/** The four roles as checkboxes named `roles`, for inviting, approving and changing a member. */
export function RoleCheckboxes({
  legend,
  checked,
  roles,
  hiddenLegend = false,
}: {
  legend: string;
  checked: readonly OrganisationRole[];
  roles: OrganisationsMessages['roles'];
  hiddenLegend?: boolean;
}) {
  return (
    <fieldset className="organisation-roles">
      <legend className={hiddenLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {ORGANISATION_ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} />{' '}
          {roles[role]}
        </label>
      ))}
    </fieldset>
  );
}
