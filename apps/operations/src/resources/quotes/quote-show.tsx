import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { operatorQuoteSchema, type OperatorQuote } from '@store/contracts/commerce-quotes';
import {
  DateField,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useDetailRecord } from '../screen-kit/detail-record.ts';
import { MajorMoney } from '../screen-kit/money.tsx';
import { QuoteActions } from './quote-actions.tsx';

function QuoteLines() {
  const quote = useDetailRecord(operatorQuoteSchema);
  const translate = useTranslate();
  if (!quote) return null;
  return (
    <Table size="small" aria-label={translate('ops.quotes.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ops.quotes.item')}</TableCell>
          <TableCell align="right">{translate('ops.quotes.quantity')}</TableCell>
          <TableCell align="right">{translate('ops.quotes.listPrice')}</TableCell>
          <TableCell align="right">{translate('ops.quotes.offeredPrice')}</TableCell>
          <TableCell align="right">{translate('ops.quotes.offeredLineTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line) => (
          <TableRow key={line.position}>
            <TableCell>
              {line.itemCode} · {line.name}
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">
              <MajorMoney value={line.listUnitPrice} />
            </TableCell>
            <TableCell align="right">
              <MajorMoney value={line.offeredUnitPrice} />
            </TableCell>
            <TableCell align="right">
              <MajorMoney value={line.offeredTotal} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The thread between the customer and the store, oldest first. */
function QuoteMessages() {
  const quote = useDetailRecord(operatorQuoteSchema);
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!quote) return null;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {quote.messages.map((message) => (
        <Box component="li" key={message.id} data-author={message.author}>
          <Typography variant="caption">
            {translate(`ops.quotes.authors.${message.author}`)} ·{' '}
            {new Date(message.at).toLocaleString(language)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function QuoteTotals() {
  const quote = useRecordContext<OperatorQuote>();
  if (!quote) return null;
  return (
    <Box sx={{ display: 'flex', gap: 4 }}>
      <Labeled label="resources.quotes.fields.listSubtotal">
        <MajorMoney value={quote.listSubtotal} />
      </Labeled>
      <Labeled label="resources.quotes.fields.offeredTotal">
        <MajorMoney value={quote.offeredTotal} />
      </Labeled>
    </Box>
  );
}

export function QuoteShow() {
  const translate = useTranslate();
  return (
    <Show actions={<QuoteActions />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="siteId" />
        <FunctionField<OperatorQuote>
          source="userId"
          render={(record) => <Link to={`/customers/${record.userId}/show`}>{record.userId}</Link>}
        />
        <FunctionField<OperatorQuote>
          source="status"
          render={(record) => translate(`ops.quotes.statuses.${record.status}`)}
        />
        <DateField source="createdAt" showTime />
        <DateField source="expiresOn" />
        <TextField source="organisation.name" label="resources.quotes.fields.organisation" emptyText="—" />
        <TextField source="terms" emptyText="—" />
        <QuoteTotals />
        <Labeled label={translate('ops.quotes.lines')}>
          <QuoteLines />
        </Labeled>
        <Labeled label={translate('ops.quotes.messages')}>
          <QuoteMessages />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
