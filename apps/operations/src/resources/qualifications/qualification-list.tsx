import { Box, Link, Typography } from '@mui/material';
import type { OperatorQualification } from '@store/contracts/commerce';
import { QUALIFICATION_STATUSES } from '@store/contracts/qualification-schemes';
import {
  DataTable,
  DateField,
  List,
  required,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { STORE_CHOICES } from '../screen-kit/stores.ts';
import { QualificationDecisions } from './qualification-decisions.tsx';

const statusChoices = QUALIFICATION_STATUSES.map((status) => ({
  id: status,
  name: `ops.qualifications.statuses.${status}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn validate={required()} />,
  <SelectInput key="siteId" source="siteId" choices={STORE_CHOICES} alwaysOn />,
];

/** The submission in full: what the customer wrote, the document (opened in a new tab), the decision. */
function QualificationPanel() {
  const record = useRecordContext<OperatorQualification>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {record.details}
      </Typography>
      <Link href={`/api/operator/qualifications/${record.id}/document`} target="_blank" rel="noopener">
        {translate('ops.qualifications.document', { name: record.document.fileName })}
      </Link>
      {record.reviewerNote ? (
        <Typography variant="body2">
          {translate('ops.qualifications.reviewerNote', { note: record.reviewerNote })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The queue: pending submissions, oldest first, filtered by status, store and name or email. */
export function QualificationList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable<OperatorQualification>
        bulkActionButtons={false}
        expand={<QualificationPanel />}
        rowClick={false}
      >
        <DataTable.Col source="submittedAt" field={DateField} />
        <DataTable.Col source="customerName" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="siteId" disableSort />
        <DataTable.Col
          source="type"
          disableSort
          render={(record) => translate(`ops.qualifications.types.${record.type}`)}
        />
        <DataTable.Col source="level" disableSort />
        <DataTable.Col
          source="status"
          disableSort
          render={(record) => translate(`ops.qualifications.statuses.${record.status}`)}
        />
        <DataTable.Col source="expiresOn" disableSort field={DateField} />
        <DataTable.Col label="ops.qualifications.decision" disableSort>
          <QualificationDecisions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
