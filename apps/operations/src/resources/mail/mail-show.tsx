import { Button } from '@mui/material';
import type { OperatorMailDetail } from '@store/contracts/operator-system';
import {
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useOperatorAction } from '../screen-kit/operator-action.ts';
import { useMayUse } from '../screen-kit/roles.ts';

/** Sends a message that is not sent yet at once, instead of at its next attempt. */
function MailActions() {
  const mail = useRecordContext<OperatorMailDetail>();
  const translate = useTranslate();
  const mayRetry = useMayUse('administrator');
  const { run, pending } = useOperatorAction();
  if (!mail || !mayRetry || mail.sentAt) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button
        variant="outlined"
        disabled={pending}
        onClick={() => void run(`mail/${mail.id}/retry`, {}, 'ops.mail.retried')}
      >
        {translate('ops.mail.retry')}
      </Button>
    </TopToolbar>
  );
}

/** One message: its recipient, attempts and last error, and its text (in the embedded mode). */
export function MailShow() {
  const translate = useTranslate();
  return (
    <Show actions={<MailActions />}>
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="recipient" />
        <TextField source="template" />
        <TextField source="locale" />
        <DateField source="createdAt" showTime />
        <DateField source="sentAt" showTime emptyText="—" />
        <DateField source="nextAttemptAt" showTime />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="—" />
        <FunctionField<OperatorMailDetail>
          source="text"
          render={(mail) =>
            mail.text === null ? (
              translate('ops.mail.noText')
            ) : (
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{mail.text}</pre>
            )
          }
        />
      </SimpleShowLayout>
    </Show>
  );
}
