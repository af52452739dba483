import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RecordColumn<Row> {
  /** The message key of the column's heading. */
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

/** A small read-only table of a record's parts (an order's lines, a customer's invoices…). */
export function RecordTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  empty,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly RecordColumn<Row>[];
  /** The message key naming the table for assistive technology. */
  label: string;
  /** The message key said instead of an empty table. */
  empty: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <span>{translate(empty)}</span>;
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.align}>
              {translate(column.label)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
