import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import type { z } from 'zod';

/**
 * The record of a show page once it is the detail the API answers. react-admin first shows the row a
 * list already fetched (its cache), which lacks the detail's parts (lines, payments, members…);
 * those parts wait for the detail rather than break on the row.
 */
export function useDetailRecord<Schema extends z.ZodType>(schema: Schema): z.output<Schema> | undefined {
  const record = useRecordContext();
  return useMemo(() => schema.safeParse(record).data, [schema, record]);
}
