import { Stack } from '@mui/material';
import { submittableLevels } from '@store/contracts/qualification-schemes';
import type { OperatorQualification } from '@store/contracts/commerce';
import { DateInput, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';
import { storeIdOf } from '../screen-kit/stores.ts';

const approvalSchema = z.object({
  level: z.string(),
  expiresOn: z.string(),
  note: z.string().optional().nullable(),
});
const rejectionSchema = z.object({ note: z.string() });

/** A year from today, the usual length of an approval, as the expiry's first guess. */
function inOneYear(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

/** Approve (a level of the store's scheme and an expiry day) or reject (a reason the customer reads). */
export function QualificationDecisions() {
  const record = useRecordContext<OperatorQualification>();
  const mayDecide = useMayUse('qualification-reviewer');
  const { run, pending } = useOperatorAction();
  if (!record || record.status !== 'pending' || !mayDecide) return null;
  const store = storeIdOf(record.siteId);
  const levels = store ? submittableLevels(store) : [];
  const path = `qualifications/${record.id}`;
  return (
    <Stack direction="row" spacing={1}>
      <ActionDialog
        label="ops.qualifications.approve"
        defaultValues={{ level: record.level, expiresOn: inOneYear() }}
        pending={pending}
        onSubmit={async (values) => {
          const { level, expiresOn, note } = approvalSchema.parse(values);
          const body = { level, expiresOn, ...(note ? { note } : {}) };
          return Boolean(await run(`${path}/approve`, { body }, 'ops.qualifications.approved'));
        }}
      >
        <SelectInput
          source="level"
          label="ops.qualifications.level"
          choices={levels.map((level) => ({ id: level.code, name: level.code }))}
          validate={required()}
        />
        <DateInput source="expiresOn" label="ops.qualifications.expiresOn" validate={required()} />
        <TextInput source="note" label="ops.qualifications.note" multiline fullWidth />
      </ActionDialog>
      <ActionDialog
        label="ops.qualifications.reject"
        color="error"
        pending={pending}
        onSubmit={async (values) => {
          const body = rejectionSchema.parse(values);
          return Boolean(await run(`${path}/reject`, { body }, 'ops.qualifications.rejected'));
        }}
      >
        <TextInput
          source="note"
          label="ops.qualifications.reason"
          helperText="ops.qualifications.reasonHelp"
          multiline
          fullWidth
          validate={required()}
        />
      </ActionDialog>
    </Stack>
  );
}
