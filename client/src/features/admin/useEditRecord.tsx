/*
 * What every admin Edit screen does before it draws its form (README.md "Forms"): the record's id from the route, the
 * record's query, the error page while there is no record to show (404 for an id that is not one, the server's status
 * otherwise), the skeleton while the record loads, and a react-hook-form form that starts from the record's values when
 * they arrive and again whenever they change (a save, or another record's page reusing the screen).
 */
import Skeleton from '@mui/material/Skeleton';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactElement } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorPage, NOT_FOUND_TEXT } from '@/components/ErrorPage';
import { errorStatus } from '@/lib/graphql-errors';
import { useRouteId } from '@/lib/route-id';

export interface EditRecordOptions<TData, TRecord, TValues extends FieldValues> {
  /** The record's query: it takes the route's id as `$id`. */
  query: TypedDocumentNode<TData, { id: number }>;
  /** The record in the query's answer. */
  record: (data: TData) => TRecord | null | undefined;
  /** The form's values for the loaded record. */
  values: (record: TRecord) => TValues;
  /** The form's values until the record arrives. */
  defaultValues: DefaultValues<TValues>;
  /** What the 404 page says: "This gate does not exist." */
  notFound: string;
  /** The height of the skeleton that stands for the form while the record loads, in pixels. */
  skeletonHeight: number;
}

interface EditRecordState<TData, TRecord, TValues extends FieldValues> {
  data: TData | undefined;
  record: TRecord | undefined;
  form: UseFormReturn<TValues>;
  /** The skeleton while the record loads, else null. */
  skeleton: ReactElement | null;
}

/** With `fallback`, the screen renders it instead of itself; without, `id` is the record's. */
export type EditRecord<TData, TRecord, TValues extends FieldValues> = EditRecordState<TData, TRecord, TValues> &
  ({ id: number; fallback: null } | { id: number | null; fallback: ReactElement });

export function useEditRecord<TData, TRecord, TValues extends FieldValues>({
  query,
  record: pick,
  values,
  defaultValues,
  notFound,
  skeletonHeight,
}: EditRecordOptions<TData, TRecord, TValues>): EditRecord<TData, TRecord, TValues> {
  const id = useRouteId();
  const { data, error, loading } = useQuery(query, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<TValues>({ defaultValues });
  const record = (data && pick(data)) ?? undefined;
  const loadedKey = record ? JSON.stringify(values(record)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as TValues);
  }, [loadedKey, form]);

  const state = { data, record, form, skeleton: !record && loading ? <Skeleton variant="rounded" height={skeletonHeight} /> : null };
  if (id === null) return { ...state, id, fallback: <ErrorPage status={404} message={NOT_FOUND_TEXT} /> };
  if (error && !record) {
    const status = errorStatus(error);
    return { ...state, id, fallback: <ErrorPage status={status} message={status === 404 ? notFound : null} /> };
  }
  return { ...state, id, fallback: null };
}
