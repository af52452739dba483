import { Stack, Button as MuiButton } from '@mui/material';
import { DISCOUNT_SCHEMES } from '@store/contracts/commerce-org-buying';
import { ORGANISATION_ROLES } from '@store/contracts/commerce-organisation-roles';
import {
  operatorOrganisationDetailSchema,
  type OperatorOrganisationDetail,
} from '@store/contracts/operator-customers';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Confirm,
  DateInput,
  FormDataConsumer,
  NumberInput,
  required,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { minorFactor } from '../screen-kit/money-format.ts';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';
import { storeCurrency } from '../screen-kit/stores.ts';

type Member = OperatorOrganisationDetail['members'][number];

const rolesSchema = z.object({ roles: z.array(z.enum(ORGANISATION_ROLES)).min(1) });
const discountSchema = z.object({
  scheme: z.enum(DISCOUNT_SCHEMES),
  percent: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  spendingLimit: z.number().nullish(),
});

export const roleChoices = ORGANISATION_ROLES.map((role) => ({
  id: role,
  name: `ops.organisations.roles.${role}`,
}));

/** An administrator changes a member's roles; the organisation keeps at least one administrator (409). */
export function MemberRoles({ organisationId, member }: { organisationId: string; member: Member }) {
  const mayChange = useMayUse('administrator');
  const { run, pending } = useOperatorAction();
  if (!mayChange) return null;
  return (
    <ActionDialog
      label="ops.organisations.changeRoles"
      defaultValues={{ roles: member.roles }}
      pending={pending}
      onSubmit={async (values) => {
        const body = rolesSchema.parse(values);
        const path = `organisations/${organisationId}/members/${member.userId}`;
        return Boolean(await run(path, { method: 'PUT', body }, 'ops.organisations.rolesChanged'));
      }}
    >
      <CheckboxGroupInput source="roles" label={member.name} choices={roleChoices} validate={required()} />
    </ActionDialog>
  );
}

/** Finance sets the organisation's discount (uap with a spending limit, or old) or removes it. */
export function OrganisationActions() {
  const organisation = useDetailRecord(operatorOrganisationDetailSchema);
  const translate = useTranslate();
  const mayChange = useMayUse('finance');
  const { run, pending } = useOperatorAction();
  const [confirming, setConfirming] = useState(false);
  if (!organisation || !mayChange) return <TopToolbar />;
  const path = `organisations/${organisation.id}/discount`;
  const currency = organisation.discount?.spent?.currency ?? storeCurrency(organisation.siteId) ?? 'USD';
  const factor = minorFactor(currency);
  const current = organisation.discount;
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        <ActionDialog
          label="ops.organisations.setDiscount"
          defaultValues={
            current
              ? {
                  scheme: current.scheme,
                  percent: current.percent,
                  startsOn: current.startsOn,
                  endsOn: current.endsOn,
                  spendingLimit: current.spendingLimit ? current.spendingLimit.amount / factor : null,
                }
              : { scheme: 'uap' }
          }
          pending={pending}
          onSubmit={async (values) => {
            const { spendingLimit, ...discount } = discountSchema.parse(values);
            const body =
              discount.scheme === 'uap' && spendingLimit
                ? { ...discount, spendingLimit: Math.round(spendingLimit * factor) }
                : discount;
            return Boolean(await run(path, { method: 'PUT', body }, 'ops.organisations.discountSet'));
          }}
        >
          <SelectInput
            source="scheme"
            label="ops.organisations.scheme"
            choices={DISCOUNT_SCHEMES.map((id) => ({ id, name: `ops.organisations.schemes.${id}` }))}
            validate={required()}
          />
          <NumberInput
            source="percent"
            label="ops.organisations.percent"
            min={0}
            max={100}
            validate={required()}
          />
          <DateInput source="startsOn" label="ops.organisations.startsOn" validate={required()} />
          <DateInput source="endsOn" label="ops.organisations.endsOn" validate={required()} />
          <FormDataConsumer<{ scheme?: string }>>
            {({ formData }) =>
              formData.scheme === 'uap' ? (
                <NumberInput
                  source="spendingLimit"
                  label={translate('ops.organisations.spendingLimit', { currency })}
                  min={0}
                  validate={required()}
                />
              ) : null
            }
          </FormDataConsumer>
        </ActionDialog>
        {current ? (
          <>
            <MuiButton variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {translate('ops.organisations.removeDiscount')}
            </MuiButton>
            <Confirm
              isOpen={confirming}
              loading={pending}
              title="ops.organisations.removeDiscount"
              content="ops.organisations.removeDiscountConfirm"
              onConfirm={async () => {
                await run(path, { method: 'DELETE' }, 'ops.organisations.discountRemoved');
                setConfirming(false);
              }}
              onClose={() => setConfirming(false)}
            />
          </>
        ) : null}
      </Stack>
    </TopToolbar>
  );
}
