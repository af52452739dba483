import { Card } from '@mui/material';
import { operatorFlagListSchema, type OperatorFlag } from '@store/contracts/operator-system';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import {
  BooleanInput,
  DataTable,
  ListContextProvider,
  required,
  TextInput,
  Title,
  useDataProvider,
  useList,
  useNotify,
  useRecordContext,
} from 'react-admin';
import type { OperatorDataProvider } from '../../data/data-provider.ts';
import { z } from 'zod';
import { ActionDialog } from '../screen-kit/action-dialog.tsx';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A value as JSON text, or the message key of what is wrong with it. */
function jsonValue(text: unknown): string | undefined {
  if (typeof text !== 'string') return 'ops.flags.invalidJson';
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    return 'ops.flags.invalidJson';
  }
}

const booleanSchema = z.object({ value: z.boolean() });
const textSchema = z.object({ text: z.string() });

/** Reads the flags again after a change. */
const ReloadContext = createContext<() => void>(() => undefined);

/**
 * The flags, read whole: the operator API lists every flag of the catalogue at once, without the
 * paging parameters a react-admin list sends.
 */
function useFlags() {
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const [flags, setFlags] = useState<OperatorFlag[] | undefined>();
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let current = true;
    dataProvider.action('flags', { method: 'GET' }).then(
      (answer) => {
        if (current) setFlags(operatorFlagListSchema.parse(answer).data);
      },
      (error: unknown) => {
        if (!current) return;
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        setFlags([]);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, notify, reads]);
  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { flags, reload };
}

/** A flag's value changed by its type: a switch for a boolean, JSON for a structured value. */
function FlagChange() {
  const flag = useRecordContext<OperatorFlag>();
  const mayChange = useMayUse('administrator');
  const reload = useContext(ReloadContext);
  const { run, pending } = useOperatorAction();
  if (!flag || !mayChange) return null;
  const path = `flags/${flag.id}`;
  const save = async (value: unknown) => {
    const done = await run(path, { method: 'PUT', body: { value } }, 'ops.flags.changed');
    if (done) reload();
    return done;
  };
  return flag.type === 'boolean' ? (
    <ActionDialog
      label="ops.flags.change"
      defaultValues={{ value: flag.value === true }}
      pending={pending}
      onSubmit={async (values) => Boolean(await save(booleanSchema.parse(values).value))}
    >
      <BooleanInput source="value" label={flag.id} />
    </ActionDialog>
  ) : (
    <ActionDialog
      label="ops.flags.change"
      defaultValues={{ text: json(flag.value) }}
      pending={pending}
      onSubmit={async (values) => {
        const value: unknown = JSON.parse(textSchema.parse(values).text);
        return Boolean(await save(value));
      }}
    >
      <TextInput
        source="text"
        label={flag.id}
        helperText="ops.flags.jsonHelp"
        multiline
        fullWidth
        validate={[required(), jsonValue]}
      />
    </ActionDialog>
  );
}

const Value = ({ value }: { value: unknown }) => (
  <code style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(value)}</code>
);

/** Every flag of the catalogue with its value in the flag service and its default. */
export function FlagList() {
  const { flags, reload } = useFlags();
  const list = useList({ data: flags, isPending: flags === undefined, perPage: 100, resource: 'flags' });
  return (
    <ReloadContext.Provider value={reload}>
      <ListContextProvider value={list}>
        <Title title="resources.flags.name" />
        <Card>
          <DataTable<OperatorFlag> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="id" disableSort />
            <DataTable.Col source="type" disableSort />
            <DataTable.Col source="value" disableSort render={(flag) => <Value value={flag.value} />} />
            <DataTable.Col
              source="defaultValue"
              disableSort
              render={(flag) => <Value value={flag.defaultValue} />}
            />
            <DataTable.Col source="reason" disableSort />
            <DataTable.Col label="ops.flags.change" disableSort>
              <FlagChange />
            </DataTable.Col>
          </DataTable>
        </Card>
      </ListContextProvider>
    </ReloadContext.Provider>
  );
}
