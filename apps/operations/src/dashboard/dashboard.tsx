import {
  Card,
  CardContent,
  Grid,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { operatorDashboardSchema, type OperatorDashboard } from '@store/contracts/operator-orders';
import { useEffect, useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { OperatorDataProvider } from '../data/data-provider.ts';
import { Money } from '../resources/screen-kit/money.tsx';

/** A list of the console (a react-admin hash route), filtered. */
const listHref = (resource: string, filter?: Record<string, string>) =>
  `#/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

/** The queues the dashboard counts, each with the list that works it off. */
const QUEUES: { key: keyof OperatorDashboard['queues']; label: string; href: string }[] = [
  { key: 'qualifications', label: 'resources.qualifications.name', href: listHref('qualifications') },
  { key: 'taxReviews', label: 'ops.orders.status.tax-review', href: listHref('orders/reviews') },
  {
    key: 'screeningHolds',
    label: 'ops.orders.status.held-for-review',
    href: listHref('orders', { status: 'held-for-review' }),
  },
  { key: 'quotes', label: 'resources.quotes.name', href: listHref('quotes') },
];

/** Today in figures: orders and revenue per store, what waits for review, overdue invoices, failed payments. */
export function Dashboard() {
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [figures, setFigures] = useState<OperatorDashboard>();
  useEffect(() => {
    dataProvider
      .action('dashboard', { method: 'GET' })
      .then((answer) => setFigures(operatorDashboardSchema.parse(answer)))
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      );
  }, [dataProvider, notify]);
  if (!figures) return <Loading />;
  const active = figures.stores.filter((store) => store.orders > 0);
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="ra.page.dashboard" />
      <Grid size={{ xs: 12, md: 8 }}>
        <Card component="section">
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('ops.dashboard.title')} · {figures.date}
            </Typography>
            {active.length === 0 ? (
              <Typography>{translate('ops.dashboard.none')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('ops.dashboard.store')}</TableCell>
                    <TableCell align="right">{translate('ops.dashboard.orders')}</TableCell>
                    <TableCell align="right">{translate('ops.dashboard.revenue')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {active.map((store) => (
                    <TableRow key={store.siteId}>
                      <TableCell>
                        <Link href={listHref('orders', { siteId: store.siteId, from: figures.date })}>
                          {store.siteId}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{store.orders}</TableCell>
                      <TableCell align="right">
                        <Money value={store.revenue} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card component="section">
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('ops.dashboard.queues')}
            </Typography>
            <Table size="small">
              <TableBody>
                {QUEUES.map((queue) => (
                  <TableRow key={queue.key}>
                    <TableCell>
                      <Link href={queue.href}>{translate(queue.label, { smart_count: 2 })}</Link>
                    </TableCell>
                    <TableCell align="right">{figures.queues[queue.key]}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>
                    <Link href={listHref('invoices', { status: 'overdue' })}>
                      {translate('ops.dashboard.overdue_invoices')}
                    </Link>
                  </TableCell>
                  <TableCell align="right">
                    {figures.overdueInvoices.count}
                    {figures.overdueInvoices.amounts.map((amount) => (
                      <Typography key={amount.currency} variant="body2">
                        <Money value={amount} />
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>
                    <Link href={listHref('orders', { paymentStatus: 'failed' })}>
                      {translate('ops.dashboard.failed_payments')}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{figures.failedPayments.count}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
