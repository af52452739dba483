import { Box } from '@mui/material';
import type { OperatorAuditEntry } from '@store/contracts/operator-system';
import {
  DataTable,
  DateField,
  DateInput,
  List,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

/** A day picked in a filter as the instant the API compares with: its first or last second, UTC. */
const dayStart = (day: string) => (day ? `${day}T00:00:00Z` : day);
const dayEnd = (day: string) => (day ? `${day}T23:59:59Z` : day);
const dayOf = (instant: string | undefined) => (instant ? instant.slice(0, 10) : '');

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="subjectType" source="subjectType" alwaysOn />,
  <TextInput key="subjectId" source="subjectId" alwaysOn />,
  <TextInput key="staffId" source="staffId" />,
  <DateInput key="from" source="from" parse={dayStart} format={dayOf} />,
  <DateInput key="to" source="to" parse={dayEnd} format={dayOf} />,
];

/** What the entry changed: the subject before and after, as recorded. */
function AuditChange() {
  const entry = useRecordContext<OperatorAuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, p: 2 }}>
      {(['before', 'after'] as const).map((side) => (
        <div key={side}>
          <strong>{translate(`resources.audit-log.fields.${side}`)}</strong>
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {JSON.stringify(entry[side], null, 2) ?? '—'}
          </pre>
        </div>
      ))}
    </Box>
  );
}

/** The audit log, newest first: read-only, as nothing may change it. */
export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <DataTable<OperatorAuditEntry> bulkActionButtons={false} rowClick={false} expand={<AuditChange />}>
        <DataTable.Col source="at" render={(entry) => <DateField record={entry} source="at" showTime />} />
        <DataTable.Col
          source="actorKind"
          disableSort
          render={(entry) => translate(`ops.audit-log.actors.${entry.actorKind}`)}
        />
        <DataTable.Col source="staffName" disableSort />
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="subjectType" disableSort />
        <DataTable.Col source="subjectId" disableSort />
        <DataTable.Col source="requestId" disableSort />
      </DataTable>
    </List>
  );
}
